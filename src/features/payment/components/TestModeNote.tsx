import { Alert } from '@chakra-ui/react';
import { pageInTestMode } from '@/config';

/** The page addresses rule (rules: routes): in test mode (?sandbox=true, ?runmode=test) the payment says it takes no real money. */
export function TestModeNote({ testMode = pageInTestMode() }: { testMode?: boolean }) {
  if (!testMode) return null;
  return (
    <Alert.Root status="warning" data-testid="test-mode">
      <Alert.Indicator />
      <Alert.Title>Test mode: payments go to the gateway&apos;s test mode and no real money is taken.</Alert.Title>
    </Alert.Root>
  );
}

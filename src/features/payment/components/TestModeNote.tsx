import { Alert } from '@chakra-ui/react';
import { pageInTestMode } from '@/config';
import { useT } from '@/i18n';

/** The page addresses rule (rules: routes): in test mode (?sandbox=true, ?runmode=test) the payment says it takes no real money. */
export function TestModeNote({ testMode = pageInTestMode() }: { testMode?: boolean }) {
  const t = useT();
  if (!testMode) return null;
  return (
    <Alert.Root status="warning" data-testid="test-mode">
      <Alert.Indicator />
      <Alert.Title>{t('payment.testMode')}</Alert.Title>
    </Alert.Root>
  );
}

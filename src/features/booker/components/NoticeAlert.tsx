import { Alert } from '@chakra-ui/react';

/**
 * What the booker's pages say after an action: a success as a polite status, a failure as an alert (read out at
 * once, GOV.UK's error pattern).
 */
export function NoticeAlert({ ok, message }: { ok: boolean; message: string }) {
  return (
    <Alert.Root status={ok ? 'success' : 'error'} role={ok ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

import { Alert } from '@chakra-ui/react';
import { GENERIC_ERROR } from '@/api';
import { useT } from '@/i18n';

/**
 * What the booker's pages say after an action: a success as a polite status, a failure as an alert (read out at
 * once, GOV.UK's error pattern).
 */
export function NoticeAlert({ ok, message }: { ok: boolean; message: string }) {
  const t = useT();
  return (
    <Alert.Root status={ok ? 'success' : 'error'} role={ok ? 'status' : 'alert'}>
      <Alert.Indicator />
      {/* The response codes rule's generic text is the page's, so it is said in the page's language; a server's words stay its own. */}
      <Alert.Title>{message === GENERIC_ERROR ? t('booker.error.generic') : message}</Alert.Title>
    </Alert.Root>
  );
}

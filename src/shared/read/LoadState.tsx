import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { readFailureMessage } from './readFailure';
import type { ReadState } from './useRead';

export interface LoadStateProps<T> {
  read: ReadState<T>;
  /** What is loading, as in "Loading your bookings…", in the page's language (the caller's `t`). */
  what: string;
  /**
   * The failure's title and an optional line below it; by default the read's own message (readFailureMessage).
   * `retry: false` for a failure that asking again cannot mend (a link that does not exist): no "Try again".
   */
  failure?: (error: unknown) => { title: string; description?: string; retry?: boolean };
  children: (data: T) => ReactNode;
}

/**
 * Every read's view: progress while it runs, the message and "Try again" (unless that cannot help) when it failed,
 * else the content.
 */
export function LoadState<T>({ read, what, failure, children }: LoadStateProps<T>) {
  const t = useT();
  if (read.status === 'idle') return null;
  if (read.status === 'loading') {
    return (
      <Stack role="status" direction="row" align="center" gap="3" py="6">
        <Spinner size="md" color="colorPalette.solid" />
        <Text>{t('common.load.loading', { what })}</Text>
      </Stack>
    );
  }
  if (read.status === 'failed') {
    const shown = failure ? failure(read.error) : { title: readFailureMessage(read.error) };
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{shown.title}</Alert.Title>
          {shown.description ? <Alert.Description>{shown.description}</Alert.Description> : null}
        </Alert.Content>
        {shown.retry === false ? null : (
          <Button size="sm" variant="outline" onClick={read.retry}>
            {t('common.app.tryAgain')}
          </Button>
        )}
      </Alert.Root>
    );
  }
  return <>{children(read.data)}</>;
}

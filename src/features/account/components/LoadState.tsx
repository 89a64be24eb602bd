import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Loaded } from './useLoad';

/** Progress while a read runs, the message and a retry when it failed, else the content. */
export function LoadState<T>({
  state,
  what,
  children,
}: {
  state: Loaded<T> & { reload: () => void };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <Stack role="status" direction="row" align="center" gap="3" py="6">
        <Spinner size="md" color="colorPalette.solid" />
        <Text>Loading {what}…</Text>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={state.reload}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  return <>{children(state.data)}</>;
}

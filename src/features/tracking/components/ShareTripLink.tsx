import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { trackingLink, type WireTrackingLinkRequest } from '@/api';
import { readFailureMessage } from '@/shared';
import { refusalMessage } from '../model/messages';

type ShareState =
  { status: 'idle' | 'busy' } | { status: 'ready'; url: string; note: string } | { status: 'failed'; message: string };

/** Beyond the spec: a link the passenger can send to someone, which shows the trip without signing in. */
export function ShareTripLink({ request }: { request: WireTrackingLinkRequest }) {
  const [state, setState] = useState<ShareState>({ status: 'idle' });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setState({ status: 'ready', url, note: 'Link copied.' });
    } catch {
      setState({ status: 'ready', url, note: 'Copy the link below.' });
    }
  };

  const create = async () => {
    setState({ status: 'busy' });
    try {
      const answer = await trackingLink(request);
      if (Number(answer.code) !== 1 || !answer.url) {
        setState({ status: 'failed', message: refusalMessage(answer) });
        return;
      }
      const url = new URL(answer.url, window.location.origin).href;
      if (typeof navigator.share === 'function' && navigator.maxTouchPoints > 0) {
        setState({ status: 'ready', url, note: '' });
        await navigator.share({ title: 'Track my driver', url }).catch(() => undefined);
      } else {
        await copy(url);
      }
    } catch (error) {
      setState({ status: 'failed', message: readFailureMessage(error) });
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void create()} loading={state.status === 'busy'}>
          Share tracking link
        </Button>
        {state.status === 'ready' ? (
          <Button variant="ghost" onClick={() => void copy(state.url)}>
            Copy link
          </Button>
        ) : null}
      </HStack>
      <Text role="status" aria-live="polite" color={state.status === 'failed' ? 'fg.error' : 'fg.muted'}>
        {state.status === 'failed' ? state.message : state.status === 'ready' ? state.note : ''}
      </Text>
      {state.status === 'ready' ? (
        <Field.Root>
          <Field.Label>Tracking link</Field.Label>
          <Input
            readOnly
            value={state.url}
            data-testid="tracking-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Field.HelperText>Anyone with this link can follow the trip until it finishes.</Field.HelperText>
        </Field.Root>
      ) : null}
    </Stack>
  );
}

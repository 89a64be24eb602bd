import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { trackingLink, type WireTrackingLinkRequest } from '@/api';
import { useT } from '@/i18n';
import { readFailureMessage } from '@/shared';
import { refusalMessage, say, serverWords } from '../model/messages';

type ShareState =
  { status: 'idle' | 'busy' } | { status: 'ready'; url: string; note: string } | { status: 'failed'; message: string };

/** Beyond the spec: a link the passenger can send to someone, which shows the trip without signing in. */
export function ShareTripLink({ request }: { request: WireTrackingLinkRequest }) {
  const t = useT();
  const [state, setState] = useState<ShareState>({ status: 'idle' });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setState({ status: 'ready', url, note: t('tracking.share.copied') });
    } catch {
      setState({ status: 'ready', url, note: t('tracking.share.copyBelow') });
    }
  };

  const create = async () => {
    setState({ status: 'busy' });
    try {
      const answer = await trackingLink(request);
      if (Number(answer.code) !== 1 || !answer.url) {
        setState({ status: 'failed', message: say(refusalMessage(answer), t) });
        return;
      }
      const url = new URL(answer.url, window.location.origin).href;
      if (typeof navigator.share === 'function' && navigator.maxTouchPoints > 0) {
        setState({ status: 'ready', url, note: '' });
        await navigator.share({ title: t('tracking.share.title'), url }).catch(() => undefined);
      } else {
        await copy(url);
      }
    } catch (error) {
      setState({ status: 'failed', message: say(serverWords(readFailureMessage(error)), t) });
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void create()} loading={state.status === 'busy'}>
          {t('tracking.share.button')}
        </Button>
        {state.status === 'ready' ? (
          <Button variant="ghost" onClick={() => void copy(state.url)}>
            {t('tracking.share.copy')}
          </Button>
        ) : null}
      </HStack>
      <Text role="status" aria-live="polite" color={state.status === 'failed' ? 'fg.error' : 'fg.muted'}>
        {state.status === 'failed' ? state.message : state.status === 'ready' ? state.note : ''}
      </Text>
      {state.status === 'ready' ? (
        <Field.Root>
          <Field.Label>{t('tracking.share.label')}</Field.Label>
          <Input
            readOnly
            // An address reads left to right in every language.
            dir="ltr"
            value={state.url}
            data-testid="tracking-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Field.HelperText>{t('tracking.share.help')}</Field.HelperText>
        </Field.Root>
      ) : null}
    </Stack>
  );
}

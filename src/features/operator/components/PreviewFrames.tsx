import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import {
  OPERATOR_PREVIEW_PARAM,
  PREVIEW_DRAFT_MESSAGE,
  PREVIEW_READY_MESSAGE,
  type PreviewMessage,
} from '@/api/wire/operator';
import { LANGUAGE_PARAM, type Locale } from '@/api/wire/locales';
import { useT, useTranslator } from '@/i18n';
import type { Settings } from '../model/consoleForm';

const FRAMES = [
  {
    key: 'phone',
    title: 'operator.preview.phoneTitle',
    heading: 'operator.preview.phone',
    width: 390,
    height: 760,
    scale: 0.6,
  },
  {
    key: 'desktop',
    title: 'operator.preview.desktopTitle',
    heading: 'operator.preview.desktop',
    width: 1280,
    height: 900,
    scale: 0.36,
  },
] as const;

/**
 * The booking page in the draft's template and brand at phone and desktop width, side by side (issue 31): the
 * app's own booking page in frames that take the draft by postMessage, to this origin only, once each frame has
 * proved the operator's session (src/config/operatorPreview.ts). The draft is never saved or seen by customers.
 */
export function PreviewFrames({
  settings,
  lang,
  messages,
}: {
  settings: Settings;
  /** The language the frames speak (the one whose wording the console edits). */
  lang: Locale;
  /** The draft's own wording in that language, laid over its catalogs. */
  messages?: Record<string, string>;
}) {
  const t = useT();
  const rtl = useTranslator().direction === 'rtl';
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  const ready = useRef(new Set<Window>());
  const latest = useRef({ settings, messages });
  latest.current = { settings, messages };

  const send = (target: Window) =>
    target.postMessage(
      {
        type: PREVIEW_DRAFT_MESSAGE,
        configuration: latest.current.settings,
        messages: latest.current.messages,
      } satisfies PreviewMessage,
      window.location.origin,
    );

  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== window.location.origin || event.data?.type !== PREVIEW_READY_MESSAGE) return;
      const source = frames.current.find((frame) => frame?.contentWindow === event.source)?.contentWindow;
      if (!source) return;
      ready.current.add(source);
      send(source);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    for (const target of ready.current) send(target);
  }, [settings, messages]);

  return (
    <Stack gap="3" as="section" aria-labelledby="op-preview-heading">
      <Heading as="h2" size="lg" id="op-preview-heading">
        {t('operator.preview.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        {FRAMES.map((frame, index) => (
          <Stack key={frame.key} gap="2">
            <Heading as="h3" size="sm">
              {t(frame.heading)}
            </Heading>
            <Box
              width={`${frame.width * frame.scale}px`}
              maxW="full"
              height={`${frame.height * frame.scale}px`}
              overflow="hidden"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
            >
              <iframe
                ref={(element) => {
                  frames.current[index] = element;
                }}
                title={t(frame.title)}
                data-preview={frame.key}
                src={`/booking.html?${OPERATOR_PREVIEW_PARAM}=${frame.key}&${LANGUAGE_PARAM}=${lang}`}
                width={frame.width}
                height={frame.height}
                // Scaled from the box's start corner: on a right-to-left console the frame sits against its right edge.
                style={{ border: 0, transform: `scale(${frame.scale})`, transformOrigin: rtl ? '100% 0' : '0 0' }}
              />
            </Box>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Box, Heading, Spinner, Stack, Text, type SystemContext } from '@chakra-ui/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, getConfiguration, GENERIC_ERROR, validateLicence } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';
import { App } from '../App';
import { readEmbeddedConfiguration } from '@/config';
import { createTranslator, readEmbeddedMessages } from '@/i18n';
import { createBrandSystem, createStyleCache, declareCascadeLayers, DesignSystemProvider } from '@/design-system';
import { definitionOf } from '@/templates';
import { bridgeBookingEvents, messengerTo, reportHeight } from './bridge';
import { HandOver } from './HandOver';
import { embedRequestOf, licensedConfiguration, parentOriginOf, type LicenceSwitches } from './model/frame';

/** Shown when the frame is not in a page at all: there is no domain a licence could cover. */
const NOT_LICENSED = 'This site is not licensed to use the booking app.';

interface FrameStyles {
  /** One Emotion cache for everything the frame shows, as the booking page has. */
  cache: EmotionCache;
  /** The operator's default look, for the notices shown before the licence names a brand. */
  system: SystemContext;
}

function Notice({ styles, children }: { styles: FrameStyles; children: ReactNode }) {
  return (
    <CacheProvider value={styles.cache}>
      <DesignSystemProvider system={styles.system}>
        <Box as="main" p="6" display="flex" justifyContent="center">
          {children}
        </Box>
      </DesignSystemProvider>
    </CacheProvider>
  );
}

/**
 * Runs the app as a client site's booking frame (issue 17): before anything of the booking shows, the licence host
 * is asked whether the page the frame is in (by the origin the browser gives, not one the page could write) may
 * use the tracking code; a refusal shows its message and no booking. A licensed frame shows the app with the
 * licence's brand, template and payment switches, and tells the page of its size and of the booking's moments.
 */
export async function startBookingFrame(root: HTMLElement): Promise<void> {
  const request = embedRequestOf(location.search);
  const parentOrigin = parentOriginOf({
    framed: window.parent !== window,
    ancestorOrigins: location.ancestorOrigins,
    referrer: document.referrer,
  });
  const post = messengerTo(parentOrigin);
  const styles: FrameStyles = { cache: createStyleCache(), system: createBrandSystem() };
  // The loading notice's styles (in `@layer recipes`) are inserted before the design system's globals: without the
  // layers named first, the recipes would rank below Chakra's reset and every control would lose its look.
  declareCascadeLayers(document, styles.system);
  // The prerendered booking form must not show (or work) before the licence is known.
  root.replaceChildren();
  const reactRoot = createRoot(root);
  reportHeight(root, post);
  reactRoot.render(
    <Notice styles={styles}>
      <Stack role="status" align="center" gap="3">
        <Spinner size="lg" />
        <Text>Loading…</Text>
      </Stack>
    </Notice>,
  );

  let wire: WireConfiguration;
  let answer: { code: number; message?: string } & LicenceSwitches;
  try {
    wire = readEmbeddedConfiguration(document) ?? (await getConfiguration({ airports: true }));
    configureApi({ licenceBaseUrl: wire.licencehost || undefined });
    answer =
      request && parentOrigin
        ? await validateLicence({ parentdomain: parentOrigin, trackingcode: request.trackingcode })
        : { code: 0, message: NOT_LICENSED };
  } catch {
    answer = { code: 0, message: GENERIC_ERROR };
  }
  if (answer.code !== 1) {
    const message = answer.message || NOT_LICENSED;
    reactRoot.render(
      <Notice styles={styles}>
        <Stack align="center" gap="3" maxW="md" textAlign="center">
          <Heading as="h1" size="lg">
            Booking is not available here
          </Heading>
          <Text role="alert">{message}</Text>
        </Stack>
      </Notice>,
    );
    post({ type: 'refused', message });
    return;
  }

  const licensed = licensedConfiguration(wire!, answer);
  const messages = readEmbeddedMessages(document);
  const translator = messages ? createTranslator(messages.locale, messages.messages, messages.namespaces) : undefined;
  reactRoot.render(
    <StrictMode>
      <CacheProvider value={styles.cache}>
        <BrowserRouter>
          <App initialConfig={licensed} frame={request!.mode} translator={translator} />
          {definitionOf(licensed.template).handOver ? (
            <DesignSystemProvider brand={licensed.brand}>
              <HandOver trackingcode={request!.trackingcode} />
            </DesignSystemProvider>
          ) : null}
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>,
  );
  bridgeBookingEvents(post);
  post({ type: 'ready', mode: request!.mode });
}

import { Box, Container, Heading, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useConfig } from '@/config';
import { useT } from '@/i18n';
import { useTemplate } from '@/templates';
import { useScrollToHashWhenShown } from '../shell/useAnchorNavigation';
import { whenVisible } from '../model/whenVisible';

// Below the fold: prerendered by the server, its code loaded (and so hydrated) only when scrolled near,
// or when a menu anchor points into it.
const HomeSections = lazy(() =>
  (typeof location !== 'undefined' && location.hash && location.hash !== '#quote'
    ? Promise.resolve()
    : whenVisible('faq')
  ).then(() => import('../home/HomeSections').then((m) => ({ default: m.HomeSections }))),
);

/**
 * In a client site's booking frame the client's page has its own heading: the operator's tagline is left to screen
 * readers (it still names the frame's page) rather than fill a third of a phone's frame.
 */
const taglineInFrame = { '[data-frame] &': { srOnly: true } } as const;

/** The booking screen (the page addresses rule, rules: routes): the home page with the configured template and, in full mode, the home sections. */
export function BookingPage({ mode = 'full' }: { mode?: 'full' | 'lite' | 'quick' }) {
  const config = useConfig();

  // Arriving from another page's menu anchor (the shell rule, rules: shell): scroll once the home page is on screen.
  useScrollToHashWhenShown();

  const compact = mode !== 'full';
  return (
    <>
      <Box
        as="section"
        id="quote"
        aria-labelledby="quote-title"
        bg={compact ? undefined : 'colorPalette.subtle'}
        py={{ base: '6', md: '10' }}
        scrollMarginTop="20"
      >
        <Container maxW="7xl">
          <Heading as="h1" id="quote-title" size={{ base: '2xl', md: '4xl' }} mb="2" css={taglineInFrame}>
            {config.content.tagline}
          </Heading>
          {compact ? null : (
            <Text fontSize="lg" mb="6" color="fg.muted">
              {config.about}
            </Text>
          )}
          <Suspense fallback={<TemplateLoading />}>
            <ConfiguredTemplate compact={compact} />
            <ScrollToHashWhenShown />
          </Suspense>
        </Container>
      </Box>
      {compact ? null : (
        <Suspense fallback={null}>
          <HomeSections />
        </Suspense>
      )}
    </>
  );
}

/**
 * The template may change once hydrated (a `?template=` preview): only this part re-renders then. Were the page
 * to re-render, the home sections (still waiting to hydrate below the fold) would get an update before hydrating,
 * and React would drop their prerendered HTML for an empty fallback until they scroll into view, which they
 * cannot do while empty.
 */
function ConfiguredTemplate({ compact }: { compact: boolean }) {
  const Template = useTemplate(useConfig());
  return <Template compact={compact} />;
}

/**
 * The booking form arriving pushes the home sections down: an anchor already scrolled to (the sections can
 * arrive first) is scrolled to again, or it would end up wherever the form pushed it.
 */
function ScrollToHashWhenShown() {
  useScrollToHashWhenShown();
  return null;
}

function TemplateLoading() {
  const t = useT();
  return (
    <Box
      role="status"
      aria-live="polite"
      minH="360px"
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap="3"
    >
      <Spinner size="lg" color="colorPalette.solid" />
      <Text>{t('common.bookingPage.loading')}</Text>
    </Box>
  );
}

import { CacheProvider } from '@emotion/react';
import { Box } from '@chakra-ui/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { WireConfiguration } from '@/api/wire/configuration';
import { createBrandSystem, createStyleCache, declareCascadeLayers, DesignSystemProvider } from '@/design-system';
import { OperatorConsole } from '@/features/operator';
import { fetchCatalogs, pageTranslator, TranslatorProvider } from '@/i18n';
import { PageFrame } from '../pages/PageFrame';

/**
 * The operator console's page (issue 31), in the operator's brand, without the customers' header and footer: the
 * console is the operator's tool, not a page of the booking site, and none of its code is in the site's scripts.
 */
export async function startOperatorPage(root: Root, config: WireConfiguration | undefined) {
  const translator = await pageTranslator(document);
  // The console's own words: embedded by the server; fetched when the page came without them (the dev server).
  if (!translator.namespaces.has('operator')) {
    translator.load('operator', await fetchCatalogs(translator.locale, ['operator']).catch(() => ({})));
  }
  const system = createBrandSystem(config?.brand);
  declareCascadeLayers(document, system);
  const title = translator.t('operator.page.title');
  document.title = config ? `${title} | ${config.title}` : title;
  root.render(
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <TranslatorProvider translator={translator}>
          <DesignSystemProvider system={system}>
            <Box as="main" id="main">
              <PageFrame title={title}>
                <OperatorConsole />
              </PageFrame>
            </Box>
          </DesignSystemProvider>
        </TranslatorProvider>
      </CacheProvider>
    </StrictMode>,
  );
}

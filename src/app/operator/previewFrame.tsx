import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { WireConfiguration } from '@/api/wire/configuration';
import { receiveOperatorDrafts, withDraft } from '@/config/operatorPreview';
import { createStyleCache } from '@/design-system';
import { pageTranslator } from '@/i18n';
import { App } from '../App';

/** Drafts typed quickly are drawn once they settle: each draws the whole booking page again. */
const SETTLE_MS = 150;

/**
 * The console's preview frame (the draft preview rule, rules: draft-preview): the booking page, from the operator
 * page's own build, drawn again with each draft the console posts. The booking page's scripts know nothing of it.
 */
export async function startPreviewFrame(root: Root, config: WireConfiguration) {
  const translator = await pageTranslator(document);
  const cache = createStyleCache();
  let drawn = 0;
  const draw = (shown: WireConfiguration) => {
    drawn += 1;
    root.render(
      <StrictMode>
        <CacheProvider value={cache}>
          <BrowserRouter>
            {/* A new key per draft: the app reads its configuration once, as a customer's page does. */}
            <App key={drawn} initialConfig={shown} translator={translator} />
          </BrowserRouter>
        </CacheProvider>
      </StrictMode>,
    );
  };
  draw(config);
  let timer: ReturnType<typeof setTimeout> | undefined;
  receiveOperatorDrafts((draft) => {
    clearTimeout(timer);
    timer = setTimeout(() => draw(withDraft(config, draft)), SETTLE_MS);
  });
}

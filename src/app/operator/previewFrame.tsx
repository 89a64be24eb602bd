import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { WireConfiguration } from '@/api/wire/configuration';
import { receiveOperatorDrafts, withDraft } from '@/config/operatorPreview';
import { createStyleCache } from '@/design-system';
import { pageTranslator, type Translator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
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
  const wording = ownWording(translator);
  let timer: ReturnType<typeof setTimeout> | undefined;
  receiveOperatorDrafts((draft, messages) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      wording(messages ?? {});
      draw(withDraft(config, draft));
    }, SETTLE_MS);
  });
}

/**
 * Lays the draft's own wording (the operator's message overrides in the frame's language) over the page's messages,
 * putting back the shipped ones an earlier draft replaced. The console's build compiles them: the booking page's
 * scripts carry no message compiler, and its server compiles a published document's overrides.
 */
function ownWording(translator: Translator) {
  const replaced = new Map<string, unknown>();
  return (messages: Record<string, string>) => {
    const current = translator.i18n.messages as Record<string, unknown>;
    const restore: Record<string, unknown> = {};
    for (const [id, shipped] of replaced) {
      if (id in messages) continue;
      if (shipped !== undefined) restore[id] = shipped;
      replaced.delete(id);
    }
    const own: Record<string, unknown> = {};
    for (const [id, text] of Object.entries(messages)) {
      if (!replaced.has(id)) replaced.set(id, current[id]);
      try {
        Object.assign(own, compileCatalog({ [id]: text }));
      } catch {
        // A message that does not parse yet (half typed): the console names it; the frame keeps the shipped words.
        if (replaced.get(id) !== undefined) own[id] = replaced.get(id);
      }
    }
    translator.i18n.load(translator.locale, { ...restore, ...own } as never);
  };
}

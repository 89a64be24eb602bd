/**
 * Prerenders a page for the server (DESIGN 6: the first paint must not wait for JavaScript).
 * The server calls render(url, config) with the operator's configuration; the browser then hydrates.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { WireConfiguration } from '@/api/wire/configuration';
import { createStyleCache, prerenderedStyleTags } from '@/design-system';
import { BookingStoreProvider, createBookingStore } from '@/features/booking';
import { createTranslator, type EmbeddedMessages } from '@/i18n';
import { App } from './app/App';
import { pageForPath, pageTitle } from './app/model/routes';

export interface RenderedPage {
  html: string;
  head: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Every page is prerendered as a visitor who is not signed in sees it (the first-visit rule, rules: first-visit):
 * the frame and whatever needs no session, so the first paint never waits for scripts; what this browser's storage
 * knows (the signed-in profile) comes after hydration (useBrowserValue). Null for a page that renders in the browser only.
 */
export async function render(
  url: string,
  config: WireConfiguration,
  messages: EmbeddedMessages,
): Promise<RenderedPage | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const page = pageForPath(pathname);
  if (page?.rendersInBrowserOnly) return null;
  const translator = createTranslator(messages.locale, messages.messages, messages.namespaces);

  const cache = createStyleCache();
  const emotionServer = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        {/* A booking instance of its own per request: nothing one visitor's render touches reaches another's. */}
        <BookingStoreProvider store={createBookingStore()}>
          <App initialConfig={config} translator={translator} />
        </BookingStoreProvider>
      </StaticRouter>
    </CacheProvider>,
    // React outlines a Suspense boundary larger than its chunk size (12.8 KB) into a hidden segment that an inline
    // script reveals during load, a long task on a phone. The page is served whole, so keep every boundary in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const styles = prerenderedStyleTags(cache.key, emotionServer.extractCriticalToChunks(html).styles);
  const title = page ? `<title>${escapeHtml(pageTitle(config.title, page, translator.t))}</title>` : '';
  return { html, head: `${title}${styles}` };
}

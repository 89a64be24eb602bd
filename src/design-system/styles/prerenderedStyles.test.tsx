import { CacheProvider, ClassNames, Global } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { londonTransfersBrand, thamesCarsBrand } from '../theme/demoBrands';
import { createBrandSystem } from '../theme/createBrandSystem';
import {
  adoptPrerenderedGlobals,
  adoptPrerenderedStyles,
  prerenderedStyleTags,
  withoutPrerenderedGlobals,
} from './prerenderedStyles';
import { createStyleCache } from './styleCache';

const GLOBAL = { body: { margin: 0 } };
const TEXT = { color: 'rebeccapurple' };

function Page() {
  return (
    <>
      <Global styles={GLOBAL} />
      <ClassNames>{({ css }) => <p className={css(TEXT)}>Booking</p>}</ClassNames>
    </>
  );
}

/**
 * The server's half, as src/entry-server.tsx makes it from `@emotion/server`'s chunks (jsdom is a browser to
 * Emotion, so the chunks are written here: one global style and one component style).
 */
function prerender(): { html: string; head: string } {
  const global = serializeStyles([GLOBAL]);
  const text = serializeStyles([TEXT]);
  const head = prerenderedStyleTags('css', [
    { key: 'css-global', ids: [global.name], css: 'body{margin:0;}' },
    { key: 'css', ids: [text.name], css: `.css-${text.name}{color:rebeccapurple;}` },
  ]);
  return { html: `<p class="css-${text.name}">Booking</p>`, head };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prerendered styles', () => {
  it('are hydrated where the server put them: no style tag is moved, and no rule is inserted twice', async () => {
    const { html, head } = prerender();
    document.head.innerHTML = `<meta charset="utf-8">${head}<script></script>`;
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const serverTags = [...document.head.querySelectorAll('style')];
    expect(serverTags.length).toBe(2);

    const moves: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) moves.push(...record.removedNodes);
    });
    observer.observe(document.head, { childList: true });

    const cache = createStyleCache();
    adoptPrerenderedStyles(cache, document);
    await act(async () => {
      hydrateRoot(
        document.getElementById('root')!,
        <CacheProvider value={cache}>
          <Page />
        </CacheProvider>,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();

    expect(moves).toEqual([]);
    expect([...document.head.querySelectorAll('style')]).toEqual(serverTags);
    const paragraph = document.querySelector('p')!;
    expect(cache.inserted[paragraph.className.replace(/^css-/, '')]).toBe(true);
  });

  it('still inserts what the server did not render, after the prerendered tags', () => {
    const { head } = prerender();
    document.head.innerHTML = head;
    const cache = createStyleCache();
    adoptPrerenderedStyles(cache, document);
    cache.insert('.late', serializeStyles([{ color: 'teal' }]), cache.sheet, true);
    const tags = [...document.head.querySelectorAll('style')];
    expect(tags.length).toBe(3);
    expect(tags.at(-1)!.getAttribute('data-emotion')).toBe('css');
  });

  it('leave a page with no prerendered styles to Emotion as usual', () => {
    const cache = createStyleCache();
    adoptPrerenderedStyles(cache, document);
    cache.insert('.x', serializeStyles([{ color: 'teal' }]), cache.sheet, true);
    expect(document.head.querySelectorAll('style[data-emotion="css"]').length).toBe(1);
  });
});

describe("the prerendered page's global styles", () => {
  it('are not computed again in the browser for the system the page was rendered with', () => {
    const system = createBrandSystem(thamesCarsBrand);
    // Chakra's own createSystem computes them eagerly; the patch makes them a getter, read only when asked for.
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
    document.head.innerHTML = prerenderedStyleTags('css', [{ key: 'css-global', ids: ['abc'], css: ':root{--x:1}' }]);
    adoptPrerenderedGlobals(system, document);
    const provided = withoutPrerenderedGlobals(system);
    expect(provided._global).toEqual([]);
    expect(provided.token('colors.brand.solid')).toBe(system.token('colors.brand.solid'));
    expect(provided.css({ color: 'brand.solid' })).toEqual(system.css({ color: 'brand.solid' }));
  });

  it('are provided by the system itself on a page that does not carry them', () => {
    const system = createBrandSystem(londonTransfersBrand);
    adoptPrerenderedGlobals(system, document);
    expect(withoutPrerenderedGlobals(system)).toBe(system);
    expect(system._global.length).toBe(3);
  });
});

import type { SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';

/**
 * The prerendered page's component styles carry their Emotion ids in this attribute instead of `data-emotion`.
 *
 * Why (the first-visit rule, rules: first-visit): Emotion's own hydration finds its server-rendered `<style>` tags
 * and moves each one (to the end of `<head>`, then into its sheet). Moving a style element takes its sheet out of
 * the document and puts it back, and Chromium then recomputes the style of every element on the page: on the
 * booking page, two recalculations of 150-170 ms each on the phone profile, before the page could answer a tap.
 * Adopting the tags where they are gives the same cache state with no move.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-css';

/** One chunk of `@emotion/server`'s `extractCriticalToChunks`. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The `<style>` tags of a prerendered page. Global styles keep Emotion's own marking, so `<Global>` still finds
 * and reuses its tag, with `data-s` so the cache does not first move it to the end of `<head>`; the component
 * styles are marked for `adoptPrerenderedStyles`.
 */
export function prerenderedStyleTags(cacheKey: string, chunks: readonly StyleChunk[]): string {
  return chunks
    .filter((chunk) => chunk.css.length > 0)
    .map((chunk) =>
      chunk.key === cacheKey
        ? `<style ${PRERENDERED_STYLE_ATTRIBUTE}="${chunk.ids.join(' ')}">${chunk.css}</style>`
        : `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" data-s="">${chunk.css}</style>`,
    )
    .join('');
}

type StyleSheet = EmotionCache['sheet'];
/** `@emotion/sheet`'s options (a dependency of Emotion's, not of this app). */
interface StyleSheetOptions {
  key: string;
  container: Node;
  nonce?: string;
  speedy?: boolean;
  prepend?: boolean;
  insertionPoint?: HTMLElement;
}

/**
 * A sheet class whose hydration takes server-rendered tags where they are. Emotion's `<Global>` (Chakra's reset,
 * tokens and global styles) builds its sheet from the cache's sheet's class and hydrates its prerendered tag with
 * it, so the class, not one sheet, has to keep tags in place.
 */
function sheetKeepingServerTags(sheet: StyleSheet): StyleSheet {
  const Base = sheet.constructor as new (options: StyleSheetOptions) => StyleSheet;
  class KeepingServerTags extends Base {
    override hydrate(nodes: HTMLStyleElement[]): void {
      this.tags.push(...nodes);
    }
  }
  return new KeepingServerTags({
    key: sheet.key,
    nonce: sheet.nonce,
    container: sheet.container,
    speedy: sheet.isSpeedy,
    prepend: sheet.prepend,
    insertionPoint: sheet.insertionPoint,
  });
}

/**
 * Tells a browser cache that the prerendered page's styles are already in the document, where the server put them:
 * their rules are not inserted again, new ones go into a tag after them, and `<Global>` reuses its tag, as
 * Emotion's own hydration leaves it, without moving a tag.
 */
export function adoptPrerenderedStyles(cache: EmotionCache, document: Document): void {
  cache.sheet = sheetKeepingServerTags(cache.sheet);
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_STYLE_ATTRIBUTE}]`)) {
    for (const id of (tag.getAttribute(PRERENDERED_STYLE_ATTRIBUTE) ?? '').split(' ')) {
      if (id) cache.inserted[id] = true;
    }
    cache.sheet.tags.push(tag);
  }
}

/** Systems whose global styles (reset, tokens, global CSS) the prerendered page already carries. */
const systemsWithPrerenderedGlobals = new WeakSet<SystemContext>();
const NO_GLOBAL_STYLES: SystemContext['_global'] = [];

/**
 * Marks the system the page was prerendered with (the embedded brand's), when the page carries its global styles.
 *
 * Why (the first-visit rule, rules: first-visit): Chakra computes a system's global styles, the CSS of every token
 * (patches/@chakra-ui+react+*.patch makes that lazy), in about half of the system's build, a long task on a phone,
 * only for `<Global>` to find the same styles already in the page. The prerendered tag stays as it is instead.
 */
export function adoptPrerenderedGlobals(system: SystemContext, document: Document): void {
  if (document.querySelector('style[data-emotion^="css-global "]')) systemsWithPrerenderedGlobals.add(system);
}

/**
 * The system to provide: one whose global styles the page carries provides none of its own (another brand's, after
 * a live change, is inserted after the prerendered ones and wins; going back removes it again).
 */
export function withoutPrerenderedGlobals(system: SystemContext): SystemContext {
  if (!systemsWithPrerenderedGlobals.has(system)) return system;
  // Copied by descriptor: reading `_global` (a getter) is what this avoids.
  return Object.create(Object.getPrototypeOf(system) as object, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: NO_GLOBAL_STYLES, enumerable: true },
  }) as SystemContext;
}

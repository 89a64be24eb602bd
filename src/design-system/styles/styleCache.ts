import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Properties that a current Safari or Chrome still reads only with the -webkit- prefix. Emotion's default
 * prefixer also copies every @keyframes and dozens of long-unprefixed properties (transform, animation,
 * flex...), which made up a fifth of the prerendered page's inline CSS, all of it parsed before first paint.
 */
const STILL_WEBKIT_ONLY =
  /^(?:user-select|text-size-adjust|hyphens|background-clip|box-decoration-break|mask(?:-[a-z]+)*)$/;

export const webkitWhereStillNeeded: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  if (STILL_WEBKIT_ONLY.test(String(element.props))) element.return = `-webkit-${element.value}${element.value}`;
};

/** The Emotion cache used by the prerender and the browser alike, so both emit the same CSS. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitWhereStillNeeded] });
}

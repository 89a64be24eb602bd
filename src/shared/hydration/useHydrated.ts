import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (and on the server itself), true in every render after.
 * State the server cannot know (what this browser's storage holds: the signed-in profile) is read only once this is
 * true, so the first client render matches the server's markup; React then renders again with the real state.
 * Without it, a part of the page hydrated after the app's first effects ran (a page's own chunk arriving later)
 * would render differently from the server's HTML, and React would throw that whole tree away and render it anew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

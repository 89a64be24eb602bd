import { useSyncExternalStore } from 'react';

/**
 * A value only this browser knows (what its storage holds: the signed-in profile). While React hydrates a page the
 * server rendered, and on the server itself, it is `serverValue`, so the first client render matches the server's
 * markup; in every render after, it is the browser's. Without it, a part of the page hydrated after the app's first
 * effects ran (a page's own chunk arriving later) would render differently from the server's HTML, and React would
 * throw that whole tree away and render it anew.
 *
 * React renders a component again after hydration only when the browser's value differs from the server's, and
 * that render is synchronous: a flag that flipped for everyone ("hydrated") re-rendered the whole booking form of
 * a signed-out visitor in one long task (the first-visit rule, rules: first-visit).
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

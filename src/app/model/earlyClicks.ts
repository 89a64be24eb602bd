/**
 * On a prerendered page the app's scripts run only once a person shows up (server/routes/deferredScripts.ts).
 * The page's inline loader holds clicks on buttons React has not hydrated yet (the app still loading, or a
 * lazily loaded section still on its way). Here the app replays each held click once React has hydrated that
 * very button (hydration keeps the prerendered DOM nodes), so no early tap is lost or handled twice.
 */
import { EARLY_CLICKS_GLOBAL } from '@/api/wire/site';

export { EARLY_CLICKS_GLOBAL };

type HeldClicks = HTMLElement[] & { wake?: () => void };

const POLL_MS = 50;
/** A button whose section never hydrates (a failed chunk) is let go rather than watched forever. */
const GIVE_UP_MS = 15_000;

/** React marks a hydrated DOM node with its props under an own key. */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'));
}

/** Replays held clicks as their buttons hydrate; later held clicks wake it again. Returns a stop function. */
export function replayEarlyClicks(win: Window, options: { pollMs?: number; giveUpMs?: number } = {}): () => void {
  const globals = win as unknown as Record<string, HeldClicks | undefined>;
  const held: HeldClicks = globals[EARLY_CLICKS_GLOBAL] ?? (globals[EARLY_CLICKS_GLOBAL] = []);
  const pollMs = options.pollMs ?? POLL_MS;
  const giveUpMs = options.giveUpMs ?? GIVE_UP_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let since = Date.now();

  const replayReady = () => {
    timer = undefined;
    const waiting: HTMLElement[] = [];
    const replayed = new Set<HTMLElement>();
    for (const element of held.splice(0)) {
      if (!element.isConnected || replayed.has(element)) continue;
      if (!isHydrated(element)) {
        if (!waiting.includes(element)) waiting.push(element);
        continue;
      }
      // A double tap on one button is one intention.
      replayed.add(element);
      element.click();
    }
    if (waiting.length && Date.now() - since < giveUpMs) {
      held.push(...waiting);
      timer = setTimeout(replayReady, pollMs);
    }
  };
  const wake = () => {
    if (timer !== undefined) return;
    since = Date.now();
    timer = setTimeout(replayReady, 0);
  };

  held.wake = wake;
  if (held.length) wake();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    held.wake = undefined;
  };
}

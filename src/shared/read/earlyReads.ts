/** How long an early answer waits for its view; after that the view reads afresh (it may be out of date). */
export const EARLY_READ_KEEP_MS = 15_000;

const early = new Map<string, { answer: Promise<unknown>; startedAt: number }>();

/**
 * Starts a view's read before the view exists (the first-visit rule, rules: first-visit): a user page's data is
 * asked for as soon as the app knows who is signed in, in parallel with the page's own hydration, instead of after
 * it. The view's `useRead` with the same key takes the answer once; nothing else sees it.
 */
export function startReadEarly<T>(
  key: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
  now = Date.now(),
): void {
  const id = JSON.stringify(key);
  if (early.has(id)) return;
  const answer = load(new AbortController().signal);
  // A failure is the view's to show when it takes the answer; until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  early.set(id, { answer, startedAt: now });
}

/** The early answer for a read, once: undefined when none was started, or when it waited too long. */
export function takeEarlyRead<T>(id: string, now = Date.now()): Promise<T> | undefined {
  const entry = early.get(id);
  if (!entry) return undefined;
  early.delete(id);
  return now - entry.startedAt <= EARLY_READ_KEEP_MS ? (entry.answer as Promise<T>) : undefined;
}

/**
 * The booking's clock. Every rule takes `now` as an argument; state code reads it through here so that unit
 * tests can replace it and e2e tests can drive it with Playwright's `page.clock` (which replaces Date.now).
 */
export type Clock = () => number;

let current: Clock = () => Date.now();

export function now(): number {
  return current();
}

/** Replaces the clock (tests); returns a function that restores the previous one. */
export function setClock(clock: Clock): () => void {
  const previous = current;
  current = clock;
  return () => {
    current = previous;
  };
}

/**
 * The booking's clock. Every rule takes `now` as an argument; state code reads it through here so that unit
 * tests can replace it and e2e tests can drive it with Playwright's `page.clock` (which replaces Date.now).
 * It is the operator's clock (the server clock rule, config/serverClock.ts): the device's, set right by the
 * configuration's servertime, so ASAP, the earliest time and the quote's expiry do not follow a wrong device clock.
 */
import { serverNow } from '@/config';

export type Clock = () => number;

let current: Clock = serverNow;

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

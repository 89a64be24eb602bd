/**
 * The server clock rule (the operator configuration rule (rules: configuration), servertime): ASAP, the earliest pick-up time and the quote's expiry are counted
 * on the operator's clock, not the device's, so a phone whose clock is wrong still books the right earliest time.
 * The configuration carries the server's time; the gap between it and the device's clock when the document arrived
 * is kept and added to the device's clock from then on.
 *
 * An embedded document (the page's own) may be up to five seconds old (the server's page cache) and a fetched one
 * a network trip: the offset can be off by that much, well inside booking's five minutes of grace.
 */

/** The server's clock minus the device's, in ms; 0 when the server gave no (readable) time. */
export function clockOffsetMs(serverTime: string | undefined, receivedAtMs: number): number {
  const server = serverTime?.trim() ? Date.parse(serverTime) : Number.NaN;
  if (!Number.isFinite(server) || !Number.isFinite(receivedAtMs)) return 0;
  return server - receivedAtMs;
}

let offsetMs = 0;

/** Keeps the offset of the server time a configuration document carried, as the device reads it now. */
export function noteServerTime(serverTime: string | undefined, receivedAtMs: number = Date.now()): void {
  offsetMs = clockOffsetMs(serverTime, receivedAtMs);
}

/** The operator's clock as the device best knows it: the device's clock plus the noted offset. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

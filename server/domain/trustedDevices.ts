import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Devices an account has signed in from (the "device cookie" of OWASP's guidance on online guessing): after a
 * successful sign-in the browser keeps a cookie that proves it once knew the password. Sign-in attempts from such a
 * browser are counted against that device alone, so a stranger's failures at the owner's office address (one shared
 * public address) never lock the owner out, and guessing spread over many addresses can be stopped outright for
 * every browser without the cookie.
 *
 * Pure: the caller reads the account's password hash (server/stores/accounts.ts). The proof is an HMAC keyed with the account's stored password hash (secret, slow to guess, never sent): nothing
 * is stored per device, every API process checks it alike, and a new password ends every device's trust at once.
 */
export const DEVICE_COOKIE = 'device';
/** About half a year: a browser used now and then stays trusted. */
export const DEVICE_TRUST_DAYS = 180;

const account = (email: string) => email.trim().toLowerCase();

function proof(email: string, passwordHash: string, nonce: string): Buffer {
  return createHmac('sha256', passwordHash)
    .update(`${account(email)}\n${nonce}`)
    .digest();
}

/** A new device cookie's value for this account and its current password hash. */
export function deviceCookieValue(email: string, passwordHash: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${proof(email, passwordHash, nonce).toString('base64url')}`;
}

/** The device's key for counting attempts (never the cookie's secret part) when the cookie proves it for this account. */
export function trustedDeviceKey(email: string, passwordHash: string | undefined, cookie: string | undefined) {
  if (!passwordHash || !cookie) return null;
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
  if (!match) return null;
  const [, nonce, mac] = match;
  const given = Buffer.from(mac, 'base64url');
  const expected = proof(email, passwordHash, nonce);
  return given.length === expected.length && timingSafeEqual(given, expected) ? `device:${nonce}` : null;
}

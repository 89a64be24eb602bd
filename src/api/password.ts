/**
 * The password is sent only as a hash (the account calls rule, rules: call-account).
 * This client hash keeps the plain password off the wire and out of server and proxy logs; it is not the
 * storage hash. The server treats the hex digest as the secret and applies its own slow hash with a
 * per-user salt before storing it.
 * Web Crypto's `subtle` exists in Node and, in browsers, only in secure contexts (https or localhost); elsewhere
 * (plain http from another machine) the same digest comes from @noble/hashes, an audited implementation.
 */
export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  const subtle = globalThis.crypto?.subtle;
  // The library loads only where it is needed, off the first load.
  const digest = subtle
    ? new Uint8Array(await subtle.digest('SHA-256', bytes))
    : (await import('@noble/hashes/sha2.js')).sha256(bytes);
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

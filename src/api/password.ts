/**
 * The password is sent only as a hash (7.4).
 * This client hash keeps the plain password off the wire and out of server and proxy logs; it is not the
 * storage hash. The server treats the hex digest as the secret and applies its own slow hash with a
 * per-user salt before storing it.
 * Web Crypto's `subtle` exists in Node and, in browsers, only in secure contexts (https or localhost).
 */
export async function hashPassword(password: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto is unavailable: the page must be served over https or from localhost.');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

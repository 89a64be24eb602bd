/**
 * The idempotency key of one booking attempt (`requestid`): made once, kept in the draft, and sent again on
 * a retry after a decline or a lost answer, so the server never makes a second booking for it.
 */
export function newRequestId(
  random: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): string {
  // crypto.randomUUID exists only in secure contexts; getRandomValues works on plain http too.
  const bytes = random(16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The draft's key when it has one, else a new one (which the caller stores in the draft). */
export function ensureRequestId(current: string | undefined): string {
  return current && current.trim() !== '' ? current : newRequestId();
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Server-side password storage. The client never sends the password itself, only its SHA-256 as 64 hex
 * digits (the account calls rule (rules: call-account), src/api/password.ts). That digest is what a customer proves knowledge of, so it is treated
 * exactly like a password: stored only under scrypt, a slow memory-hard hash, with a random 16-byte salt per
 * customer. The stored string carries its own parameters so the cost can be raised later without breaking
 * existing accounts (see needsRehash).
 *
 *   scrypt$N=32768,r=8,p=1$<salt, base64url>$<key, base64url>
 */

/** The client's hash: SHA-256 as lower- or upper-case hex. */
export const CLIENT_HASH_PATTERN = '^[0-9a-fA-F]{64}$';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** 32 MiB and roughly 50-150 ms per hash here: slow for a guesser, quick enough for a sign-in. */
export const CURRENT_COST: ScryptCost = { N: 32768, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function deriveKey(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The same digest in any letter case is the same password. */
const normalise = (clientHash: string) => clientHash.trim().toLowerCase();

export async function hashPassword(clientHash: string, cost: ScryptCost = CURRENT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(normalise(clientHash), salt, cost);
  return `scrypt$N=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

const STORED_PATTERN = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function parse(stored: string): ParsedHash | null {
  const match = STORED_PATTERN.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse absurd parameters rather than let a corrupt row exhaust memory.
  if (N < 2 || N > 1 << 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { cost: { N, r, p }, salt: Buffer.from(match[4], 'base64url'), key: Buffer.from(match[5], 'base64url') };
}

/** True when clientHash is the password stored as `stored`; compared in constant time. */
export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await deriveKey(normalise(clientHash), parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made with a lower cost than today's, so it should be re-hashed at sign-in. */
export function needsRehash(stored: string, cost: ScryptCost = CURRENT_COST): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

let decoy: Promise<string> | null = null;

/**
 * Spends the same time as a real check, for an e-mail that has no account, so the answer time does not tell
 * an attacker which e-mails are registered.
 */
export async function verifyAgainstDecoy(clientHash: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(clientHash, await decoy);
  return false;
}

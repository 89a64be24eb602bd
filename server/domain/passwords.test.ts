import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CURRENT_COST, hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './passwords';

const clientHash = (password: string) => createHash('sha256').update(password).digest('hex');

describe('server password hashing', () => {
  it('stores scrypt with its parameters and a salt, never the client hash itself', async () => {
    const secret = clientHash('secret1');
    const stored = await hashPassword(secret);
    expect(stored).toMatch(
      new RegExp(`^scrypt\\$N=${CURRENT_COST.N},r=8,p=1\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`),
    );
    expect(stored).not.toContain(secret);
  });

  it('gives two customers with the same password different stored hashes', async () => {
    const secret = clientHash('same password');
    const [a, b] = await Promise.all([hashPassword(secret), hashPassword(secret)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword(secret, a)).toBe(true);
    expect(await verifyPassword(secret, b)).toBe(true);
  });

  it('accepts the right password in either hex case and refuses a wrong one', async () => {
    const stored = await hashPassword(clientHash('secret1'));
    expect(await verifyPassword(clientHash('secret1').toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword(clientHash('secret2'), stored)).toBe(false);
  });

  it('verifies hashes made with an older, lower cost and says they need re-hashing', async () => {
    const old = await hashPassword(clientHash('secret1'), { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword(clientHash('secret1'), old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword(clientHash('x')))).toBe(false);
  });

  it('refuses corrupt or absurd stored values without throwing', async () => {
    const secret = clientHash('secret1');
    for (const stored of [
      '',
      'plain',
      `scrypt$N=1048577,r=8,p=1$abc$def`,
      `scrypt$N=3,r=8,p=1$abc$def`,
      'scrypt$N=1024,r=8,p=1$abc$',
    ]) {
      expect(await verifyPassword(secret, stored)).toBe(false);
    }
  });

  it('decoy check always fails', async () => {
    expect(await verifyAgainstDecoy(clientHash('anything'))).toBe(false);
  });
});

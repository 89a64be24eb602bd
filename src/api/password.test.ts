import { hashPassword } from './password';

describe('hashPassword', () => {
  it('is the lower-case SHA-256 hex digest of the UTF-8 password', async () => {
    await expect(hashPassword('password')).resolves.toBe(
      '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
    );
    await expect(hashPassword('')).resolves.toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('encodes non-ASCII characters as UTF-8', async () => {
    await expect(hashPassword('£')).resolves.toBe('b4fe151e413445357b1c0935e7cf04a429492ebd23dc62bfadb2f898c431c1fd');
  });
});

describe('without Web Crypto (plain http from another machine)', () => {
  it('gives the same digest from the plain implementation', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(globalThis.crypto.subtle).toBeUndefined();
      await expect(hashPassword('password')).resolves.toBe(
        '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
      );
      await expect(hashPassword('£')).resolves.toBe('b4fe151e413445357b1c0935e7cf04a429492ebd23dc62bfadb2f898c431c1fd');
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else delete (globalThis.crypto as { subtle?: unknown }).subtle;
    }
    expect(globalThis.crypto.subtle).toBeDefined();
  });

  it('matches Node for every length around the block boundaries', async () => {
    const { createHash } = await import('node:crypto');
    const { sha256 } = await import('./sha256');
    for (let length = 0; length < 200; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      const expected = createHash('sha256').update(bytes).digest('hex');
      expect(Buffer.from(sha256(bytes)).toString('hex'), `length ${length}`).toBe(expected);
    }
  });
});

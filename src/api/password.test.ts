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
  let subtle: PropertyDescriptor | undefined;
  beforeEach(() => {
    subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    expect(globalThis.crypto.subtle).toBeUndefined();
  });
  afterEach(() => {
    if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    else delete (globalThis.crypto as { subtle?: unknown }).subtle;
    expect(globalThis.crypto.subtle).toBeDefined();
  });

  it('gives the same digest from the library', async () => {
    await expect(hashPassword('password')).resolves.toBe(
      '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
    );
    await expect(hashPassword('')).resolves.toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    await expect(hashPassword('£')).resolves.toBe('b4fe151e413445357b1c0935e7cf04a429492ebd23dc62bfadb2f898c431c1fd');
  });

  it('matches Node for every length around the block boundaries', async () => {
    const { createHash } = await import('node:crypto');
    for (let length = 0; length < 200; length++) {
      const password = Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 31 + length) % 94))).join('');
      const expected = createHash('sha256').update(password, 'utf8').digest('hex');
      await expect(hashPassword(password), `length ${length}`).resolves.toBe(expected);
    }
  });
});

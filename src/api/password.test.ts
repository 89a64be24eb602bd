import { hashPassword } from './password';

describe('hashPassword', () => {
  it('is the lower-case SHA-256 hex digest of the UTF-8 password', async () => {
    await expect(hashPassword('password')).resolves.toBe('5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8');
    await expect(hashPassword('')).resolves.toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('encodes non-ASCII characters as UTF-8', async () => {
    await expect(hashPassword('£')).resolves.toBe('b4fe151e413445357b1c0935e7cf04a429492ebd23dc62bfadb2f898c431c1fd');
  });
});

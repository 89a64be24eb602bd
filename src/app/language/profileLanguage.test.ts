import { describe, expect, it } from 'vitest';
import { languageAtSignIn } from './profileLanguage';

const offered = ['en-GB', 'fr', 'ar'] as const;

describe('the profile language rule at sign-in', () => {
  it("turns the page to the profile's language", () => {
    expect(languageAtSignIn({ profile: 'fr', current: 'en-GB', offered, addressNamesOne: false })).toBe('fr');
  });

  it('stays when the address names a language, the profile has none, or it is already spoken', () => {
    expect(languageAtSignIn({ profile: 'fr', current: 'en-GB', offered, addressNamesOne: true })).toBeNull();
    expect(languageAtSignIn({ profile: undefined, current: 'en-GB', offered, addressNamesOne: false })).toBeNull();
    expect(languageAtSignIn({ profile: 'fr', current: 'fr', offered, addressNamesOne: false })).toBeNull();
  });

  it('stays when the operator no longer offers the profile language, or it is not a language at all', () => {
    expect(languageAtSignIn({ profile: 'de', current: 'en-GB', offered, addressNamesOne: false })).toBeNull();
    expect(languageAtSignIn({ profile: 'xx', current: 'en-GB', offered, addressNamesOne: false })).toBeNull();
  });
});

import { acceptedLanguages, chooseLocale, enabledLocales, matchLocale, LOCALE_CODES } from './locales';

describe('the language rule', () => {
  it('matches a tag exactly, then by its language, case-insensitively', () => {
    expect(matchLocale('fr', LOCALE_CODES)).toBe('fr');
    expect(matchLocale('FR-ca', LOCALE_CODES)).toBe('fr');
    expect(matchLocale('en-US', LOCALE_CODES)).toBe('en-GB');
    expect(matchLocale('ar-EG', LOCALE_CODES)).toBe('ar');
    expect(matchLocale('pt-BR', LOCALE_CODES)).toBeNull();
    expect(matchLocale('*', LOCALE_CODES)).toBeNull();
  });

  it('reads Accept-Language by quality, keeping the order of equals, dropping q=0', () => {
    expect(acceptedLanguages('de-CH, fr;q=0.9, en;q=0.8, *;q=0.5')).toEqual(['de-CH', 'fr', 'en', '*']);
    expect(acceptedLanguages('en;q=0.2, pl')).toEqual(['pl', 'en']);
    expect(acceptedLanguages('fr;q=0, it')).toEqual(['it']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(';q=1,,;')).toEqual([]);
  });

  it('prefers the address, then the session, then the profile, then the browser, then the operator', () => {
    const all = LOCALE_CODES;
    expect(chooseLocale({ param: 'ar', chosen: 'fr', browser: ['de'] }, all)).toBe('ar');
    expect(chooseLocale({ param: 'xx', chosen: 'fr', browser: ['de'] }, all)).toBe('fr');
    expect(chooseLocale({ profile: 'it', browser: ['de'] }, all)).toBe('it');
    expect(chooseLocale({ browser: ['pt-BR', 'es-MX'] }, all)).toBe('es');
    expect(chooseLocale({ browser: ['pt-BR'] }, ['pl', 'en-GB'])).toBe('pl');
  });

  it('never chooses a language the operator does not offer', () => {
    expect(chooseLocale({ param: 'ar', browser: ['fr'] }, ['en-GB', 'fr'])).toBe('fr');
    expect(chooseLocale({ param: 'ar' }, ['en-GB'])).toBe('en-GB');
    expect(chooseLocale({ param: 'ar' }, [])).toBe('en-GB');
  });

  it('keeps only known languages, once each, English when none', () => {
    expect(enabledLocales(['fr', 'xx', 'fr', 'ar'])).toEqual(['fr', 'ar']);
    expect(enabledLocales(undefined)).toEqual(['en-GB']);
    expect(enabledLocales('fr')).toEqual(['en-GB']);
  });
});

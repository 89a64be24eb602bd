/**
 * The booking language rule (issue 34): a booking speaks the language of the page it was made on, so its mails and
 * its invoice are in that language; a language the operator does not offer, or none (an API client, a booking made
 * before languages), speaks the operator's first language.
 */
import { enabledLocales, isLocale, localeDirection, SOURCE_LOCALE, type Locale } from '../../src/api/wire/locales';

export function bookingLanguage(asked: unknown, enabled: readonly Locale[]): Locale {
  const offered = enabled.length > 0 ? enabled : [SOURCE_LOCALE];
  return isLocale(asked) && offered.includes(asked) ? asked : offered[0];
}

/** The language a stored booking's mails speak: the one it was booked in, else the operator's first. */
export function languageOfBooking(stored: string | null | undefined, operatorLanguages: unknown): Locale {
  const enabled = enabledLocales(operatorLanguages);
  return isLocale(stored) ? stored : enabled[0];
}

/**
 * The language of a booking's PDF: its own, except a right-to-left one. pdfkit's built-in fonts (Helvetica) have no
 * Arabic letters and draw no right-to-left text, so an Arabic booking's invoice stays English (docs/languages.md).
 */
export function documentLanguage(locale: Locale): Locale {
  return localeDirection(locale) === 'rtl' ? SOURCE_LOCALE : locale;
}

/**
 * The profile language rule (issue 34): a mail about a customer's account rather than one booking (a password reset,
 * a welcome link) speaks the language on their profile while the operator offers it, else `otherwise` (the language
 * of the request that caused it, or of the booking that opened the account).
 */
export function accountLanguage(
  profile: string | null | undefined,
  otherwise: Locale,
  operatorLanguages: unknown,
): Locale {
  return isLocale(profile) && enabledLocales(operatorLanguages).includes(profile) ? profile : otherwise;
}

import { isLocale, type Locale } from '@/i18n';

/**
 * The profile language rule (issue 34): when a customer signs in, the page turns to the language on their profile,
 * unless the address names one (`?lang=`, a link asked for it) or the operator no longer offers it. Null: stay.
 */
export function languageAtSignIn(input: {
  profile: string | undefined;
  current: Locale;
  offered: readonly Locale[];
  addressNamesOne: boolean;
}): Locale | null {
  const { profile, current, offered, addressNamesOne } = input;
  if (addressNamesOne || !isLocale(profile) || profile === current) return null;
  return offered.includes(profile) ? profile : null;
}

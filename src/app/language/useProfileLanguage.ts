import { useEffect, useRef } from 'react';
import { updateLanguage } from '@/api';
import { useConfig } from '@/config';
import { refreshProfile, useProfile } from '@/features/account';
import { LANGUAGE_PARAM, type Locale } from '@/i18n';
import type { CustomerProfile } from '@/shared';
import { useLanguageSwitch } from './LanguageProvider';
import { languageAtSignIn } from './profileLanguage';

/**
 * The profile language rule (issue 34), at sign-in: the page turns to the language on the customer's profile unless
 * the address names one. Runs when the signed-in customer changes (a sign-in, a stored profile restored), not on
 * every render, so a language switched to afterwards stays.
 */
export function useProfileLanguage(): void {
  const profile = useProfile();
  const language = useLanguageSwitch();
  const { languages } = useConfig();
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!language || profile?.id === seen.current) return;
    seen.current = profile?.id;
    const wanted = languageAtSignIn({
      profile: profile?.language,
      current: language.locale,
      offered: languages,
      addressNamesOne: new URL(window.location.href).searchParams.has(LANGUAGE_PARAM),
    });
    if (wanted) language.switchTo(wanted).catch(() => undefined);
  }, [profile, language, languages]);
}

/**
 * The profile language rule, on switching: a signed-in customer's choice is kept on their profile (the server, for
 * their mails and next sign-in; the stored profile, so a reload does not turn the page back). Best effort: the
 * page already speaks the new language, a failed save is not worth an error.
 */
export function saveProfileLanguage(profile: CustomerProfile | undefined, locale: Locale): void {
  if (!profile || profile.language === locale) return;
  refreshProfile({ ...profile, language: locale });
  updateLanguage({ custid: profile.id, language: locale }).catch(() => undefined);
}

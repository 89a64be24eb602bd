/**
 * The languages the app speaks: one list, from which the locale type, the checks and the switcher's options derive.
 * en-GB is the source every catalog is translated from. Each name is the language's own, as a switcher shows it to
 * someone who reads only that language.
 */
export const LOCALES = [
  { code: 'en-GB', name: 'English', direction: 'ltr' },
  { code: 'fr', name: 'Français', direction: 'ltr' },
  { code: 'de', name: 'Deutsch', direction: 'ltr' },
  { code: 'es', name: 'Español', direction: 'ltr' },
  { code: 'it', name: 'Italiano', direction: 'ltr' },
  { code: 'pl', name: 'Polski', direction: 'ltr' },
  { code: 'ar', name: 'العربية', direction: 'rtl' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const SOURCE_LOCALE: Locale = 'en-GB';
export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code);

/** The name of the query parameter and the session cookie that carry a chosen language (`?lang=fr`). */
export const LANGUAGE_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): TextDirection {
  return LOCALES.find((entry) => entry.code === locale)?.direction ?? 'ltr';
}

export function localeName(locale: Locale): string {
  return LOCALES.find((entry) => entry.code === locale)?.name ?? locale;
}

/**
 * The locale one language tag names among those enabled: the exact tag, else its language ("fr-CA" is fr, "en-US"
 * is en-GB, the only English), case-insensitively, as BCP 47 tags are. Null when none fits.
 */
export function matchLocale(tag: string, enabled: readonly Locale[]): Locale | null {
  const wanted = tag.trim().toLowerCase();
  if (!wanted || wanted === '*') return null;
  const exact = enabled.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return enabled.find((code) => code.toLowerCase().split('-')[0] === language) ?? null;
}

/** The languages of an Accept-Language header, most wanted first (RFC 9110 quality values; q=0 means "not this"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LocaleRequest {
  /** `?lang=` of the address: a link or a switcher asked for this language. */
  param?: string | null;
  /** The language chosen earlier in this session (its cookie). */
  chosen?: string | null;
  /** The signed-in customer's language, from their profile. */
  profile?: string | null;
  /** The browser's languages (Accept-Language, or navigator.languages). */
  browser?: readonly string[];
}

/**
 * The language rule (rules: language): a page speaks the language asked for by its address, else the one chosen in
 * this session, else the customer's own, else the first of the browser's the operator offers, else the operator's
 * first language. Only enabled languages are ever chosen.
 */
export function chooseLocale(request: LocaleRequest, enabled: readonly Locale[]): Locale {
  const offered = enabled.length > 0 ? enabled : [SOURCE_LOCALE];
  for (const tag of [request.param, request.chosen, request.profile]) {
    const match = tag ? matchLocale(tag, offered) : null;
    if (match) return match;
  }
  for (const tag of request.browser ?? []) {
    const match = matchLocale(tag, offered);
    if (match) return match;
  }
  return offered[0];
}

/** The operator's enabled languages as configured: known codes only, each once, the source language when none. */
export function enabledLocales(configured: unknown): Locale[] {
  const list = Array.isArray(configured) ? configured.filter(isLocale) : [];
  const unique = [...new Set(list)];
  return unique.length > 0 ? unique : [SOURCE_LOCALE];
}

/**
 * The console's Languages section (issue 34, the operator's own wording): which languages the site offers, the first
 * its default, and the operator's overrides of the catalogs' messages per language, checked by the check the server
 * publishes with (src/i18n/messageOverrides.ts). Pure.
 */
import { LOCALE_CODES, SOURCE_LOCALE, type Locale } from '@/api/wire/locales';
import { messageOverrideProblems, type MessageOverrides } from '@/i18n/messageOverrides';

/** The languages a draft offers: the operator document's, or English alone when it names none (the language rule). */
export const offeredLanguages = (languages: readonly Locale[] | undefined): Locale[] =>
  languages?.length ? [...languages] : [SOURCE_LOCALE];

/**
 * The languages with one switched on or off, the default kept first and the others in the app's own order; the
 * default cannot be switched off (the site must speak something), so a list is never empty.
 */
export function withLanguage(languages: readonly Locale[], code: Locale, on: boolean): Locale[] {
  const [first, ...others] = languages;
  if (code === first) return [...languages];
  const rest = new Set(others);
  if (on) rest.add(code);
  else rest.delete(code);
  return [first, ...LOCALE_CODES.filter((c) => c !== first && rest.has(c))];
}

/** The languages with `code` as the default (first), switched on if it was not. */
export function withDefaultLanguage(languages: readonly Locale[], code: Locale): Locale[] {
  const rest = new Set([...languages, code]);
  rest.delete(code);
  return [code, ...LOCALE_CODES.filter((c) => rest.has(c))];
}

/** The document's overrides, read loosely: anything but an object of texts is no override. */
export function overridesOf(messages: unknown): MessageOverrides {
  return messages && typeof messages === 'object' && !Array.isArray(messages) ? (messages as MessageOverrides) : {};
}

/**
 * The overrides with one message's set (an empty text removes it, so the shipped translation shows again); a
 * language left with none is dropped, and no overrides at all is `undefined`, so the document keeps no empty key.
 */
export function withOverride(
  messages: unknown,
  locale: Locale,
  id: string,
  text: string,
): MessageOverrides | undefined {
  const all = { ...overridesOf(messages) };
  const own = { ...(all[locale] ?? {}) };
  if (text === '') delete own[id];
  else own[id] = text;
  if (Object.keys(own).length) all[locale] = own;
  else delete all[locale];
  return Object.keys(all).length ? all : undefined;
}

/** A message the editor lists: its id, the source's words, the shipped translation and the operator's own. */
export interface MessageRow {
  id: string;
  source: string;
  translation?: string;
  override?: string;
}

/**
 * The messages matching a search by id or by English text (case-insensitive), the overridden ones first, at most
 * `limit` of them; an empty search lists only the overridden ones, so the operator always sees their own wording.
 */
export function findMessages(
  query: string,
  catalogs: { source: Record<string, string>; translation: Record<string, string> },
  own: Record<string, string> = {},
  limit = 20,
): { rows: MessageRow[]; more: number } {
  const wanted = query.trim().toLowerCase();
  const matches = (id: string) =>
    wanted === ''
      ? id in own
      : id.toLowerCase().includes(wanted) || (catalogs.source[id] ?? '').toLowerCase().includes(wanted);
  const ids = Object.keys(catalogs.source)
    .filter(matches)
    .sort((a, b) => Number(b in own) - Number(a in own));
  const rows = ids.slice(0, limit).map((id) => ({
    id,
    source: catalogs.source[id],
    translation: catalogs.translation[id],
    override: own[id],
  }));
  return { rows, more: Math.max(0, ids.length - limit) };
}

/** An override's path in the document, as the server's issue names it. */
export const overridePath = (locale: Locale, id: string) => `messages.${locale}.${id}`;

/**
 * The problems of a draft's overrides, by the server's own check: each names the override's path first, so the
 * console's form shows it beside that override's field.
 */
export const overrideProblems = (messages: unknown, source: Record<string, string>): string[] =>
  messageOverrideProblems(messages, source);

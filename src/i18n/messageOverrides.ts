/**
 * An operator's own wording, per language (the operator document's `messages`: `{ "fr": { "common.menu.whyUs":
 * "Nos atouts" } }`): checked against the source catalogs so an override can only replace a message that exists,
 * with the placeholders it has, and compiles. Pure; the server loads with it and the console checks with it.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import { isLocale, LOCALE_CODES, type Locale } from '../api/wire/locales';

export type MessageOverrides = Partial<Record<Locale, Record<string, string>>>;

/** The placeholders a message names (`{name}`, `{count, plural, …}`), whatever its words, sorted. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  // The compiled form: text, or [name] / [name, format, {case: compiled}] for each placeholder.
  const walk = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return;
    for (const part of compiled) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const cases: unknown = part[2];
      if (cases && typeof cases === 'object') Object.values(cases).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

const MAX_OVERRIDE_LENGTH = 2000;

export function messageOverrideProblems(input: unknown, source: Record<string, string>): string[] {
  if (input === undefined) return [];
  if (!input || typeof input !== 'object' || Array.isArray(input)) return ['messages must be an object of languages'];
  const problems: string[] = [];
  for (const [locale, messages] of Object.entries(input)) {
    const where = `messages.${locale}`;
    if (!isLocale(locale)) {
      problems.push(`${where}: the language must be one of ${LOCALE_CODES.join(', ')}`);
      continue;
    }
    if (!messages || typeof messages !== 'object' || Array.isArray(messages)) {
      problems.push(`${where} must be an object of message ids`);
      continue;
    }
    for (const [id, text] of Object.entries(messages as Record<string, unknown>)) {
      const at = `${where}.${id}`;
      if (!(id in source)) problems.push(`${at}: no such message`);
      else if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_OVERRIDE_LENGTH)
        problems.push(`${at} must be a text of 1 to ${MAX_OVERRIDE_LENGTH} characters`);
      else {
        let names: string[];
        try {
          // Lingui's compiler keeps a message it cannot read as plain text; the parser itself refuses it.
          parse(text);
          names = placeholdersOf(text);
        } catch {
          problems.push(`${at} is not a valid message (check its braces)`);
          continue;
        }
        const wanted = placeholdersOf(source[id]);
        if (names.join() !== wanted.join())
          problems.push(`${at} must use the placeholders ${wanted.map((n) => `{${n}}`).join(', ') || '(none)'}`);
      }
    }
  }
  return problems;
}

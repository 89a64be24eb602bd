import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledCatalog, MessageId, MessageValues, Namespace } from './catalogs';
import { localeDirection, type Locale, type TextDirection } from '../api/wire/locales';

/** One language's messages and formatting, made once per language a page shows. */
export interface Translator {
  locale: Locale;
  direction: TextDirection;
  /** The message in this language; values fill its placeholders. */
  t(id: MessageId, values?: MessageValues): string;
  /** The namespaces whose messages it holds. */
  readonly namespaces: ReadonlySet<Namespace>;
  /** Adds a namespace's messages (fetched for a lazily loaded page). */
  load(namespace: Namespace, messages: CompiledCatalog): void;
  has(id: MessageId): boolean;
  /**
   * A value that reads left to right whatever the page's direction (a phone number, a reference, a postcode),
   * isolated so an Arabic sentence around it does not reorder its digits; unchanged on a left-to-right page.
   */
  ltr(text: string): string;
  readonly i18n: I18n;
}

export function createTranslator(
  locale: Locale,
  messages: CompiledCatalog,
  namespaces: readonly Namespace[] = [],
): Translator {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  const held = new Set<Namespace>(namespaces);
  return {
    locale,
    direction: localeDirection(locale),
    i18n,
    namespaces: held,
    t: (id, values) => i18n._(id, values as Record<string, unknown> | undefined),
    load: (namespace, more) => {
      i18n.load(locale, more as never);
      held.add(namespace);
    },
    has: (id) => id in (i18n.messages as Record<string, unknown>),
    // Unicode's left-to-right isolate (LRI … PDI): invisible, and read past by screen readers.
    ltr: (text) => (localeDirection(locale) === 'rtl' ? `\u2066${text}\u2069` : text),
  };
}

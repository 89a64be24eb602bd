import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledCatalog, MessageId, MessageValues } from './catalogs';
import { localeDirection, type Locale, type TextDirection } from '@/api/wire/locales';

/** One language's messages and formatting, made once per language a page shows. */
export interface Translator {
  locale: Locale;
  direction: TextDirection;
  /** The message in this language; values fill its placeholders. */
  t(id: MessageId, values?: MessageValues): string;
  /** Adds catalogs fetched later (a namespace a lazily loaded page needs). */
  load(messages: CompiledCatalog): void;
  has(id: MessageId): boolean;
  readonly i18n: I18n;
}

export function createTranslator(locale: Locale, messages: CompiledCatalog): Translator {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  return {
    locale,
    direction: localeDirection(locale),
    i18n,
    t: (id, values) => i18n._(id, values as Record<string, unknown> | undefined),
    load: (more) => i18n.load(locale, more as never),
    has: (id) => id in (i18n.messages as Record<string, unknown>),
  };
}

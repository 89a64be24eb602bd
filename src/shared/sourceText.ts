/**
 * The shell's source words (the `common` catalog, en-GB) for callers of the shared helpers that pass no translator
 * (features not yet translated). The English stays written once, in the catalog. Plurals and selects need the page's
 * translator. (src/shared/format, which the server imports, may not import the catalogs: it keeps its own words.)
 */
import type { MessageId, MessageValues } from '@/i18n';
import source from '@/i18n/locales/en-GB/common.json';

/** What a shared function that returns a person's text takes: the page's `t` (`useT()`). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export const commonSourceText: Translate = (id, values) =>
  ((source as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values?.[name] ?? ''),
  );

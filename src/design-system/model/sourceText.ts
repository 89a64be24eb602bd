import type { MessageId, MessageValues } from '@/i18n';
import source from '@/i18n/locales/en-GB/design.json';

/** What a model function that returns a person's text takes: the page's `t` (`useT()`). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The design system's source words for callers that pass no translator yet (features still in English): the en-GB
 * catalog with its `{name}` placeholders filled, so the English stays written once, in the catalog. Plurals need the
 * page's translator.
 */
export const sourceText: Translate = (id, values) =>
  ((source as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values?.[name] ?? ''),
  );

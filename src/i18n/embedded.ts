import { isLocale } from '../api/wire/locales';
import { EMBEDDED_MESSAGES_ID, isNamespace, type EmbeddedMessages } from './catalogs';

/** The page's language and messages as the server embedded them; a missing or broken document counts as absent. */
export function readEmbeddedMessages(doc: Pick<Document, 'getElementById'> | undefined): EmbeddedMessages | undefined {
  const text = doc?.getElementById(EMBEDDED_MESSAGES_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<EmbeddedMessages>;
    if (!isLocale(parsed.locale) || !parsed.messages || typeof parsed.messages !== 'object') return undefined;
    const namespaces = Array.isArray(parsed.namespaces) ? parsed.namespaces.filter(isNamespace) : [];
    return { locale: parsed.locale, namespaces, messages: parsed.messages };
  } catch {
    return undefined;
  }
}

/** The embedded document's text, safe inside a script element (`<` cannot close it). */
export function embeddedMessagesScript(embedded: EmbeddedMessages): string {
  const json = JSON.stringify(embedded).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EMBEDDED_MESSAGES_ID}">${json}</script>`;
}

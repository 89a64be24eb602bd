/**
 * The message catalogs as the server hands them out (docs/languages.md): read from src/i18n/locales, compiled once per
 * language and namespace, a message missing from a translation falling back to the source's so a page never shows
 * a bare id. Pages embed the namespaces they need; GET /i18n/:locale/:namespace.json serves the others.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SOURCE_LOCALE, type Locale } from '../../src/api/wire/locales';
import { NAMESPACES, type CompiledCatalog, type EmbeddedMessages, type Namespace } from '../../src/i18n/catalogs';
import { compileCatalog } from '../../src/i18n/compileCatalog';
import type { MessageOverrides } from '../../src/i18n/messageOverrides';

const LOCALES_DIR = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));

function readSource(locale: Locale, namespace: Namespace): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(`${LOCALES_DIR}${locale}/${namespace}.json`, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    // A language without this namespace yet speaks the source's words for it.
    return {};
  }
}

/**
 * A language's own messages across every namespace, uncompiled (the ICU text a translator wrote), for the console's
 * message editor; a message the language lacks is absent, not the source's.
 */
export function rawMessages(locale: Locale): Record<string, string> {
  return Object.assign({}, ...NAMESPACES.map((namespace) => readSource(locale, namespace))) as Record<string, string>;
}

const compiled = new Map<string, CompiledCatalog>();

export function compiledCatalog(locale: Locale, namespace: Namespace): CompiledCatalog {
  const key = `${locale} ${namespace}`;
  let catalog = compiled.get(key);
  if (!catalog) {
    const source = readSource(SOURCE_LOCALE, namespace);
    const translated = locale === SOURCE_LOCALE ? source : { ...source, ...readSource(locale, namespace) };
    catalog = compileCatalog(translated);
    compiled.set(key, catalog);
  }
  return catalog;
}

/**
 * A namespace's catalog with the operator's own wording for this language laid over it (the operator document's
 * `messages`, checked when the document loads: src/i18n/messageOverrides.ts).
 */
export function operatorCatalog(
  locale: Locale,
  namespace: Namespace,
  overrides: MessageOverrides | undefined,
): CompiledCatalog {
  const base = compiledCatalog(locale, namespace);
  if (!overrides) return base;
  // Compiled once per operator document (a published version is a new object), not on every page or catalog call.
  let kept = withOverrides.get(overrides);
  if (!kept) withOverrides.set(overrides, (kept = new Map()));
  const key = `${locale} ${namespace}`;
  let catalog = kept.get(key);
  if (!catalog) {
    const own = Object.entries(overrides[locale] ?? {}).filter(([id]) => id.startsWith(`${namespace}.`));
    catalog = own.length === 0 ? base : { ...base, ...compileCatalog(Object.fromEntries(own)) };
    kept.set(key, catalog);
  }
  return catalog;
}

const withOverrides = new WeakMap<MessageOverrides, Map<string, CompiledCatalog>>();

export function embeddedMessages(
  locale: Locale,
  namespaces: readonly Namespace[],
  overrides?: MessageOverrides,
): EmbeddedMessages {
  const messages: CompiledCatalog = {};
  for (const namespace of namespaces) Object.assign(messages, operatorCatalog(locale, namespace, overrides));
  return { locale, namespaces: [...namespaces], messages };
}

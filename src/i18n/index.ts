/** Every customer in their own language (docs/languages.md). The lowest layer beside the wire: every other may import it: catalogs, the page's translator, and choosing. */
export {
  LOCALES,
  LANGUAGE_PARAM,
  SOURCE_LOCALE,
  chooseLocale,
  isLocale,
  localeDirection,
  localeName,
  type Locale,
  type TextDirection,
} from '../api/wire/locales';
export {
  NAMESPACES,
  catalogPath,
  type CompiledCatalog,
  type EmbeddedMessages,
  type MessageId,
  type MessageValues,
  type Namespace,
} from './catalogs';
export { createTranslator, type Translator } from './translator';
export { TranslatorProvider, setFallbackTranslator, useT, useTranslator } from './TranslatorProvider';
export { readEmbeddedMessages } from './embedded';
export { browserLocale, fetchCatalogs, loadTranslator, pageTranslator, rememberLocale } from './loadTranslator';
export { namespacesForPage } from './pageNamespaces';
export { useNamespaces } from './useNamespaces';

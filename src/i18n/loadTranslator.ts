import { chooseLocale, LANGUAGE_PARAM, LOCALE_CODES, type Locale } from '../api/wire/locales';
import { catalogPath, type CompiledCatalog, type Namespace } from './catalogs';
import { readEmbeddedMessages } from './embedded';
import { createTranslator, type Translator } from './translator';

/** A language's compiled catalogs for the namespaces asked for, from the server (server/routes/messages.ts). */
export async function fetchCatalogs(locale: Locale, namespaces: readonly Namespace[]): Promise<CompiledCatalog> {
  const parts = await Promise.all(
    namespaces.map(async (namespace) => {
      const response = await fetch(catalogPath(locale, namespace), { credentials: 'same-origin' });
      if (!response.ok)
        throw new Error(`The ${locale} ${namespace} messages could not be loaded (${response.status}).`);
      return (await response.json()) as CompiledCatalog;
    }),
  );
  return Object.assign({}, ...parts) as CompiledCatalog;
}

export async function loadTranslator(locale: Locale, namespaces: readonly Namespace[]): Promise<Translator> {
  return createTranslator(locale, await fetchCatalogs(locale, namespaces), namespaces);
}

function cookieValue(cookies: string, name: string): string | null {
  const entry = cookies.split(';').find((part) => part.trim().startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.split('=')[1] ?? '') : null;
}

/**
 * The language rule (rules: language) where no server chose for the page (the development server): the address's
 * `?lang=`, the session's choice, the browser's languages.
 */
export function browserLocale(
  location: Pick<Location, 'search'>,
  doc: Pick<Document, 'cookie'>,
  nav: Navigator,
): Locale {
  return chooseLocale(
    {
      param: new URLSearchParams(location.search).get(LANGUAGE_PARAM),
      chosen: cookieValue(doc.cookie, LANGUAGE_PARAM),
      browser: nav.languages?.length ? nav.languages : [nav.language],
    },
    LOCALE_CODES,
  );
}

/** Keeps a chosen language for the session (a session cookie the server reads for the next page). */
export function rememberLocale(doc: Pick<Document, 'cookie'>, locale: Locale): void {
  doc.cookie = `${LANGUAGE_PARAM}=${encodeURIComponent(locale)}; path=/; SameSite=Lax`;
}

/**
 * The page's translator for an entry of its own (the console, its preview frames): the messages the server embedded,
 * else (the development server) the shell's namespaces fetched in the language the browser asks for.
 */
export async function pageTranslator(doc: Document): Promise<Translator> {
  const messages = readEmbeddedMessages(doc);
  if (messages) return createTranslator(messages.locale, messages.messages, messages.namespaces);
  return loadTranslator(browserLocale(window.location, doc, navigator), ['common', 'design']);
}

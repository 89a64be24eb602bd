import { use } from 'react';
import type { Namespace } from './catalogs';
import { fetchCatalogs } from './loadTranslator';
import type { Translator } from './translator';
import { useTranslator } from './TranslatorProvider';

const loading = new WeakMap<Translator, Map<string, Promise<void>>>();

/** Fetches the namespaces a translator lacks, once per translator and set, however many components ask. */
function missing(translator: Translator, namespaces: readonly Namespace[]): Promise<void> | null {
  const wanted = namespaces.filter((namespace) => !translator.namespaces.has(namespace));
  if (wanted.length === 0) return null;
  const key = [...wanted].sort().join(' ');
  let pending = loading.get(translator);
  if (!pending) loading.set(translator, (pending = new Map()));
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(
      wanted.map(async (namespace) => translator.load(namespace, await fetchCatalogs(translator.locale, [namespace]))),
    ).then(() => undefined);
    // A failed fetch may be asked for again (the page's error boundary offers a retry).
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Suspends until the page's language holds these namespaces: a page reached in the browser, or after a language
 * switch, fetches its catalogs with its code (the server embeds them in a page it serves).
 */
export function useNamespaces(namespaces: readonly Namespace[]): void {
  const translator = useTranslator();
  const promise = missing(translator, namespaces);
  if (promise) use(promise);
}

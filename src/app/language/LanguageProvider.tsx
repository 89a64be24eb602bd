import { LocaleProvider } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  LANGUAGE_PARAM,
  SOURCE_LOCALE,
  TranslatorProvider,
  browserLocale,
  fetchCatalogs,
  createTranslator,
  loadTranslator,
  rememberLocale,
  type Locale,
  type Namespace,
  type Translator,
} from '@/i18n';

interface LanguageSwitch {
  locale: Locale;
  /** True while the new language's messages load. */
  switching: boolean;
  switchTo(locale: Locale): Promise<void>;
}

const LanguageContext = createContext<LanguageSwitch | null>(null);

/** What the shell's switcher reads; null outside the app (a component's story or test). */
export function useLanguageSwitch(): LanguageSwitch | null {
  return useContext(LanguageContext);
}

/** The catalogs the shell needs before anything else shows (src/i18n/catalogs.ts). */
const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'design'];

/**
 * The page's language (docs/languages.md): the one the server chose and embedded, else (the development server)
 * chosen here and fetched. Switching loads the new language's catalogs and re-renders in place, so nothing a person
 * typed is lost; the choice is kept for the session and in the address when it names one.
 */
export function LanguageProvider({ initial, children }: { initial?: Translator; children: ReactNode }) {
  const [translator, setTranslator] = useState<Translator | null>(initial ?? null);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (translator) return;
    // A language whose catalogs cannot be fetched falls back to the source's; if those fail too, a retry on the
    // next render would hammer the server, so the page stays empty as a page without its scripts would.
    loadTranslator(browserLocale(window.location, document, navigator), SHELL_NAMESPACES)
      .catch(() => loadTranslator(SOURCE_LOCALE, SHELL_NAMESPACES))
      .then(setTranslator)
      .catch(() => undefined);
  }, [translator]);

  useEffect(() => {
    if (!translator) return;
    document.documentElement.lang = translator.locale;
    document.documentElement.dir = translator.direction;
  }, [translator]);

  const switchTo = useCallback(
    async (locale: Locale) => {
      if (!translator || locale === translator.locale) return;
      setSwitching(true);
      try {
        const namespaces = [...translator.namespaces];
        const next = createTranslator(locale, await fetchCatalogs(locale, namespaces), namespaces);
        rememberLocale(document, locale);
        const url = new URL(window.location.href);
        if (url.searchParams.has(LANGUAGE_PARAM)) {
          url.searchParams.set(LANGUAGE_PARAM, locale);
          window.history.replaceState(window.history.state, '', url);
        }
        setTranslator(next);
      } finally {
        setSwitching(false);
      }
    },
    [translator],
  );

  const value = useMemo(
    () => (translator ? { locale: translator.locale, switching, switchTo } : null),
    [translator, switching, switchTo],
  );
  if (!translator || !value) return null;
  return (
    <LanguageContext.Provider value={value}>
      <TranslatorProvider translator={translator}>
        <LocaleProvider locale={translator.locale}>{children}</LocaleProvider>
      </TranslatorProvider>
    </LanguageContext.Provider>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import type { MessageId, MessageValues } from './catalogs';
import type { Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/**
 * What components outside any provider read: set by the unit tests' and Storybook's setup (the source catalogs),
 * never by the app, whose root always provides its page's language.
 */
let fallbackTranslator: Translator | null = null;

export function setFallbackTranslator(translator: Translator | null): void {
  fallbackTranslator = translator;
}

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext) ?? fallbackTranslator;
  if (!translator) throw new Error('No language: render inside TranslatorProvider (src/i18n).');
  return translator;
}

/** The page's language's messages: `const t = useT(); t('common.menu.close')`. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  return useTranslator().t;
}

/** The words of the server's mails and documents (the `mail` catalog) in one language, for the domain's mail builders. */
import { SOURCE_LOCALE, type Locale } from '../../src/api/wire/locales';
import { createTranslator, type Translator } from '../../src/i18n/translator';
import { compiledCatalog } from './messageCatalogs';

const translators = new Map<Locale, Translator>();

/** The mails' and documents' words in one language (the `mail` catalog), made once per language. */
export function mailTranslator(locale: Locale = SOURCE_LOCALE): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, compiledCatalog(locale, 'mail'), ['mail']);
    translators.set(locale, translator);
  }
  return translator;
}

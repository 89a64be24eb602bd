/**
 * The server message language rule (issue 34): an API answer's messages in the request's language, chosen by the
 * language rule of pages (server/routes/spa.ts, pageLocale: the `lang` cookie the app sets, else Accept-Language,
 * else the operator's first language). English answers are sent as the routes wrote them, byte for byte.
 */
import type { FastifyInstance } from 'fastify';
import { enabledLocales, SOURCE_LOCALE, type Locale } from '../../src/api/wire/locales';
import { createTranslator, type Translator } from '../../src/i18n/translator';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { localAnswer } from '../domain/serverMessages';
import { pageLocale } from '../routes/spa';
import { compiledCatalog } from './messageCatalogs';

const translators = new Map<Locale, Translator>();

/** The server's messages in one language (the `server` catalog), made once per language. */
export function serverTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, compiledCatalog(locale, 'server'), ['server']);
    translators.set(locale, translator);
  }
  return translator;
}

export function registerMessageLanguage(app: FastifyInstance, deps: { operatorConfig: OperatorConfigStore }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    // Most answers (lists, records, fares) carry no message: they skip the language lookup and the parse.
    if (!/"[mM]essage"\s*:/.test(payload)) return payload;
    const operator = await deps.operatorConfig.get();
    const { locale } = pageLocale(request, enabledLocales(operator.configuration.languages));
    if (locale === SOURCE_LOCALE) return payload;
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      return payload;
    }
    const local = localAnswer(answer, serverTranslator(locale));
    return local ? JSON.stringify(local) : payload;
  });
}

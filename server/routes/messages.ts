import type { FastifyInstance } from 'fastify';
import { isLocale } from '../../src/api/wire/locales';
import { isNamespace } from '../../src/i18n/catalogs';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { operatorCatalog } from '../services/messageCatalogs';

/**
 * A language's compiled catalog for a namespace a page did not embed (a page reached in the browser, or a language
 * switched to). Only listed languages and namespaces are answered, so the path names no file.
 */
export function registerMessageRoutes(app: FastifyInstance, deps: { operatorConfig: OperatorConfigStore }): void {
  app.get<{ Params: { locale: string; file: string } }>('/i18n/:locale/:file', async (request, reply) => {
    const { locale, file } = request.params;
    const namespace = file.replace(/\.json$/, '');
    if (!isLocale(locale) || !isNamespace(namespace) || !file.endsWith('.json')) {
      return reply.callNotFound();
    }
    // The operator's own wording may change at any time (a published document): revalidated on every use.
    const operator = await deps.operatorConfig.get();
    return reply.header('Cache-Control', 'no-cache').send(operatorCatalog(locale, namespace, operator.messages));
  });
}

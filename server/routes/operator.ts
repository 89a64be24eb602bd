import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { licenceProblems, trackingCodeProblem, type WireLicenceChange } from '../../src/api/wire/licenceCheck';
import { allLicences } from '../stores/licences';
import { isLocale, SOURCE_LOCALE } from '../../src/api/wire/locales';
import { rawMessages } from '../services/messageCatalogs';
import { changeLicence, wireLicence, withdrawLicenceAs } from '../services/operatorLicences';
import { documentIssues, ifMatchVersion } from '../domain/operatorDocument';
import { ClientError, errorBody } from '../lib/errors';
import { objectSchema } from '../lib/schemas';
import { readSession } from '../lib/session';
import {
  rollbackDocument,
  saveDocument,
  UnknownVersion,
  VersionConflict,
  type Actor,
} from '../services/operatorDocuments';
import { accountEmail, auditLog, isOperatorAccount, latestDocument, versionHistory } from '../stores/operatorDocuments';

export interface OperatorRouteDeps {
  db: Db;
  now: () => Date;
  operatorConfig: OperatorConfigStore;
}

/** The operator role rule (rules: operator-role): only an account operator_accounts names may read or change the document. */
async function requireOperator(db: Db, request: FastifyRequest, now: Date): Promise<Actor> {
  const session = await readSession(db, request, now);
  if (!session) throw new ClientError(401, 'Please sign in again.');
  if (!(await isOperatorAccount(db, session.customerId))) throw new ClientError(403, 'Not allowed.');
  return { id: session.customerId, email: await accountEmail(db, session.customerId) };
}

const conflictMessage = (current: number) =>
  `Someone published version ${current} after you opened this one. Your changes are kept here: reload version ${current} to see theirs, then save again.`;

/** The operator document versions rule (rules: document-versions): a change names the version it was made on; without one, nothing is overwritten blindly (428). */
function expectedVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const version = ifMatchVersion(Array.isArray(header) ? header[0] : header);
  if (version === undefined) {
    throw new ClientError(428, 'Name the version your change was made on in If-Match (the version GET answered).');
  }
  return version;
}

/**
 * The operator console's API (issue 31, docs/configuration.md "The operator console"): the operator document as a
 * versioned resource. Reads and writes need an operator's session (401 without one, 403 for customers and bookers).
 */
export function registerOperatorRoutes(api: FastifyInstance, deps: OperatorRouteDeps): void {
  void api.register(async (scope) => operatorRoutes(scope, deps));
}

function operatorRoutes(api: FastifyInstance, deps: OperatorRouteDeps): void {
  const { db, now } = deps;
  const actors = new WeakMap<FastifyRequest, Actor>();
  // Before the body is validated: a customer or booker is refused 403 whatever they send.
  api.addHook('preValidation', async (request) => {
    actors.set(request, await requireOperator(db, request, now()));
  });
  const actorOf = (request: FastifyRequest): Actor => actors.get(request)!;

  api.get('/operator/document', async (_request, reply) => {
    // Ask the live store first, so a file changed a moment ago is published before it is read.
    await deps.operatorConfig.get();
    const stored = await latestDocument(db);
    if (!stored) throw new ClientError(404, 'There is no operator document yet.');
    reply.header('etag', `"${stored.version}"`).header('cache-control', 'no-store');
    return { code: 1, version: stored.version, document: stored.document };
  });

  api.put<{ Body: { document: unknown } }>(
    '/operator/document',
    { schema: { body: objectSchema({ document: { type: 'object' } }, ['document']) } },
    async (request, reply) => {
      const actor = actorOf(request);
      const expected = expectedVersion(request);
      const issues = documentIssues(request.body.document);
      if (issues.length) {
        return reply.status(400).send({
          ...errorBody(issues.length === 1 ? issues[0].message : `The document has ${issues.length} problems.`),
          issues,
        });
      }
      try {
        const version = await saveDocument(db, { document: request.body.document, expected, actor, now: now() });
        reply.header('etag', `"${version}"`);
        return { code: 1, version };
      } catch (error) {
        if (error instanceof VersionConflict) {
          return reply.status(412).send({ ...errorBody(conflictMessage(error.current)), version: error.current });
        }
        throw error;
      }
    },
  );

  api.get('/operator/document/history', async () => {
    return { code: 1, versions: await versionHistory(db) };
  });

  // The client sites' licences with their brand, template and payment overrides, for the console's preview.
  api.get('/operator/licences', async () => ({ code: 1, licences: (await allLicences(db)).map(wireLicence) }));

  // The client licence check (rules: licence-check): a client site added or changed from the console, recorded in
  // the audit log beside the document's versions (under the version published when it changed).
  api.put<{ Params: { code: string }; Body: WireLicenceChange }>(
    '/operator/licences/:code',
    { schema: { body: { type: 'object' } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const code = request.params.code;
      const codeProblem = trackingCodeProblem(code);
      const issues = [
        ...(codeProblem ? [{ path: 'trackingcode', message: codeProblem }] : []),
        ...licenceProblems(request.body),
      ];
      if (issues.length) return reply.status(400).send({ ...errorBody(issues[0].message), issues });
      const licence = await changeLicence(db, { code, change: request.body, actor, now: now() });
      return { code: 1, licence };
    },
  );

  api.delete<{ Params: { code: string } }>('/operator/licences/:code', async (request) => {
    const actor = actorOf(request);
    if (!(await withdrawLicenceAs(db, { code: request.params.code, actor, now: now() }))) {
      throw new ClientError(404, `There is no licence ${request.params.code}.`);
    }
    return { code: 1 };
  });

  // The message editor's words (issue 34, the operator's own wording): the source's and one language's messages as
  // written (ICU text), which the compiled catalogs of /i18n no longer are.
  api.get<{ Params: { locale: string } }>('/operator/messages/:locale', async (request) => {
    const { locale } = request.params;
    if (!isLocale(locale)) throw new ClientError(404, `There is no language ${locale}.`);
    return { code: 1, locale, source: rawMessages(SOURCE_LOCALE), translation: rawMessages(locale) };
  });

  api.get('/operator/audit', async () => {
    return { code: 1, entries: await auditLog(db) };
  });

  api.post<{ Body: { version: number } }>(
    '/operator/document/rollback',
    {
      schema: {
        body: objectSchema({ version: { type: 'integer', minimum: 1, maximum: 999_999_999 } }, ['version']),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const header = request.headers['if-match'];
      const expected = header === undefined ? undefined : expectedVersion(request);
      try {
        const version = await rollbackDocument(db, { to: request.body.version, expected, actor, now: now() });
        reply.header('etag', `"${version}"`);
        return { code: 1, version };
      } catch (error) {
        if (error instanceof UnknownVersion) throw new ClientError(404, `There is no version ${error.version}.`);
        if (error instanceof VersionConflict) {
          return reply.status(412).send({ ...errorBody(conflictMessage(error.current)), version: error.current });
        }
        throw error;
      }
    },
  );
}

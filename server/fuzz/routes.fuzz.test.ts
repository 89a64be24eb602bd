/**
 * Property-based tests over every route the app registers (issue 10, "bad input at scale"): requests generated
 * from each route's schema and outside it, sent with no session and with a signed-in customer's session. Whatever
 * arrives, the answer is below 500, shows no stack trace or file path, errors have the spec's {code, message}
 * shape, and a refused request writes no row.
 *
 * FUZZ_SEED=<n> replays or varies a run (the seed is printed with any failure); FUZZ_RUNS=<n> changes its length.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../lib/inputGuards';
import { testPostgresUrl } from '../db/testDatabase';
import { createTestApp } from '../lib/testing';
import { quotationBody, sessionCookie } from '../routes/booking.testkit';
import { sha256Hex } from '../routes/accountTestHelpers';
import { requestArbitrary, type FuzzRequest } from './fuzzRequests';
import { schemaGaps, type KnownIds } from './schemaArbitraries';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/**
 * Requests per route and session kind: 25 on PGlite, 8 on the Postgres pass. PGlite is Postgres's own engine (its
 * parser, types, constraints and errors) compiled to WebAssembly, so the hostile values this file sends meet the same
 * database on both passes; what Postgres adds is its driver (node-postgres's encoding of the parameters) and a real
 * connection, which the first 8 of the same 25 requests (one seed; fast-check tries its edge values early, its bias
 * set by the run's index, not the run's length) reach as well.
 * The Postgres pass ran the whole sample in 129 s of worker time against PGlite's 95 (docs/testing.md).
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? (testPostgresUrl() ? 8 : 25));
const CUSTOMER_EMAIL = 'amelia@example.com';
/** Per route and session kind: ample on a loaded 2-core machine, and below the test's own timeout. */
const TIME_LIMIT_MS = 45_000;
const TEST_TIMEOUT_MS = 90_000;

/** Tables a refused request may add rows to, each with the reason (none so far). */
const TABLES_WRITTEN_ON_REFUSAL = new Set<string>();

const testApp = await createTestApp();
afterAll(() => testApp.close());
const { app, db } = testApp;

/** HEAD routes answer as their GET twin without a body: fuzzing the GET covers them. */
const routes = registeredRoutes(app).filter(
  (route) => route.method !== 'HEAD' && (!process.env.FUZZ_ROUTE || route.url.includes(process.env.FUZZ_ROUTE)),
);

const customerId = Number(
  (await db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [CUSTOMER_EMAIL])).rows[0].id,
);
const customerBookings = (
  await db.query<{ jobpartid: string }>('SELECT jobpartid FROM bookings WHERE customer_id = $1 LIMIT 5', [customerId])
).rows.map((row) => Number(row.jobpartid));
const customerAddresses = (
  await db.query<{ id: string }>('SELECT id FROM address_book WHERE customer_id = $1 LIMIT 5', [customerId])
).rows.map((row) => Number(row.id));
/** Real ids, so that generated requests also reach records the session owns, not only 403s and 404s. */
const known: KnownIds = {
  custid: [customerId, String(customerId), null, ''],
  bookerid: [null, '', 0],
  bookingdate: ['', '2030-01-15T10:00:00Z'],
  returndate: ['', '2030-01-16T10:00:00Z'],
  bookingref: customerBookings,
  jobid: customerBookings.map(String),
  jobpartid: customerBookings.map(String),
  id: customerAddresses,
};

/** Bodies each route accepts, so that one hostile field in them reaches the handler's queries. */
const EXAMPLES: Record<string, unknown[]> = {
  'POST /api/quotation': [quotationBody(), quotationBody({ custid: customerId, rtntype: 'rtn', returndate: '' })],
  'POST /api/signIn': [{ email: CUSTOMER_EMAIL, passwordhash: sha256Hex('Demo1234') }],
  'POST /api/addressbook': [
    {
      custid: customerId,
      name: 'Office',
      line1: '10 Downing Street',
      postcode: 'SW1A 2AA',
      latitude: 51.5,
      longitude: -0.13,
    },
  ],
  'POST /api/comment': [{ name: 'Ann', email: 'ann@example.com', message: 'Lovely driver', source: 8 }],
};

const tables = (
  await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
).rows.map((row) => row.table_name);
const countAllSql = `SELECT ${tables.map((table, i) => `(SELECT count(*) FROM "${table}") AS c${i}`).join(', ')}`;

async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, string>>(countAllSql);
  return Object.fromEntries(
    tables
      .filter((table) => !TABLES_WRITTEN_ON_REFUSAL.has(table))
      .map((t) => [t, Number(rows[0][`c${tables.indexOf(t)}`])]),
  );
}

/** A stack frame (a line "at fn (file.ts:1:2)", raw or JSON-escaped), a file URL, or a path of this machine. */
const LEAK =
  /(?:\n|\\n)\s*at [^\n]*?:\d+:\d+|\(\S+:\d+:\d+\)|file:\/\/|node_modules|\/(?:work|home|root|usr|tmp|srv|opt)\/|\.tsx?:\d+/;

function send(route: RegisteredRoute, request: FuzzRequest, cookie?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (request.body) headers['content-type'] = request.body.contentType ?? 'application/json';
  return app.inject({
    method: route.method,
    url: request.url,
    headers,
    ...(request.body ? { payload: request.body.text } : {}),
  });
}

/** The response codes rule's (rules: response-codes) failure codes: 0 shows the standard message, 2 shows the server's. */
const REFUSAL_CODES = [0, 2];

function checkAnswer(response: LightMyRequestResponse, request: FuzzRequest): { refused: boolean } {
  const where = `${response.statusCode} for ${JSON.stringify(request).slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const text = response.body;
  const requestText = JSON.stringify(request);
  const leak = LEAK.exec(text);
  if (leak && !requestText.includes(leak[0])) expect.fail(`answer leaks "${leak[0]}": ${where}: ${text.slice(0, 300)}`);
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const body: unknown = isJson && text ? JSON.parse(text) : undefined;
  if (response.statusCode >= 400) {
    // The response codes rule (rules: response-codes): a refusal is code 0 (the standard message) or code 2 (the server's message is shown).
    expect(body, where).toEqual(expect.objectContaining({ code: expect.any(Number), message: expect.any(String) }));
    expect(REFUSAL_CODES, where).toContain((body as { code: number }).code);
    expect((body as { message: string }).message, where).not.toBe('');
  }
  // A 200 with code 0 is a refusal too; a 200 with code 2 is an answer to show (a wrong password, whose attempt is
  // counted on purpose).
  const failedInBody = (body as { code?: unknown } | undefined)?.code === 0;
  return { refused: response.statusCode >= 400 || failedInBody };
}

function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Runs the property with the fixed seed; on failure, says how to replay it. */
async function fuzz(route: RegisteredRoute, signedIn: boolean) {
  const statuses: string[] = [];
  const examples = EXAMPLES[`${route.method} ${route.url}`] ?? [];
  const property = fc.asyncProperty(requestArbitrary(route, known, examples), async (request) => {
    // A fresh session per request: sign-out and password changes end sessions, and must not end the next run's.
    const cookie = signedIn ? (await sessionCookie(db, customerId, new Date())).cookie : undefined;
    const before = await rowCounts();
    const response = await send(route, request, cookie);
    const { refused } = checkAnswer(response, request);
    const status = refused && response.statusCode < 400 ? `${response.statusCode}/code0` : String(response.statusCode);
    statuses.push(process.env.FUZZ_STATS === 'messages' ? `${status} ${response.body.slice(0, 80)}` : status);
    if (refused) {
      const after = await rowCounts();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(
        changed.map((t) => `${t}: ${before[t]} -> ${after[t]}`),
        'rows written by a refused request',
      ).toEqual([]);
    }
  });
  try {
    // Bounded, so a long shrink never outlives its test and writes rows during the next one.
    await fc.assert(property, { seed: SEED, numRuns: NUM_RUNS, plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)] });
    if (process.env.FUZZ_STATS)
      console.log(`${signedIn ? 'customer' : 'guest'} ${route.method} ${route.url}`, tally(statuses));
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw new Error(
      `${route.method} ${route.url} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${NUM_RUNS}): ${String(error)}\n${String(cause)}`,
    );
  }
}

describe('every route under generated requests', () => {
  it('finds the routes, and understands every keyword of their schemas (else the route is not really covered)', () => {
    if (!process.env.FUZZ_ROUTE) expect(routes.length).toBeGreaterThan(30);
    const gaps = routes.flatMap((route) =>
      ['body', 'querystring', 'params']
        .flatMap((part) => schemaGaps((route.schema as Record<string, unknown> | undefined)?.[part], part))
        .map((gap) => `${route.method} ${route.url} ${gap}`),
    );
    expect(gaps).toEqual([]);
  });

  describe.each([
    ['with no session', false],
    ['with a signed-in customer session', true],
  ])('%s', (_label, signedIn) => {
    it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s: no 5xx, no leak, {code, message} errors, nothing written when refused',
      async (_name, route) => {
        await fuzz(route, signedIn);
      },
      TEST_TIMEOUT_MS,
    );
  });
});

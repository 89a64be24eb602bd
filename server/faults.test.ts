// Faults, from outside as an operator would meet them: the API process killed with SIGKILL in the middle of a stream
// of bookings, then restarted on the same data; and stopped with SIGTERM while bookings are in flight. On the PGlite
// pass the database is embedded in the killed process (DATA_DIR); on the Postgres pass it is DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db';
import { createTestDatabase } from './db/postgresServer';
import { testPostgresUrl } from './db/testDatabase';
import { sha256Hex } from './routes/accountTestHelpers';
import { bookingBody, quotationBody, type BookingAnswer } from './routes/booking.testkit';
import { DEMO_EMAILS, DEMO_PASSWORD } from './seed/customers';

const root = path.resolve(import.meta.dirname, '..');

interface ApiProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Requests to these paths as the API's access log tells them: those begun, and those answered (with their status). */
  requests(paths: string[]): { begun: Set<string>; answered: Map<string, number> };
}

let dataDir: string;
let database: { url: string; drop(): Promise<void> } | undefined;
const running = new Set<ChildProcess>();

/** The API as `npm run serve` runs it, in its own process, on a free port, with no built app to serve. */
async function startApi(): Promise<ApiProcess & { startedInMs: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      BUILD_DIR: path.join(dataDir, 'no-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const ready = setInterval(() => {
      const match = /App ready at (http:\/\/[^\s/]+)/.exec(log);
      if (match) {
        clearInterval(ready);
        resolve(match[1]);
      }
    }, 20);
    void exited.then(({ code, signal }) => {
      clearInterval(ready);
      reject(new Error(`the API exited (${code ?? signal}) before it was ready:\n${log}`));
    });
  });
  const requests = (paths: string[]) => {
    const begun = new Set<string>();
    const answered = new Map<string, number>();
    for (const line of log.split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as {
        msg?: string;
        reqId?: string;
        req?: { url?: string };
        res?: { statusCode: number };
      };
      if (entry.msg === 'incoming request' && paths.includes(entry.req?.url ?? '')) begun.add(entry.reqId!);
      else if (entry.msg === 'request completed' && begun.has(entry.reqId!))
        answered.set(entry.reqId!, entry.res!.statusCode);
    }
    return { begun, answered };
  };
  return { url, child, exited, requests, startedInMs: Date.now() - started };
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

type Quote = Parameters<typeof bookingBody>[0];
const quoteOf = (api: ApiProcess, change: Record<string, unknown>) =>
  postJson<Quote>(`${api.url}/api/quotation`, quotationBody(change));

/** A guest's booking, one-way or wait-and-return (one row holding two journeys), as the app would send it. */
function bookingOf(quotes: { oneWay: Quote; waitAndReturn: Quote }, index: number) {
  return index % 2
    ? bookingBody(quotes.waitAndReturn, { rtntype: 'w&r', passengername: `Guest ${index}` })
    : bookingBody(quotes.oneWay, { passengername: `Guest ${index}` });
}

interface Sent {
  requestid: string;
  answer?: BookingAnswer;
}

const sent: Sent[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'faults-'));
  const postgresUrl = testPostgresUrl();
  database = postgresUrl ? await createTestDatabase(postgresUrl) : undefined;
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('the API process under faults', { timeout: 240_000 }, () => {
  it('killed with SIGKILL in the middle of a stream of bookings, restarts on the same data and serves', async () => {
    const api = await startApi();
    const quotes = {
      oneWay: await quoteOf(api, {}),
      waitAndReturn: await quoteOf(api, { rtntype: 'w&r' }),
    };
    const confirmedBeforeKill = 40;
    let killed = false;
    // Eight clients book one after another each, so bookings are being written when the kill lands.
    const client = async (first: number) => {
      for (let index = first; !killed; index += 8) {
        const body = bookingOf(quotes, index);
        const record: Sent = { requestid: body.requestid };
        sent.push(record);
        try {
          record.answer = await postJson<BookingAnswer>(`${api.url}/api/createbookingTest`, body);
        } catch {
          return; // the connection died with the process: this booking was never answered
        }
        if (!killed && sent.filter((s) => s.answer?.Bref).length >= confirmedBeforeKill) {
          killed = true;
          api.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => client(i)));
    expect((await api.exited).signal).toBe('SIGKILL');
    expect(sent.filter((s) => s.answer?.Bref).length).toBeGreaterThanOrEqual(confirmedBeforeKill);
    expect(sent.some((s) => !s.answer)).toBe(true);

    const restarted = await startApi();
    expect(restarted.startedInMs).toBeLessThan(60_000);
    // A client that never heard back asks again with the same requestid: one booking, whether or not it was stored.
    const unanswered = sent.find((s) => !s.answer)!;
    const retried = await postJson<BookingAnswer>(`${restarted.url}/api/createbookingTest`, {
      ...bookingOf(quotes, 0),
      requestid: unanswered.requestid,
    });
    expect(retried).toMatchObject({ Code: 1 });
    unanswered.answer = retried;
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
  });

  it('stopped with SIGTERM, answers every request it had begun before it exits', async () => {
    const api = await startApi();
    const quotes = {
      oneWay: await quoteOf(api, {}),
      waitAndReturn: await quoteOf(api, { rtntype: 'w&r' }),
    };
    const bodies = Array.from({ length: 30 }, (_, i) => bookingOf(quotes, 1000 + i));
    const bookings = Promise.allSettled(
      bodies.map((body) => postJson<BookingAnswer>(`${api.url}/api/createbookingTest`, body)),
    );
    // Sign-ins wait on the slow password hash (off the event loop), so one is in flight even where the embedded
    // database answers bookings without waiting on any I/O.
    const signIns = Promise.allSettled(
      [DEMO_EMAILS.amelia, DEMO_EMAILS.ben].map((email) =>
        postJson<{ Code: number }>(`${api.url}/api/signIn`, { email, passwordhash: sha256Hex(DEMO_PASSWORD) }),
      ),
    );
    // Freeze the process (SIGSTOP) at a moment its access log shows requests begun and not yet answered, so the
    // SIGTERM surely lands with requests in flight; then let it run on and watch it finish them.
    const paths = ['/api/createbookingTest', '/api/signIn'];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let inFlight: string[] = [];
    const begunNotAnswered = () => {
      const { begun, answered } = api.requests(paths);
      return [...begun].filter((id) => !answered.has(id));
    };
    for (let tries = 0; inFlight.length === 0 && tries < 100; tries++) {
      while (begunNotAnswered().length === 0 && api.requests(paths).answered.size < bodies.length + 2) await pause(1);
      api.child.kill('SIGSTOP');
      await pause(50); // what the frozen process had written reaches this side
      inFlight = begunNotAnswered();
      if (inFlight.length === 0) api.child.kill('SIGCONT');
    }
    expect(inFlight.length).toBeGreaterThan(0);
    const terminatedAt = Date.now();
    api.child.kill('SIGTERM');
    api.child.kill('SIGCONT');
    const [bookingResults, signInResults] = await Promise.all([bookings, signIns]);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    // Gone once its work is done: not held open by idle keep-alive connections (the client's are pooled).
    expect(Date.now() - terminatedAt).toBeLessThan(15_000);
    const { begun, answered } = api.requests(paths);
    expect(inFlight.map((id) => answered.get(id))).toEqual(inFlight.map(() => 200));
    // Every request the server had begun was answered in full (those it never began may be refused).
    const succeeded = [...bookingResults, ...signInResults].filter(
      (r) => r.status === 'fulfilled' && r.value.Code === 1,
    ).length;
    expect(succeeded).toBeGreaterThanOrEqual(begun.size);
    bodies.forEach((body, i) => {
      const result = bookingResults[i];
      sent.push({ requestid: body.requestid, answer: result.status === 'fulfilled' ? result.value : undefined });
    });
  });

  it('has every booking it answered with a reference, each whole, and no half-written one', async () => {
    const db = await openDb(database ? { databaseUrl: database.url } : { dataDir });
    try {
      const { rows } = await db.query<{
        request_id: string;
        jobpartid: number;
        return_jobpartid: number | null;
        detail_ref: number | null;
        return_detail_ref: number | null;
        access_code: string;
        mails: number;
      }>(
        `SELECT request_id, jobpartid::int AS jobpartid, return_jobpartid::int AS return_jobpartid,
           (details->>'jobpartid')::int AS detail_ref, (return_details->>'jobpartid')::int AS return_detail_ref,
           access_code,
           (SELECT count(*)::int FROM outbox WHERE subject = 'Your booking ' || b.jobpartid || ' is confirmed') AS mails
         FROM bookings b WHERE request_id = ANY($1)`,
        [sent.map((s) => s.requestid)],
      );
      const stored = new Map(rows.map((row) => [row.request_id, row]));
      const answered = sent.filter((s) => s.answer?.Bref);
      expect(answered.length).toBeGreaterThanOrEqual(40);
      const lost = answered.filter((s) => stored.get(s.requestid)?.jobpartid !== s.answer!.Bref);
      expect(lost.map((s) => s.requestid)).toEqual([]);
      for (const s of answered) {
        const row = stored.get(s.requestid)!;
        expect(row.access_code).toBe(s.answer!.BookingCode);
        expect(row.return_jobpartid ?? 0).toBe(s.answer!.ReturnRef);
      }
      // Whole: each stored booking, answered or not, has its journey records and its confirmation mail.
      const broken = rows.filter(
        (row) => row.detail_ref !== row.jobpartid || row.return_detail_ref !== row.return_jobpartid || row.mails !== 1,
      );
      expect(broken).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

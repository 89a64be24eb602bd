// Several API processes on one Postgres behind HAProxy (npm run cluster), under faults, from outside as a client
// meets them: every request goes through the balancer, which is free to send it to any process. SHARED_LIMITS=off
// in this command's environment runs the processes with their limits counted each in its own memory: the two limit
// tests then fail, which is what the shared store is for (docs/server.md, "Several API processes").
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt } from '../../scripts/build-server.mjs';
import { startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { startTemporaryPostgres } from '../../server/db/postgresServer';
import { bookingBody, quotationBody, type BookingAnswer } from '../../server/routes/booking.testkit';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../server/seed/customers';
import { crewOf, fleetDriver } from '../../server/tracking/fleet';
import { TOO_MANY_CONNECTIONS } from '../../server/tracking/hubLimits';

/**
 * The cluster's ports (5850 the balancer, 5851-5853 the processes): this suite's own share of 5800-5899;
 * CLUSTER_TEST_PORT moves them, for two runs on one machine.
 */
const PORT = Number(process.env.CLUSTER_TEST_PORT) || 5850;
const CONNECTIONS_PER_ADDRESS = 3;

let cluster: Cluster;
let db: pg.Client;
let scratch: string;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(check: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** A POST through the balancer as from the client `from` (HAProxy adds it behind X-Forwarded-For's own). */
function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${cluster.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Requests each process's server line in a backend has had so far (HAProxy's counters). */
async function servedBy(backend: string): Promise<Record<string, number>> {
  const rows = (await cluster.stats()).filter((row) => row.pxname === backend && row.svname.startsWith('api'));
  return Object.fromEntries(rows.map((row) => [row.svname, Number(row.stot)]));
}

beforeAll(async () => {
  await ensureServerBuilt();
  scratch = await mkdtemp(path.join(tmpdir(), 'cluster-test-'));
  cluster = await startCluster({
    processes: 3,
    port: PORT,
    startPostgres: startTemporaryPostgres,
    env: {
      NODE_ENV: 'test',
      BUILD_DIR: path.join(scratch, 'no-build'),
      TRACKING_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS_PER_ADDRESS),
    },
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('three API processes behind HAProxy', () => {
  it('migrated and seeded the database once, though the three started together', async () => {
    const { rows } = await db.query<{ name: string; n: number }>(
      'SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name HAVING count(*) > 1',
    );
    expect(rows).toEqual([]);
    const customers = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE email = $1', [
      DEMO_EMAILS.amelia,
    ]);
    expect(customers.rows[0].n).toBe(1);
  });

  it('signs a customer in through the balancer and honours the session on every process, and its sign-out on all', async () => {
    const signedIn = await post('/api/signIn', { email: DEMO_EMAILS.amelia, passwordhash: sha256Hex(DEMO_PASSWORD) });
    expect(((await signedIn.json()) as { Code: number }).Code).toBe(1);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('tb_session='))!
      .split(';')[0];
    for (const api of cluster.apis) {
      const profile = await fetch(`http://127.0.0.1:${api.port}/api/profile`, { headers: { cookie } });
      expect(profile.status, api.name).toBe(200);
      expect(((await profile.json()) as { email: string }).email.toLowerCase()).toBe(DEMO_EMAILS.amelia.toLowerCase());
    }
    const out = await fetch(`http://127.0.0.1:${cluster.apis[0].port}/api/signOut`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    for (const api of cluster.apis.slice(1)) {
      const profile = await fetch(`http://127.0.0.1:${api.port}/api/profile`, { headers: { cookie } });
      expect(profile.status, api.name).toBe(401);
    }
  });

  it('refuses the 61st wrong password from one client, as one process does, though the 60 went to all three', async () => {
    // 61 accounts, so the per-account lockout never answers first: this is the per-client limit (60 in 5 minutes).
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const attempt = (n: number) =>
      post('/api/signIn', { email: `stranger${n}@example.com`, passwordhash: sha256Hex('wrong') }, from);
    const before = await servedBy('api_writes');
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(batch * 10 + i)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const after = await servedBy('api_writes');
    for (const name of Object.keys(after)) expect(after[name] - before[name], name).toBeGreaterThanOrEqual(10);

    const over = await attempt(60);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await over.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please try again in/);
  });

  it('holds one client address to its hub connections across the processes, and frees a place when one closes', async () => {
    const from = { 'x-forwarded-for': '198.51.100.8' };
    const open = () => {
      const socket = new WebSocket(`${cluster.url.replace('http', 'ws')}/hubs/tracking`, { headers: from });
      const received: string[] = [];
      socket.on('message', (data) => received.push(data.toString()));
      socket.on('error', () => undefined);
      const answered = new Promise<string>((resolve, reject) => {
        socket.once('open', () => socket.send('{"protocol":"json","version":1}\u001e'));
        socket.once('message', (data) => resolve(data.toString()));
        socket.once('close', () => resolve(received.join('')));
        setTimeout(() => reject(new Error('no handshake answer')), 10_000).unref();
      });
      return { socket, answered };
    };
    const before = await servedBy('api');
    const admitted = [open(), open(), open()];
    for (const connection of admitted) await expect(connection.answered).resolves.toBe('{}\u001e');
    // They went to more than one process: each process alone would have let all three in anyway.
    const after = await servedBy('api');
    expect(Object.keys(after).filter((name) => after[name] > before[name]).length).toBeGreaterThan(1);

    const fourth = open();
    expect(await fourth.answered).toBe(`{"error":"${TOO_MANY_CONNECTIONS}"}\u001e`);
    admitted[0].socket.close();
    // Its place is given back in the database; the next connection, wherever it lands, gets it.
    await until(async () => {
      const next = open();
      const ok = (await next.answered) === '{}\u001e';
      next.socket.close();
      return ok;
    });
    for (const connection of admitted) connection.socket.close();
  });

  it('keeps a followed trip moving when the process holding its WebSocket is killed: the client reconnects through another', async () => {
    const from = { 'x-forwarded-for': '203.0.113.20' };
    const quote = (await (await post('/api/quotation', quotationBody(), from)).json()) as Parameters<
      typeof bookingBody
    >[0];
    const booked = (await (await post('/api/createbookingTest', bookingBody(quote), from)).json()) as BookingAnswer;
    expect(booked.Code, JSON.stringify(booked)).toBe(1);
    const jobpartid = Number(booked.Bref);
    const clock = async (body: Record<string, unknown>) =>
      (await (await post('/dev/tracking/clock', { jobpartid, ...body }, from)).json()) as {
        code: number;
        time: string;
      };
    expect((await clock({ allocate: true })).code).toBe(1);
    const { rows } = await db.query<{ plan: { startAt: number; arriveAt: number } }>(
      'SELECT plan FROM trips WHERE jobpartid = $1',
      [jobpartid],
    );
    // On the way to the pick-up, at a pace that moves the car at every tick for the rest of the test.
    const now = Date.parse((await clock({ speed: 0.001 })).time);
    await clock({ advanceminutes: Math.max(0, rows[0].plan.startAt + 1000 - now) / 60_000, speed: 4 });

    type Update = { type: string; lat?: number; lng?: number; status?: string };
    const updates: (Update & { at: number })[] = [];
    let reconnects = 0;
    const follower = new HubConnectionBuilder()
      .withUrl(`${cluster.url}/hubs/tracking`, { transport: HttpTransportType.WebSockets, headers: from })
      .withAutomaticReconnect([0, 250, 500, 1000, 2000, 2000, 2000, 2000])
      .configureLogging(LogLevel.None)
      .build();
    const subscribe = () =>
      follower.invoke('SubscribeBooking', { id: jobpartid, jobpartid: 0, code: booked.BookingCode });
    follower.on('OnNewData', (update: Update) => updates.push({ ...update, at: Date.now() }));
    // As the app's tracking page does (src/adapters/notifications/signalr): a new connection follows again.
    follower.onreconnected(() => {
      reconnects++;
      void subscribe();
    });
    try {
      await follower.start();
      expect(await subscribe()).toMatchObject({ code: 1 });
      const moves = (since: number) => updates.filter((u) => u.type === 'locationUpdate' && u.at > since);
      await until(() => moves(0).length >= 2);

      // The process holding the WebSocket: the one server with a session open at HAProxy.
      const holders = (await cluster.stats()).filter(
        (row) => row.pxname === 'api' && row.svname.startsWith('api') && Number(row.scur) > 0,
      );
      expect(holders.map((row) => row.svname)).toHaveLength(1);
      const holder = cluster.apis.findIndex((api) => api.name === holders[0].svname);
      const killedAt = Date.now();
      await cluster.kill(holder, 'SIGKILL');

      await until(() => reconnects > 0 && moves(killedAt).length >= 3);
      const after = moves(killedAt);
      const positions = new Set(after.map((u) => `${u.lat},${u.lng}`));
      expect(positions.size).toBeGreaterThan(1);
      expect(updates.some((u) => u.status === 'Cancelled' || u.status === 'Finished')).toBe(false);
      await cluster.start(holder);
    } finally {
      await follower.stop();
    }
  });

  it('loses no booking and makes none twice while one process is killed and another restarted, and allocates each once', async () => {
    const quote = (await (
      await post('/api/quotation', quotationBody(), { 'x-forwarded-for': '203.0.113.30' })
    ).json()) as Parameters<typeof bookingBody>[0];
    type Sent = { requestid: string; body: ReturnType<typeof bookingBody>; answer?: BookingAnswer; failure?: string };
    const sent: Sent[] = [];
    let n = 0;
    let stopAt = Infinity;
    const confirmed = () => sent.filter((s) => s.answer?.Bref).length;
    // Each booking from an address of its own: far inside the guest booking limit, as many customers are.
    const send = async (record: Sent) => {
      const k = sent.indexOf(record);
      try {
        const response = await post('/api/createbookingTest', record.body, {
          'x-forwarded-for': `10.33.${k >> 8}.${k & 255}`,
        });
        if (response.ok) record.answer = (await response.json()) as BookingAnswer;
        else record.failure = `status ${response.status}`;
      } catch (error) {
        record.failure = String(error);
      }
    };
    // Six customers book one after another each, so bookings are in flight when the faults land.
    const client = async () => {
      while (confirmed() < stopAt) {
        const i = n++;
        const body = bookingBody(quote, { passengername: `Guest ${i}`, passengeremail: `guest${i}@example.com` });
        const record: Sent = { requestid: body.requestid, body };
        sent.push(record);
        await send(record);
      }
    };
    const faults = (async () => {
      await until(() => confirmed() >= 15);
      await cluster.kill(0, 'SIGKILL');
      await until(() => confirmed() >= 30);
      await cluster.kill(1, 'SIGTERM');
      await cluster.start(1);
      stopAt = confirmed() + 15;
    })();
    await Promise.all([faults, ...Array.from({ length: 6 }, client)]);
    await cluster.start(0);

    // A client that heard no answer asks again with the same requestid (the booking-once rule).
    const unanswered = sent.filter((s) => !s.answer);
    for (const record of unanswered) await send(record);
    expect(sent.filter((s) => s.answer?.Code !== 1).map((s) => s.failure ?? s.answer)).toEqual([]);

    const { rows } = await db.query<{ request_id: string; n: number; jobpartid: number }>(
      `SELECT request_id, count(*)::int AS n, min(jobpartid)::int AS jobpartid FROM bookings
        WHERE request_id = ANY($1::text[]) GROUP BY request_id`,
      [sent.map((s) => s.requestid)],
    );
    const stored = new Map(rows.map((row) => [row.request_id, row]));
    for (const record of sent) {
      expect(stored.get(record.requestid), record.requestid).toMatchObject({
        n: 1,
        jobpartid: Number(record.answer!.Bref),
      });
    }

    // Every process's dispatcher looks for due bookings: each gets one driver, the one its record names.
    const jobpartids = sent.map((s) => Number(s.answer!.Bref));
    const trips = await until(async () => {
      const result = await db.query<{ jobpartid: number; driver_id: number; named: string }>(
        `SELECT t.jobpartid::int AS jobpartid, t.driver_id::int AS driver_id, b.details->>'drivername' AS named
           FROM trips t JOIN bookings b ON b.jobpartid = t.jobpartid WHERE t.jobpartid = ANY($1::bigint[])`,
        [jobpartids],
      );
      return result.rows.length === jobpartids.length ? result.rows : null;
    }, 30_000);
    for (const trip of trips) expect(trip.named, String(trip.jobpartid)).toBe(crewOf(fleetDriver(trip.driver_id)).name);
  });
});

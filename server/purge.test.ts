import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './lib/testing';
import { book, bookingBody, createCustomer, quote } from './routes/booking.testkit';
import { postJson } from './lib/testing';
import { LINK_DEAD } from './tracking/access';
import { startPurging } from './services/purging';
import { purgeExpired } from './stores/purge';

const NOW = new Date('2026-11-22T08:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
let clock = NOW;
let testApp: TestApp;
let customer: number;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  customer = await createCustomer(testApp.db, 'purge@example.com');
});
afterAll(() => testApp.close());

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  testApp.db.query<T>(sql, params).then((r) => r.rows);

/** Which of the keys are still there, as sorted text (Postgres answers bigint ids as strings, PGlite as numbers). */
async function remaining(table: string, key: string, values: unknown[]): Promise<string[]> {
  const rows = await q<{ key: unknown }>(`SELECT ${key} AS key FROM ${table} WHERE ${key} = ANY($1)`, [values]);
  return rows.map((row) => String(row.key)).sort();
}
const texts = (values: unknown[]) => values.map(String).sort();

async function addSession(expiresAt: string) {
  const token = randomBytes(16).toString('hex');
  await q('INSERT INTO sessions (token_hash, customer_id, remember, expires_at) VALUES ($1, $2, false, $3)', [
    token,
    customer,
    expiresAt,
  ]);
  return token;
}

async function addParams(expiresAt: string) {
  const token = randomBytes(16).toString('hex');
  await q("INSERT INTO booking_params (token, expires_at, trackingcode) VALUES ($1, $2, 'demo')", [token, expiresAt]);
  return token;
}

async function addNonce(expiresAt: string, usedAt: string | null = null) {
  const nonce = `sbx_${randomBytes(8).toString('hex')}`;
  await q(
    `INSERT INTO sandbox_cards (nonce, brand, last4, exp_month, exp_year, outcome, created_at, expires_at, used_at)
     VALUES ($1, 'Visa', '4242', 12, 2030, 'approved', $2, $3, $4)`,
    [nonce, at(-2 * DAY), expiresAt, usedAt],
  );
  return nonce;
}

async function addMail(createdAt: string) {
  const rows = await q<{ id: number }>(
    `INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES ('receipt', 'a@example.com', 's', 'b', $1)
     RETURNING id::int AS id`,
    [createdAt],
  );
  return rows[0].id;
}

async function addQuote(expiresAt: string) {
  const rows = await q<{ id: number }>(
    `INSERT INTO quotes (request, response, pricing, created_at, expires_at) VALUES ('{}', '{}', null, $1, $2)
     RETURNING id::int AS id`,
    [at(-DAY), expiresAt],
  );
  return rows[0].id;
}

describe('purgeExpired', () => {
  it('deletes expired quotes no booking names, expired sessions, parameters and nonces, used nonces and old mail; keeps the rest', async () => {
    clock = NOW;
    // A quote booked an hour and more ago: expired now, but its booking keeps it.
    const booked = await quote(testApp.app);
    expect((await book(testApp.app, bookingBody(booked))).body.Code).toBe(1);
    const live = await quote(testApp.app);
    await q('UPDATE quotes SET expires_at = $2 WHERE id = $1', [booked.quoteid, at(-3 * HOUR)]);
    const expiredQuotes = [await addQuote(at(-2 * HOUR)), await addQuote(at(-DAY))];
    const justExpiredQuote = await addQuote(at(-5 * 60_000));

    const expiredSessions = [await addSession(at(-2 * HOUR)), await addSession(at(-30 * DAY))];
    const liveSessions = [await addSession(at(HOUR)), await addSession(at(29 * DAY))];
    const expiredParams = [await addParams(at(-2 * HOUR))];
    const liveParams = [await addParams(at(23 * HOUR))];
    const goneNonces = [await addNonce(at(-2 * HOUR)), await addNonce(at(HOUR), at(-2 * HOUR))];
    const keptNonces = [await addNonce(at(HOUR)), await addNonce(at(HOUR), at(-60_000))];
    const oldMail = [await addMail(at(-31 * DAY)), await addMail(at(-365 * DAY))];
    const recentMail = [await addMail(at(-29 * DAY)), await addMail(at(-HOUR))];

    const counts = await purgeExpired(testApp.db, NOW);

    expect(await remaining('quotes', 'id', [...expiredQuotes, justExpiredQuote, booked.quoteid, live.quoteid])).toEqual(
      texts([booked.quoteid, live.quoteid, justExpiredQuote]),
    );
    expect(await remaining('sessions', 'token_hash', [...expiredSessions, ...liveSessions])).toEqual(
      liveSessions.sort(),
    );
    expect(await remaining('booking_params', 'token', [...expiredParams, ...liveParams])).toEqual(texts(liveParams));
    expect(await remaining('sandbox_cards', 'nonce', [...goneNonces, ...keptNonces])).toEqual(texts(keptNonces));
    expect(await remaining('outbox', 'id', [...oldMail, ...recentMail])).toEqual(texts(recentMail));
    expect(counts).toMatchObject({ quotes: 2, sessions: 2, booking_params: 1, sandbox_cards: 2, outbox: 2 });
    // The booking still reads its quote and its own record.
    expect(await q('SELECT 1 FROM bookings WHERE quote_id = $1', [booked.quoteid])).toHaveLength(1);
  });

  it('works through more rows than one batch, a batch at a time', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, () => addQuote(at(-2 * DAY))));
    const counts = await purgeExpired(testApp.db, NOW, { batchSize: 10, maxBatches: 2 });
    expect(counts.quotes).toBe(20);
    expect(await remaining('quotes', 'id', ids)).toHaveLength(5);
    await purgeExpired(testApp.db, NOW, { batchSize: 10 });
    expect(await remaining('quotes', 'id', ids)).toHaveLength(0);
  });

  it('leaves the work to another process holding the purge lock, and two at once delete each row once', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => addQuote(at(-2 * DAY))));
    const runs = await Promise.all([purgeExpired(testApp.db, NOW), purgeExpired(testApp.db, NOW)]);
    expect(runs[0].quotes + runs[1].quotes).toBe(30);
    expect(await remaining('quotes', 'id', ids)).toHaveLength(0);
  });
});

async function addComment(createdAt: string) {
  const rows = await q<{ id: number }>(
    `INSERT INTO comments (name, email, message, created_at) VALUES ('Ann', 'ann@example.com', 'Hello', $1)
     RETURNING id::int AS id`,
    [createdAt],
  );
  return rows[0].id;
}

describe('purgeExpired, issue 26', () => {
  it('deletes enquiries past their retention (30 days) and keeps newer ones', async () => {
    const old = [await addComment(at(-31 * DAY)), await addComment(at(-400 * DAY))];
    const recent = [await addComment(at(-29 * DAY)), await addComment(at(-HOUR))];
    const counts = await purgeExpired(testApp.db, NOW);
    expect(await remaining('comments', 'id', [...old, ...recent])).toEqual(texts(recent));
    expect(counts.comments).toBe(2);
  });

  it('ends a share link a day after its pick-up, and then deletes it', async () => {
    clock = NOW;
    const booked = (await book(testApp.app, bookingBody(await quote(testApp.app)))).body;
    const made = await postJson(testApp.app, '/api/trackinglink', { jobpartid: booked.Bref, code: booked.BookingCode });
    const { token } = made.json() as { token: string };
    const follow = async () => (await testApp.app.inject({ url: `/api/trackvehicle?share=${token}` })).statusCode;
    expect(await follow()).toBe(200);
    // The ASAP pick-up is within the hour; two days on the link has ended, though nothing finished the trip.
    clock = new Date(NOW.getTime() + 2 * DAY);
    const dead = await testApp.app.inject({ url: `/api/trackvehicle?share=${token}` });
    expect(dead.statusCode).toBe(404);
    expect(dead.json()).toEqual({ code: 2, message: LINK_DEAD });
    const stored = () =>
      q('SELECT 1 FROM tracking_links WHERE booking_id = (SELECT id FROM bookings WHERE jobpartid = $1)', [
        booked.Bref,
      ]);
    expect(await stored()).toHaveLength(1);
    await purgeExpired(testApp.db, clock);
    expect(await stored()).toHaveLength(0);
    clock = NOW;
  });
});

describe('startPurging', () => {
  it('purges on its timer and stops when asked', async () => {
    const expired = await addSession(at(-2 * HOUR));
    const purged: Record<string, number>[] = [];
    const purger = startPurging(testApp.db, { everyMs: 50, now: () => NOW, onPurged: (c) => purged.push(c) });
    await expect.poll(() => remaining('sessions', 'token_hash', [expired]), { timeout: 5000 }).toEqual([]);
    await purger.stop();
    const runs = purged.length;
    expect(runs).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(purged.length).toBe(runs);
  });

  it('runs again soon, not a whole interval later, while a run stops at its cap', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => addQuote(at(-2 * DAY))));
    // Two batches of two rows a run: three runs for these twelve, with an hour between runs but for the catching up.
    const purger = startPurging(testApp.db, {
      everyMs: 3_600_000,
      firstAfterMs: 0,
      catchUpMs: 10,
      batchSize: 2,
      maxBatches: 2,
      now: () => NOW,
    });
    await expect.poll(() => remaining('quotes', 'id', ids), { timeout: 5000 }).toEqual([]);
    await purger.stop();
  });
});

// Concurrent submissions, on PGlite and (on the Postgres pass) on a real Postgres with a pool of connections, where
// transactions truly overlap: one requestid makes one booking; different ids make as many, each its own reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './lib/testing';
import { book, bookingBody, bookingCount, quote } from './routes/booking.testkit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('twenty concurrent booking submissions', () => {
  it('with one requestid make one booking, every answer naming it', async () => {
    const body = bookingBody(await quote(testApp.app));
    const replies = await Promise.all(Array.from({ length: 20 }, () => book(testApp.app, body)));
    expect(replies.map((r) => r.body.Code)).toEqual(replies.map(() => 1));
    expect(new Set(replies.map((r) => r.body.Bref)).size).toBe(1);
    expect(await bookingCount(testApp.db, body.requestid)).toBe(1);
  });

  it('with twenty requestids make twenty bookings with unique references and access codes', async () => {
    const q = await quote(testApp.app);
    const bodies = Array.from({ length: 20 }, () => bookingBody(q));
    const replies = await Promise.all(bodies.map((body) => book(testApp.app, body)));
    expect(replies.map((r) => r.body.Code)).toEqual(replies.map(() => 1));
    expect(new Set(replies.map((r) => r.body.Bref)).size).toBe(20);
    expect(new Set(replies.map((r) => r.body.BookingCode)).size).toBe(20);
    const { rows } = await testApp.db.query<{ request_id: string; jobpartid: number }>(
      'SELECT request_id, jobpartid::int AS jobpartid FROM bookings WHERE request_id = ANY($1)',
      [bodies.map((b) => b.requestid)],
    );
    expect(rows).toHaveLength(20);
    const byRequest = new Map(rows.map((row) => [row.request_id, row.jobpartid]));
    expect(bodies.map((b) => byRequest.get(b.requestid))).toEqual(replies.map((r) => r.body.Bref));
  });
});

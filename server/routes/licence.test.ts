import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const params = { trackingcode: 'DEMO', pickup: 'Heathrow T5', dropoff: 'The Savoy', datetime: '', isASAP: true };

async function store(): Promise<string> {
  const { status, body } = await answer(postJson(testApp.app, '/api/bookingparams', params));
  expect(status).toBe(200);
  return body.id as string;
}

const read = (id: string) => answer(testApp.app.inject({ url: `/api/bookingparams?id=${encodeURIComponent(id)}` }));

describe('booking parameter handles (issue 10: guessable handles)', () => {
  it('hands out a random 128-bit token, never a counter another visitor could step through', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, store));
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await read(ids[0])).body).toMatchObject({ code: 1, pickup: 'Heathrow T5', dropoff: 'The Savoy' });
    // The row numbers behind them read nothing.
    for (const n of ['1', '2', '20']) expect((await read(n)).status).toBe(400);
  });

  it('stops answering once a token has expired, with the same answer as for a token never issued', async () => {
    const id = await store();
    expect((await read(id)).status).toBe(200);
    // A day later (the database's clock is the one that counts).
    await testApp.db.query(`UPDATE booking_params SET expires_at = now() - interval '1 second' WHERE token = $1`, [id]);
    const expired = await read(id);
    const neverIssued = await read('Zm9vYmFyYmF6cXV4cXV1eA');
    expect(expired).toEqual({ status: 404, body: { code: 0, message: 'Booking parameters not found.' } });
    expect(neverIssued).toEqual(expired);
  });

  it('gives a token a day to live', async () => {
    const id = await store();
    const { rows } = await testApp.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM booking_params WHERE token = $1`,
      [id],
    );
    expect(rows[0].hours).toBe(24);
  });
});

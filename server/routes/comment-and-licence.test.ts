import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import { createCustomer, sessionCookie } from './booking.testkit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const enquiry = {
  phone: '7700900123',
  name: 'Ann Smith',
  email: 'ann@example.com',
  source: 8,
  subject: 'Group booking',
  enqtype: 'quote',
  message: 'Can you take 12 people to Gatwick on 3 May?',
  custid: null,
};

describe('POST /api/comment', () => {
  it('stores the enquiry and thanks the sender', async () => {
    const { status, body } = await answer(postJson(testApp.app, '/api/comment', enquiry));
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1, message: 'Thank you, we have received your message.' });
    const { rows } = await testApp.db.query(
      'SELECT name, email, phone, subject, enqtype, message, source FROM comments',
    );
    expect(rows).toContainEqual({
      name: 'Ann Smith',
      email: 'ann@example.com',
      phone: '7700900123',
      subject: 'Group booking',
      enqtype: 'quote',
      message: enquiry.message,
      source: 8,
    });
  });

  it("accepts only name, email and message; a customer id (number or string) only from that customer's session", async () => {
    const ann = await createCustomer(testApp.db, 'ann.comment@example.com');
    const annSession = await sessionCookie(testApp.db, ann, new Date());
    for (const custid of [ann, String(ann), undefined, null, '']) {
      const { status } = await answer(
        postJson(
          testApp.app,
          '/api/comment',
          { name: 'Bo', email: 'bo@example.com', message: 'Hi', custid },
          annSession,
        ),
      );
      expect(status, String(custid)).toBe(200);
    }
    expect(
      (await answer(postJson(testApp.app, '/api/comment', { name: 'Bo', email: 'bo@example.com', message: 'Hi' })))
        .status,
    ).toBe(200);
    const noSession = await answer(
      postJson(testApp.app, '/api/comment', { name: 'Bo', email: 'bo@example.com', message: 'Hi', custid: ann }),
    );
    expect(noSession).toEqual({ status: 401, body: { code: 0, message: 'Please sign in again.' } });
    const other = await answer(
      postJson(
        testApp.app,
        '/api/comment',
        { name: 'Bo', email: 'bo@example.com', message: 'Hi', custid: ann + 1 },
        annSession,
      ),
    );
    expect(other).toEqual({ status: 403, body: { code: 0, message: 'Not allowed.' } });
  });

  it('requires name, email and message, and names the missing field', async () => {
    for (const field of ['name', 'email', 'message'] as const) {
      const { [field]: _omitted, ...rest } = enquiry;
      const { status, body } = await answer(postJson(testApp.app, '/api/comment', rest));
      expect(status).toBe(400);
      expect(body).toEqual({ code: 0, message: `${field} is required` });
    }
  });

  it('refuses a blank name, a bad email, wrong types and oversized strings', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ name: '   ' }, /^name /],
      [{ email: 'not-an-email' }, /^email is invalid$/],
      [{ name: 123 }, /^name must be of type string$/],
      [{ source: 'web' }, /^source /],
      [{ subject: 's'.repeat(256) }, /^subject must be at most 255 characters long$/],
      [{ phone: '1'.repeat(256) }, /^phone must be at most 255/],
      [{ message: 'm'.repeat(2001) }, /^message must be at most 2000/],
    ];
    for (const [change, message] of bad) {
      const { status, body } = await answer(postJson(testApp.app, '/api/comment', { ...enquiry, ...change }));
      expect(status, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(body.code).toBe(0);
      expect(body.message).toMatch(message);
    }
  });

  it('refuses a body that is not an object', async () => {
    const { status, body } = await answer(postJson(testApp.app, '/api/comment', '["Ann"]'));
    expect(status).toBe(400);
    expect(body.code).toBe(0);
  });
});

describe('licence host calls (spec 7.9)', () => {
  it('stores booking parameters and reads them back by id', async () => {
    const params = {
      trackingcode: 'DEMO',
      pickup: 'Heathrow T5',
      dropoff: 'The Savoy',
      datetime: '2026-05-03T10:00:00+01:00',
      vehtypeid: 2,
      vehicleid: 7,
      isASAP: false,
    };
    const stored = await answer(postJson(testApp.app, '/api/bookingparams', params));
    expect(stored.status).toBe(200);
    expect(stored.body.code).toBe(1);
    expect(stored.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const read = await answer(testApp.app.inject({ url: `/api/bookingparams?id=${String(stored.body.id)}` }));
    expect(read.body).toEqual({ code: 1, message: '', id: stored.body.id, ...params });
  });

  it('answers 404 for unknown booking parameters and 400 for a bad id or body', async () => {
    const unknown = await answer(testApp.app.inject({ url: '/api/bookingparams?id=AAAAAAAAAAAAAAAAAAAAAA' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 0, message: 'Booking parameters not found.' });
    for (const url of ['/api/bookingparams?id=abc', '/api/bookingparams?id=1', '/api/bookingparams']) {
      expect((await testApp.app.inject({ url })).statusCode).toBe(400);
    }
    for (const payload of [
      {},
      { trackingcode: 'DEMO', vehtypeid: 'saloon' },
      { trackingcode: 'DEMO', isASAP: 'yes' },
      { trackingcode: 'D'.repeat(256) },
    ]) {
      const { status, body } = await answer(postJson(testApp.app, '/api/bookingparams', payload));
      expect(status).toBe(400);
      expect(body.code).toBe(0);
    }
  });

  it('gives the customer app URLs of a tracking code', async () => {
    const { body } = await answer(testApp.app.inject({ url: '/api/custappbaseurl?trackingcode=DEMO' }));
    expect(body).toEqual({
      code: 1,
      message: '',
      baseurl: 'http://127.0.0.1:3000/',
      bookingpageurl: 'http://127.0.0.1:3000/booking.html',
    });
    const unknown = await answer(testApp.app.inject({ url: '/api/custappbaseurl?trackingcode=NOPE' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(0);
    expect((await testApp.app.inject({ url: '/api/custappbaseurl' })).statusCode).toBe(400);
  });

  it('validates a licensed domain and tracking code pair', async () => {
    const ok = await answer(
      postJson(testApp.app, '/api/validate', { parentdomain: 'https://localhost:3000/', trackingcode: 'DEMO' }),
    );
    expect(ok.body).toMatchObject({ code: 1, message: '' });
    for (const pair of [
      { parentdomain: 'evil.example.net', trackingcode: 'DEMO' },
      { parentdomain: 'localhost', trackingcode: 'OTHER' },
    ]) {
      const refused = await answer(postJson(testApp.app, '/api/validate', pair));
      expect(refused.status).toBe(200);
      expect(refused.body).toEqual({ code: 0, message: 'This site is not licensed to use the booking app.' });
    }
    const missing = await answer(postJson(testApp.app, '/api/validate', { parentdomain: 'localhost' }));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 0, message: 'trackingcode is required' });
  });
});

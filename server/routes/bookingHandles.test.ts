/**
 * Handles a stranger can guess or replay (issue 10): a guest's sequential reference does not resend their receipt,
 * and a guest's requestid replayed by someone else does not hand over their reference and booking code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_NOT_YOURS } from '../domain/bookingRules';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import { book, bookingBody, bookingCount, createCustomer, quote, sessionCookie } from './booking.testkit';

const NOW = new Date('2026-11-22T08:00:00Z');
const GENERIC = { code: 0, message: 'Something went wrong, please try again.' };
let testApp: TestApp;
let stranger: { cookie: string };
beforeAll(async () => {
  testApp = await createTestApp({ now: () => NOW });
  stranger = await sessionCookie(testApp.db, await createCustomer(testApp.db, 'stranger@example.com'), NOW);
});
afterAll(() => testApp.close());

async function receiptsSent(): Promise<number> {
  const { rows } = await testApp.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox WHERE kind = 'receipt'",
  );
  return rows[0].n;
}

describe("POST /api/emailreceipt for a guest's booking", () => {
  it('needs the booking code: a bare or wrong-coded reference sends nothing and looks like an unknown one', async () => {
    const { body: booked } = await book(testApp.app, bookingBody(await quote(testApp.app)));
    const before = await receiptsSent();
    for (const [body, headers] of [
      [{ source: 8, bookingref: booked.Bref }, {}],
      [{ source: 8, bookingref: String(booked.Bref), code: 'not-the-code' }, {}],
      [{ source: 8, bookingref: booked.Bref }, stranger],
    ] as const) {
      const reply = await answer(postJson(testApp.app, '/api/emailreceipt', body, headers));
      expect(reply.body, JSON.stringify(body)).toEqual(GENERIC);
    }
    expect(await receiptsSent()).toBe(before);
    const sent = await answer(
      postJson(testApp.app, '/api/emailreceipt', { source: 8, bookingref: booked.Bref, code: booked.BookingCode }),
    );
    expect(sent.body).toEqual({ code: 1, message: 'The receipt has been sent to your email address' });
    expect(await receiptsSent()).toBe(before + 1);
  });
});

describe("a guest's requestid replayed", () => {
  it('by a stranger, guest or signed in, is refused without the reference or booking code', async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q);
    const { body: booked } = await book(testApp.app, body);
    expect(booked.Code).toBe(1);
    const strangersOwn = {
      passengername: 'Eve Stranger',
      passengeremail: 'eve@example.com',
      passengerphone: '2079460999',
    };
    for (const [change, headers] of [
      [strangersOwn, {}],
      [{ passengeremail: 'eve@example.com' }, {}],
      [{ passengerphone: '2079460999' }, {}],
      [{}, stranger],
    ] as const) {
      const replay = await book(testApp.app, bookingBody(q, { ...change, requestid: body.requestid }), headers);
      expect(replay.body, JSON.stringify(change)).toEqual({ Code: 2, Message: REQUEST_NOT_YOURS });
    }
    expect(await bookingCount(testApp.db, body.requestid)).toBe(1);
  });

  it('by the guest who made it (same e-mail and phone) answers the same booking', async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q);
    const { body: booked } = await book(testApp.app, body);
    const again = await book(testApp.app, { ...body, passengeremail: ' ANN.GUEST@example.com ' });
    expect(again.body).toEqual(booked);
  });
});

describe('the passenger’s and customer’s e-mail and phone on a booking', () => {
  it('are checked by the server with the contact step’s messages, and nothing is stored', async () => {
    const q = await quote(testApp.app);
    for (const [change, message] of [
      [{ passengerphone: '07700900123' }, 'Phone is invalid'],
      [{ passengerphone: '20 7946 0123' }, 'Phone is invalid'],
      [{ passengerphone: '+442079460123' }, 'Phone is invalid'],
      [{ passengerphone: '12' }, 'Phone is invalid'],
      [{ passengerphone: '9999999999' }, 'Phone is invalid'],
      [{ passengerphone: '2079460123', passengerdialingcode: '+33' }, 'Phone is invalid'],
      [{ passengerdialingcode: 'x44' }, 'Phone is invalid'],
      [{ passengeremail: 'ann.guest@example' }, 'Email is invalid'],
      [{ passengeremail: 'ann guest@example.com' }, 'Email is invalid'],
      [{ custemail: 'not-an-email' }, 'Customer email is invalid'],
      [{ custphone: '0000' }, 'Customer phone is invalid'],
    ] as const) {
      const body = bookingBody(q, change);
      expect((await book(testApp.app, body)).body, JSON.stringify(change)).toEqual({ Code: 2, Message: message });
      expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    }
    for (const change of [
      { passengerphone: '2079460123', passengerdialingcode: '+44' },
      { passengerphone: '612345678', passengerdialingcode: '+33' },
      { passengerdialingcode: '' },
    ]) {
      expect((await book(testApp.app, bookingBody(q, change))).body.Code, JSON.stringify(change)).toBe(1);
    }
  });

  it('of a signed-in customer, locked to their profile, need only be digits (5.2: no check on locked fields)', async () => {
    const id = await createCustomer(testApp.db, 'locked.phone@example.com');
    const session = await sessionCookie(testApp.db, id, NOW);
    const q = await quote(testApp.app, { custid: id }, session);
    const body = bookingBody(q, { custid: id, passengerphone: '7700900123' });
    expect((await book(testApp.app, body, session)).body.Code).toBe(1);
    const junk = bookingBody(q, { custid: id, passengerphone: '07700 900123' });
    expect((await book(testApp.app, junk, session)).body).toEqual({ Code: 2, Message: 'Phone is invalid' });
  });
});

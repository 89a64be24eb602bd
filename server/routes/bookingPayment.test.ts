import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE } from '../gateways/payments';
import { sandboxGateway } from '../gateways/payments/sandbox';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import { book, bookingBody, bookingCount, payLater, quote, TEST_CARDS, tokenize } from './booking.testkit';
import { PAID_IN_CASH } from './payment';

const START = new Date('2026-11-22T08:00:00Z');
let clock = START;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});
afterAll(() => testApp.close());

async function paidState(requestId: string) {
  const { rows } = await testApp.db.query<{ is_paid: boolean; ispaid: boolean; payments: number }>(
    `SELECT b.is_paid, (b.details->>'ispaid')::boolean AS ispaid, (SELECT count(*)::int FROM payments p WHERE p.booking_id = b.id) AS payments
     FROM bookings b WHERE request_id = $1`,
    [requestId],
  );
  return rows[0];
}

describe('POST /sandbox-gateway/tokenize', () => {
  it('answers a nonce, the brand and the last four digits, and stores neither the number nor the CVC', async () => {
    const { status, body } = await answer(
      postJson(testApp.app, '/sandbox-gateway/tokenize', {
        cardnumber: '4242 4242 4242 4242',
        expirymonth: 11,
        expiryyear: 2026,
        cvc: '987',
        name: 'Ann Guest',
        postcode: 'N1 9AL',
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1, brand: 'Visa', last4: '4242' });
    expect(body.nonce).toMatch(/^sbx_[A-Za-z0-9_-]{32}$/);
    const { rows } = await testApp.db.query<{ row: string }>(
      "SELECT (to_jsonb(c) - 'nonce')::text AS row FROM sandbox_cards c",
    );
    const stored = rows.map((r) => r.row).join('\n');
    expect(stored).toContain('4242');
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('987');
  });

  it('refuses a number that fails the Luhn check, a past expiry, a bad CVC and missing fields', async () => {
    const card = {
      cardnumber: TEST_CARDS.approved,
      expirymonth: 12,
      expiryyear: 2030,
      cvc: '123',
      name: 'Ann',
      postcode: 'N1 9AL',
    };
    const bad: [Record<string, unknown>, string][] = [
      [{ cardnumber: '4242424242424241' }, 'Card number is invalid'],
      [{ cardnumber: '' }, 'Card number is required'],
      [{ expirymonth: 10, expiryyear: 2026 }, 'Expiry is invalid'],
      [{ expiryyear: 2099 }, 'Expiry is invalid'],
      [{ cvc: '12' }, 'CVC is invalid'],
      [{ name: ' ' }, 'Name is required'],
      [{ expirymonth: 13 }, 'expirymonth must be at most 12'],
      [{ cvc: undefined }, 'cvc is required'],
    ];
    for (const [change, message] of bad) {
      const { status, body } = await answer(postJson(testApp.app, '/sandbox-gateway/tokenize', { ...card, ...change }));
      expect(status, message).toBe(400);
      expect(body).toEqual({ code: 0, message });
    }
    // This month is not past: a card expiring 11/2026 still works in November 2026.
    expect(await tokenize(testApp.app, TEST_CARDS.approved, { expirymonth: 11, expiryyear: 26 })).toMatch(/^sbx_/);
  });
});

describe('card bookings', () => {
  it('charges an approved card: Code 1 with PaymentResult Code 1 and the booking paid', async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q, { paymentmethod: 'card', nonce: await tokenize(testApp.app, TEST_CARDS.approved) });
    const { body: reply } = await book(testApp.app, body);
    expect(reply).toMatchObject({ Code: 1, PaymentResult: { Code: 1, Message: 'Paid by Visa ending 4242' } });
    expect(reply.PaymentResult?.AuthCode).toMatch(/^SBX[0-9A-F]{8}$/);
    expect(await paidState(body.requestid)).toEqual({ is_paid: true, ispaid: true, payments: 1 });
  });

  it.each([
    ['card declined', TEST_CARDS.declined],
    ['insufficient funds', TEST_CARDS.insufficientFunds],
    ['expired card', TEST_CARDS.expiredCard],
  ])(
    'keeps the booking unpaid on %s, and the same requestid with a new card pays that same booking',
    async (_name, number) => {
      const q = await quote(testApp.app);
      const body = bookingBody(q, { paymentmethod: 'card', nonce: await tokenize(testApp.app, number) });
      const declined = await book(testApp.app, body);
      expect(declined.body).toMatchObject({ Code: 1, PaymentResult: { Code: 0, Message: CARD_PROCESSING_MESSAGE } });
      expect(await paidState(body.requestid)).toEqual({ is_paid: false, ispaid: false, payments: 1 });
      const retry = await book(testApp.app, { ...body, nonce: await tokenize(testApp.app, TEST_CARDS.approved) });
      expect(retry.body).toMatchObject({
        Code: 1,
        Bref: declined.body.Bref,
        BookingCode: declined.body.BookingCode,
        PaymentResult: { Code: 1 },
      });
      expect(await paidState(body.requestid)).toEqual({ is_paid: true, ispaid: true, payments: 2 });
      expect(await bookingCount(testApp.db, body.requestid)).toBe(1);
      // Paid now: a further submission charges nothing.
      const third = await book(testApp.app, { ...body, nonce: await tokenize(testApp.app, TEST_CARDS.approved) });
      expect(third.body.PaymentResult?.Code).toBe(1);
      expect((await paidState(body.requestid)).payments).toBe(2);
    },
  );

  it('uses a nonce once: a second booking with it is refused and stores nothing', async () => {
    const nonce = await tokenize(testApp.app, TEST_CARDS.approved);
    const q = await quote(testApp.app);
    expect((await book(testApp.app, bookingBody(q, { paymentmethod: 'card', nonce }))).body.PaymentResult?.Code).toBe(
      1,
    );
    const second = bookingBody(q, { paymentmethod: 'card', nonce });
    expect((await book(testApp.app, second)).body).toEqual({ Code: 2, Message: PAYMENT_INFO_MESSAGE });
    expect(await bookingCount(testApp.db, second.requestid)).toBe(0);
  });

  it('refuses an unknown or expired nonce, and a card booking without one', async () => {
    clock = START;
    const nonce = await tokenize(testApp.app, TEST_CARDS.approved);
    clock = new Date(START.getTime() + 16 * 60_000);
    const q = await quote(testApp.app);
    for (const change of [{ nonce }, { nonce: 'sbx_made_up' }, { nonce: undefined }]) {
      const body = bookingBody(q, { paymentmethod: 'card', ...change });
      expect((await book(testApp.app, body)).body).toEqual({ Code: 2, Message: PAYMENT_INFO_MESSAGE });
      expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    }
    clock = START;
  });

  it('charges a declined booking once from 20 concurrent resubmissions with one new nonce', async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q, { paymentmethod: 'card', nonce: await tokenize(testApp.app, TEST_CARDS.declined) });
    await book(testApp.app, body);
    const retry = { ...body, nonce: await tokenize(testApp.app, TEST_CARDS.approved) };
    const replies = await Promise.all(Array.from({ length: 20 }, () => book(testApp.app, retry)));
    expect(replies.every((r) => r.body.PaymentResult?.Code === 1)).toBe(true);
    expect(await paidState(body.requestid)).toEqual({ is_paid: true, ispaid: true, payments: 2 });
  });
});

describe('paying later: GET /api/paymentintent and PUT /api/updatebooking', () => {
  it("lets a guest holding the booking's code pay an unpaid card booking with a new nonce", async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q, {
      paymentmethod: 'card',
      nonce: await tokenize(testApp.app, TEST_CARDS.insufficientFunds),
    });
    const { body: booked } = await book(testApp.app, body);
    const code = booked.BookingCode as string;

    const noCode = await testApp.app.inject({ method: 'GET', url: `/api/paymentintent?jobpartid=${booked.Bref}` });
    expect(noCode.statusCode).toBe(404);
    expect(noCode.json()).toEqual({ code: 0, message: 'Booking not found.' });
    const intent = await testApp.app.inject({
      method: 'GET',
      url: `/api/paymentintent?jobpartid=${booked.Bref}&code=${code}`,
    });
    expect(intent.json()).toMatchObject({
      Code: 1,
      Bref: booked.Bref,
      BookingCode: code,
      CurrencyCode: 'GBP',
      PaymentResult: { Code: 0 },
    });
    expect(intent.json().Amount).toBeCloseTo(Number(body.totalfare), 2);

    const update = (transactionid: string, extra: Record<string, unknown> = { code }) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/updatebooking',
        payload: { transactionid, jobpartid: booked.Bref, transactionstatus: 'succeeded', ...extra },
      });
    const declined = await update(await tokenize(testApp.app, TEST_CARDS.declined));
    expect(declined.json()).toEqual({ Code: 2, Message: CARD_PROCESSING_MESSAGE });
    const stranger = await update(await tokenize(testApp.app, TEST_CARDS.approved), {});
    expect(stranger.statusCode).toBe(404);
    const paid = await update(await tokenize(testApp.app, TEST_CARDS.approved));
    expect(paid.json()).toMatchObject({ Code: 1 });
    expect(await paidState(body.requestid)).toEqual({ is_paid: true, ispaid: true, payments: 3 });
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/paymentintent?jobpartid=${booked.Bref}&code=${code}`,
    });
    expect(after.json()).toMatchObject({ Code: 1, PaymentResult: { Code: 1 } });
  });
});

describe('paying later for a cash booking', () => {
  it('refuses a card payment for a booking paid in cash, and charges nothing', async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q, { paymentmethod: 'cash' });
    const { body: booked } = await book(testApp.app, body);
    const code = booked.BookingCode as string;
    const intent = await testApp.app.inject({
      method: 'GET',
      url: `/api/paymentintent?jobpartid=${booked.Bref}&code=${code}`,
    });
    expect(intent.json()).toEqual({ Code: 2, Message: PAID_IN_CASH });
    const update = await payLater(testApp.app, booked, TEST_CARDS.approved);
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({ Code: 2, Message: PAID_IN_CASH });
    expect(await paidState(body.requestid)).toEqual({ is_paid: false, ispaid: false, payments: 0 });
  });
});

describe('the sandbox gateway refunds', () => {
  it('gives an approved charge back once, and refuses a charge it never made', async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q, { paymentmethod: 'card', nonce: await tokenize(testApp.app, TEST_CARDS.approved) });
    const { body: booked } = await book(testApp.app, body);
    const authCode = booked.PaymentResult?.AuthCode as string;
    const { rows } = await testApp.db.query<{ id: number; total: number }>(
      'SELECT id::int AS id, total_fare::float8 AS total FROM bookings WHERE request_id = $1',
      [body.requestid],
    );
    const refund = { bookingId: rows[0].id, authCode, amount: rows[0].total, currency: 'GBP' };
    const first = await sandboxGateway.refund(testApp.db, refund, clock);
    expect(first).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^SBR[0-9]+$/) });
    expect(await sandboxGateway.refund(testApp.db, refund, clock)).toMatchObject({ status: 'failed' });
    expect(await sandboxGateway.refund(testApp.db, { ...refund, authCode: 'SBX00000000' }, clock)).toMatchObject({
      status: 'failed',
    });
    const { rows: sums } = await testApp.db.query<{ net: number }>(
      'SELECT sum(amount)::float8 AS net FROM payments WHERE booking_id = $1',
      [rows[0].id],
    );
    expect(sums[0].net).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_EXPIRED, PROMO_UNKNOWN } from '../domain/promo';
import { FARE_CHANGED } from '../domain/bookingsRecord';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import { REFERENCE_NOT_IN_ACCOUNT, SIGN_IN_FOR_REFERENCE } from './booking';
import {
  book,
  bookingBody,
  bookingCount,
  createCustomer,
  quote,
  sessionCookie,
  TEST_CARDS,
  tokenize,
} from './booking.testkit';

const NOW = new Date('2026-11-22T08:00:00Z');
let testApp: TestApp;
let ann: number;
let bob: number;
let annSession: { cookie: string };
let bobSession: { cookie: string };
beforeAll(async () => {
  testApp = await createTestApp({ now: () => NOW });
  ann = await createCustomer(testApp.db, 'ann.access@example.com');
  bob = await createCustomer(testApp.db, 'bob.access@example.com', { bookerId: 7001 });
  annSession = await sessionCookie(testApp.db, ann, NOW);
  bobSession = await sessionCookie(testApp.db, bob, NOW);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  answer(testApp.app.inject({ method: 'GET', url, headers }));

/** Ann's own booking (signed in), with a return. */
async function annBooking(change: Record<string, unknown> = {}) {
  const q = await quote(testApp.app, { rtntype: 'rtn', custid: ann }, annSession);
  const body = bookingBody(q, {
    custid: ann,
    rtntype: 'rtn',
    returndate: '2026-11-22T20:00:00Z',
    passengeremail: '',
    ...change,
  });
  const { body: reply } = await book(testApp.app, body, annSession);
  expect(reply.Code).toBe(1);
  return reply;
}

describe('ownership of custid and bookerid on createbookingTest', () => {
  it("refuses another customer's custid or bookerid, with or without a session, and stores nothing", async () => {
    const q = await quote(testApp.app);
    const cases: [Record<string, unknown>, Record<string, string>, number][] = [
      [{ custid: bob }, {}, 401],
      [{ custid: bob }, annSession, 403],
      [{ bookerid: 7001 }, annSession, 403],
      [{ custid: ann, bookerid: 7001 }, annSession, 403],
      [{ bookerid: 7001 }, {}, 401],
    ];
    for (const [ids, headers, status] of cases) {
      const body = bookingBody(q, ids);
      const reply = await answer(postJson(testApp.app, '/api/createbookingTest', body, headers));
      expect(reply.status, JSON.stringify(ids)).toBe(status);
      expect(reply.body.code).toBe(0);
      expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    }
  });

  it("books for the signed-in customer with the profile's details, and never hands a request of theirs to someone else", async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q, { custid: ann, passengeremail: '' });
    const mine = await book(testApp.app, body, annSession);
    expect(mine.body.Code).toBe(1);
    const { rows } = await testApp.db.query<{
      customer_id: number;
      email: string;
      details: { custemail: string; custname: string };
    }>('SELECT customer_id::int AS customer_id, email, details FROM bookings WHERE request_id = $1', [body.requestid]);
    expect(rows[0]).toMatchObject({
      customer_id: ann,
      email: 'ann.access@example.com',
      details: { custemail: 'ann.access@example.com', custname: 'Test Customer' },
    });
    const replayed = await book(testApp.app, { ...body, custid: undefined, passengeremail: 'thief@example.com' });
    expect(replayed.body).toEqual({ Code: 2, Message: 'This booking request belongs to another customer.' });
  });
});

describe('POST /api/bookinginfo', () => {
  it('answers the 3.2 record (and the return) for an access code, and code 0 for an unknown one', async () => {
    const booked = await annBooking();
    const info = await answer(postJson(testApp.app, '/api/bookinginfo', { code: booked.BookingCode }));
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      code: 1,
      jobpartid: booked.Bref,
      status: 'Upcoming',
      ispaid: false,
      now: '2026-11-22T08:00:00+00:00',
    });
    expect(info.body.returnbooking).toMatchObject({ jobpartid: booked.ReturnRef });
    const unknown = await answer(postJson(testApp.app, '/api/bookinginfo', { code: 'no-such-code' }));
    expect(unknown).toEqual({ status: 200, body: { code: 0, message: 'No booking was found for this code.' } });
    expect((await answer(postJson(testApp.app, '/api/bookinginfo', { code: 5 }))).status).toBe(400);
  });

  it("opens a booking by its reference for its owner's session only, and says what to do otherwise", async () => {
    const booked = await annBooking();
    const byReference = (ref: number, headers: Record<string, string> = {}) =>
      answer(postJson(testApp.app, '/api/bookinginfo', { code: String(ref) }, headers));
    const own = await byReference(booked.Bref!, annSession);
    expect(own.body).toMatchObject({ code: 1, jobpartid: booked.Bref });
    expect(own.body.returnbooking).toMatchObject({ jobpartid: booked.ReturnRef });
    // The return's own reference opens the same booking.
    expect((await byReference(booked.ReturnRef!, annSession)).body).toMatchObject({ code: 1, jobpartid: booked.Bref });
    expect((await byReference(booked.Bref!)).body).toEqual({ code: 2, message: SIGN_IN_FOR_REFERENCE });
    // Someone else's booking looks exactly like a reference that does not exist.
    expect((await byReference(booked.Bref!, bobSession)).body).toEqual({ code: 2, message: REFERENCE_NOT_IN_ACCOUNT });
    expect((await byReference(999999999, annSession)).body).toEqual({ code: 2, message: REFERENCE_NOT_IN_ACCOUNT });
    // A guest's booking has no owner to sign in: only its code opens it.
    const guest = (await book(testApp.app, bookingBody(await quote(testApp.app)))).body;
    expect((await byReference(guest.Bref!, annSession)).body).toEqual({ code: 2, message: REFERENCE_NOT_IN_ACCOUNT });
  });

  it('tells the extras, and the promo code with its discount, on both journeys of the record', async () => {
    const q = await quote(testApp.app, { rtntype: 'rtn' });
    const extras = { smallchildseats: 1, largechildseats: 2, smallpets: 1, otherpets: 0, equipment: 1, handbags: 2 };
    const body = bookingBody(q, {
      rtntype: 'rtn',
      returndate: '2026-11-22T20:00:00Z',
      promocodeid: 1,
      promocode: 'WELCOME10',
      ...extras,
    });
    const booked = (await book(testApp.app, body)).body;
    expect(booked.Code).toBe(1);
    const info = await answer(postJson(testApp.app, '/api/bookinginfo', { code: booked.BookingCode }));
    const discount = Math.round(q.totalfare * 10) / 100;
    expect(info.body).toMatchObject({ ...extras, promocode: 'WELCOME10', discount });
    expect(info.body.returnbooking).toMatchObject({ ...extras, promocode: 'WELCOME10', discount });
    const plain = (await book(testApp.app, bookingBody(await quote(testApp.app)))).body;
    const plainInfo = await answer(postJson(testApp.app, '/api/bookinginfo', { code: plain.BookingCode }));
    expect(plainInfo.body).not.toHaveProperty('promocode');
  });
});

describe('GET /api/bookingdetails', () => {
  it('shows a booking only to its signed-in owner: 401 without a session, 404 to anyone else', async () => {
    const booked = await annBooking();
    const own = await get(`/api/bookingdetails?jobid=${booked.Bref}`, annSession);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      code: 1,
      bookingdetails: { jobpartid: booked.Bref, custemail: 'ann.access@example.com' },
    });
    const back = await get(`/api/bookingdetails?jobid=${booked.ReturnRef}`, annSession);
    expect(back.body).toMatchObject({ code: 1, bookingdetails: { jobpartid: booked.ReturnRef } });
    expect(await get(`/api/bookingdetails?jobid=${booked.Bref}`, bobSession)).toEqual({
      status: 404,
      body: { code: 0, message: 'Booking not found.' },
    });
    expect((await get(`/api/bookingdetails?jobid=${booked.Bref}`)).status).toBe(401);
    expect(await get('/api/bookingdetails?jobid=1', annSession)).toEqual({
      status: 404,
      body: { code: 0, message: 'Booking not found.' },
    });
    expect((await get('/api/bookingdetails?jobid=abc', annSession)).status).toBe(400);
  });

  it('carries the return leg on the onward record: its reference, pick-up, flight, earliest time and kind', async () => {
    const booked = await annBooking({ returnflightno: 'BA117' });
    const { body } = await get(`/api/bookingdetails?jobid=${booked.Bref}`, annSession);
    const record = body.bookingdetails as Record<string, unknown>;
    expect(record).toMatchObject({
      hasreturn: true,
      returnjobpartid: booked.ReturnRef,
      returndate: '2026-11-22T20:00:00+00:00',
      returnflightnumber: 'BA117',
      waitandreturn: false,
    });
    // The earliest return: the onward pick-up plus the quote's driving time (its JourneyTime, in minutes).
    const q = await quote(testApp.app, { rtntype: 'rtn', custid: ann }, annSession);
    const earliest = Date.parse(record.pickupdatetime as string) + Number(q.JourneyTime) * 60_000;
    expect(Date.parse(record.returnearliesttime as string)).toBe(earliest);
    // The return journey's own record does not point at itself; a one-way booking says it has no return.
    const back = (await get(`/api/bookingdetails?jobid=${booked.ReturnRef}`, annSession)).body.bookingdetails;
    expect(back).not.toHaveProperty('hasreturn');
    const oneQuote = await quote(testApp.app, { custid: ann }, annSession);
    const oneWay = (await book(testApp.app, bookingBody(oneQuote, { custid: ann, passengeremail: '' }), annSession))
      .body;
    const single = (await get(`/api/bookingdetails?jobid=${oneWay.Bref}`, annSession)).body.bookingdetails;
    expect(single).toMatchObject({ hasreturn: false });
    expect(single).not.toHaveProperty('returndate');
  });

  it('says a wait-and-return booking waits and returns, its return timed by the wait', async () => {
    const q = await quote(testApp.app, { rtntype: 'w&r', custid: ann }, annSession);
    const body = bookingBody(q, { custid: ann, rtntype: 'w&r', passengeremail: '' });
    const { body: booked } = await book(testApp.app, body, annSession);
    expect(booked.Code).toBe(1);
    const record = (await get(`/api/bookingdetails?jobid=${booked.Bref}`, annSession)).body.bookingdetails as Record<
      string,
      string
    >;
    expect(record).toMatchObject({ hasreturn: true, waitandreturn: true, returnjobpartid: booked.ReturnRef });
    expect(Date.parse(record.returndate)).toBeGreaterThan(Date.parse(record.pickupdatetime));
  });
});

describe('POST /api/emailreceipt', () => {
  it("writes the receipt to the outbox for the booking's e-mail", async () => {
    const q = await quote(testApp.app);
    const { body: booked } = await book(testApp.app, bookingBody(q));
    const sent = await answer(
      postJson(testApp.app, '/api/emailreceipt', {
        source: 8,
        bookingref: String(booked.Bref),
        code: booked.BookingCode,
      }),
    );
    expect(sent.body).toEqual({ code: 1, message: 'The receipt has been sent to your email address' });
    const { rows } = await testApp.db.query<{ recipient: string; subject: string; body: string }>(
      "SELECT recipient, subject, body FROM outbox WHERE kind = 'receipt' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0].recipient).toBe('ann.guest@example.com');
    expect(rows[0].subject).toBe(`Your receipt for booking ${booked.Bref}`);
    expect(rows[0].body).toContain(`Booking reference: ${booked.Bref}`);
    expect(rows[0].body).toContain("From: King's Cross Station, London");
    expect(rows[0].body).toContain('To: Heathrow Airport Terminal 5');
    expect(rows[0].body).toContain('Pick-up time: Sun 22 Nov 2026, 09:00');
    expect(rows[0].body).toContain('Vehicle: Saloon');
    expect(rows[0].body).toContain(`Total: £${q.totalfare.toFixed(2)}`);
  });

  it('refuses a reference no id can be (1e308, 2^63) with a 400 before it reaches the database', async () => {
    for (const raw of ['{"bookingref":1e308}', '{"bookingref":9223372036854775808}', '{"bookingref":"1e308"}']) {
      const reply = await answer(postJson(testApp.app, '/api/emailreceipt', raw));
      expect(reply.status).toBe(400);
      // The schema's answer, not the database's refusal ("Request is invalid") after a round trip.
      expect(reply.body).toEqual({ code: 0, message: expect.stringMatching(/^bookingref /) });
    }
  });

  it("answers code 0 for an unknown reference and needs the owner's session for a customer's booking", async () => {
    expect((await answer(postJson(testApp.app, '/api/emailreceipt', { source: 8, bookingref: 1 }))).body).toEqual({
      code: 0,
      message: 'Something went wrong, please try again.',
    });
    const booked = await annBooking();
    const before = (await testApp.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0].n;
    expect((await answer(postJson(testApp.app, '/api/emailreceipt', { bookingref: booked.Bref }))).status).toBe(401);
    expect(
      (await answer(postJson(testApp.app, '/api/emailreceipt', { bookingref: booked.Bref }, bobSession))).status,
    ).toBe(403);
    expect(
      (await answer(postJson(testApp.app, '/api/emailreceipt', { bookingref: booked.Bref, code: 'wrong' }))).status,
    ).toBe(401);
    expect((await testApp.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(before);
    expect(
      (await answer(postJson(testApp.app, '/api/emailreceipt', { bookingref: booked.Bref }, annSession))).body.code,
    ).toBe(1);
    // The ticket page's access code is proof enough: the receipt goes only to the booking's own address.
    expect(
      (await answer(postJson(testApp.app, '/api/emailreceipt', { bookingref: booked.Bref, code: booked.BookingCode })))
        .body.code,
    ).toBe(1);
  });
});

describe('payment calls check the owner', () => {
  it("refuses another customer's booking on paymentintent and updatebooking", async () => {
    // Unpaid by card (declined), so Ann herself may pay it.
    const booked = await annBooking({
      paymentmethod: 'card',
      nonce: await tokenize(testApp.app, TEST_CARDS.declined),
    });
    expect((await get(`/api/paymentintent?jobpartid=${booked.Bref}`)).status).toBe(401);
    expect((await get(`/api/paymentintent?jobpartid=${booked.Bref}`, bobSession)).status).toBe(404);
    expect((await get(`/api/paymentintent?jobpartid=${booked.Bref}`, annSession)).body).toMatchObject({
      Code: 1,
      Bref: booked.Bref,
    });
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/updatebooking',
      headers: bobSession,
      payload: { transactionid: 'sbx_x', jobpartid: booked.Bref, transactionstatus: 'succeeded' },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('POST /api/promocode and promos on bookings', () => {
  it('answers the amount off a price, or a message for unknown and expired codes', async () => {
    const promo = (body: Record<string, unknown>) =>
      answer(postJson(testApp.app, '/api/promocode', { price: 80, currencycode: 'GBP', ...body }));
    expect((await promo({ promocode: 'welcome10' })).body).toEqual({ Code: 1, Message: '', Value: 8, promocodeid: 1 });
    expect((await promo({ promocode: 'SAVE5', currencycode: 'EUR' })).body).toEqual({
      Code: 1,
      Message: '',
      Value: 5.85,
      promocodeid: 2,
    });
    expect((await promo({ promocode: 'NOPE' })).body).toEqual({ Code: 2, Message: PROMO_UNKNOWN });
    expect((await promo({ promocode: 'SUMMER25' })).body).toEqual({ Code: 2, Message: PROMO_EXPIRED });
    expect((await promo({ promocode: '' })).status).toBe(400);
    expect((await promo({ promocode: 'SAVE5', custid: bob })).status).toBe(401);
  });

  it('takes the promo off the total itself, whether the client sent the quoted or the discounted total', async () => {
    const q = await quote(testApp.app);
    const value = (
      (
        await answer(
          postJson(testApp.app, '/api/promocode', { price: q.totalfare, promocode: 'WELCOME10', currencycode: 'GBP' }),
        )
      ).body as { Value: number }
    ).Value;
    const discounted = Math.round((q.totalfare - value) * 100) / 100;
    const gbpDiscounted = discounted;
    const wrong = bookingBody(q, { promocodeid: 1, promocode: 'WELCOME10', totalfare: discounted - 1 });
    expect((await book(testApp.app, wrong)).body).toEqual({ Code: 2, Message: FARE_CHANGED });
    const ok = bookingBody(q, {
      promocodeid: 1,
      promocode: 'WELCOME10',
      totalfare: discounted,
      gbptotalfare: gbpDiscounted,
    });
    const quoted = bookingBody(q, { promocodeid: 1, promocode: 'WELCOME10' });
    for (const body of [ok, quoted]) {
      expect((await book(testApp.app, body)).body.Code).toBe(1);
      const { rows } = await testApp.db.query<{ total: number; details: { totalfare: number } }>(
        'SELECT total_fare::float8 AS total, details FROM bookings WHERE request_id = $1',
        [body.requestid],
      );
      expect(rows[0]).toMatchObject({ total: discounted, details: { totalfare: discounted } });
    }
    // Paying later shows the same: the discounted amount due, and the code with what it took off.
    // A card booking left unpaid by a declined card.
    const nonce = await tokenize(testApp.app, TEST_CARDS.declined);
    const booked = (
      await book(testApp.app, bookingBody(q, { promocodeid: 1, promocode: 'WELCOME10', paymentmethod: 'card', nonce }))
    ).body;
    const intent = await get(`/api/paymentintent?jobpartid=${booked.Bref}&code=${booked.BookingCode}`);
    expect(intent.body).toMatchObject({ Code: 1, Amount: discounted, PromoCode: 'WELCOME10', Discount: value });
    expect((await book(testApp.app, bookingBody(q, { promocodeid: 3, promocode: 'SUMMER25' }))).body).toEqual({
      Code: 2,
      Message: PROMO_EXPIRED,
    });
  });
});

import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { EMAIL_REQUIRED, METHOD_NOT_AVAILABLE, SIGN_IN_TO_BOOK } from '../domain/bookingRules';
import { FARE_CHANGED, JOURNEY_CHANGED, quoteExpiredMessage } from '../domain/bookingsRecord';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import { book, bookingBody, bookingCount, quote, TRAFALGAR } from './booking.testkit';

const START = new Date('2026-11-22T08:00:00Z');
let clock = START;
let testApp: TestApp;
let dir: string;
let configPath: string;
let demoConfig: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'booking-'));
  configPath = path.join(dir, 'operator.json');
  demoConfig = await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8');
  await writeFile(configPath, demoConfig);
  testApp = await createTestApp({ now: () => clock, operatorConfigPath: configPath });
});
afterAll(async () => {
  await testApp.close();
  await rm(dir, { recursive: true, force: true });
});

/** Changes the operator file and waits until the app has re-read it. */
async function setOperator(change: (doc: { configuration: Record<string, unknown> }) => void) {
  const doc = JSON.parse(demoConfig);
  change(doc);
  await writeFile(configPath, JSON.stringify(doc));
  const later = new Date(Date.now() + 5000);
  await utimes(configPath, later, later);
  await new Promise((resolve) => setTimeout(resolve, 600));
  await postJson(testApp.app, '/api/quotation', {});
}

describe('POST /api/createbookingTest', () => {
  it('books a guest ASAP with cash: Code 1, job part id, access code, unpaid, with the full 3.2 record', async () => {
    clock = START;
    const q = await quote(testApp.app);
    const body = bookingBody(q);
    const { status, body: reply } = await book(testApp.app, body);
    expect(status).toBe(200);
    expect(reply).toMatchObject({ Code: 1, ReturnRef: 0, PaymentResult: { Code: 0 } });
    expect(reply.Bref).toBeGreaterThanOrEqual(100231);
    expect(reply.BookingCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const { rows } = await testApp.db.query<Record<string, unknown>>(
      'SELECT jobpartid::int AS jobpartid, status, is_paid, payment_method, email, access_code, details, extras, notes FROM bookings WHERE request_id = $1',
      [body.requestid],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      jobpartid: reply.Bref,
      status: 'Upcoming',
      is_paid: false,
      payment_method: 'cash',
      email: 'ann.guest@example.com',
      access_code: reply.BookingCode,
    });
    expect(row.extras).toMatchObject({ handbags: 1, luggages: 2, passengers: 2 });
    expect(row.notes).toMatchObject({ note: 'Please call on arrival' });
    const details = row.details as Record<string, unknown>;
    expect(Object.keys(details).sort()).toEqual(
      [
        'jobpartid',
        'status',
        'bookerref',
        'ispaid',
        'paymentmethod',
        'flightnumber',
        'arrivingfromairportname',
        'arrivingfromairportcode',
        'expflightarrival',
        'totalfare',
        'gbptotalfare',
        'currencycode',
        'pickupdatetime',
        'now',
        'passengername',
        'passengerphone',
        'passengeremail',
        'passengerdialingcode',
        'custname',
        'custphone',
        'custemail',
        'custcountryalpha2code',
        'picklat',
        'picklng',
        'pickpostcode',
        'pickupaddress',
        'pickcategory',
        'dofflat',
        'dofflng',
        'droppostcode',
        'dropoffaddress',
        'doffcategory',
        'vehtypeid',
        'vehicletype',
        'suitcases',
        'passengers',
        'vialocations',
        'notes',
        'photo',
      ].sort(),
    );
    expect(details).toMatchObject({
      jobpartid: reply.Bref,
      status: 'Upcoming',
      ispaid: false,
      totalfare: q.totalfare,
      gbptotalfare: q.gbptotalfare,
      currencycode: 'GBP',
      vehicletype: 'Saloon',
      passengername: 'Ann Guest',
      custname: 'Ann Guest',
      custemail: 'ann.guest@example.com',
      suitcases: 2,
      passengers: 2,
      pickupaddress: body.pickupaddress,
      dropoffaddress: body.dropoffaddress,
      doffcategory: 'Air',
    });
    // ASAP: picked up after the quoted lead time (60 minutes).
    expect(new Date(details.pickupdatetime as string).toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });

  it('refuses a tampered fare, tier, vehicle or currency with code 2 and stores nothing', async () => {
    clock = START;
    const q = await quote(testApp.app);
    const tampered = [
      { totalfare: q.totalfare - 1 },
      { fare: q.fare - 1, totalfare: q.totalfare - 1 },
      { gbptotalfare: q.gbptotalfare - 1 },
      { pricetier: 0 },
      { vehtypeid: 2, vehtype: 'Executive' },
      { currencycode: 'EUR' },
    ];
    for (const change of tampered) {
      const body = bookingBody(q, change);
      const { body: reply } = await book(testApp.app, body);
      expect(reply, JSON.stringify(change)).toEqual({ Code: 2, Message: FARE_CHANGED });
      expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    }
    const cheaperTier = q.additionalprices[0];
    const economy = await book(
      testApp.app,
      bookingBody(q, {
        pricetier: 0,
        fare: cheaperTier.fare,
        totalfare: cheaperTier.totalfare,
        gbpfare: undefined,
        gbptotalfare: undefined,
      }),
    );
    expect(economy.body.Code).toBe(1);
  });

  it('refuses a journey that differs from the quote', async () => {
    const q = await quote(testApp.app);
    for (const change of [
      { dofflat: TRAFALGAR.lat, dofflng: TRAFALGAR.lng },
      { rtntype: 'rtn', returndate: '2026-11-22T18:00:00Z' },
      { viaaddresses: [TRAFALGAR] },
    ]) {
      const body = bookingBody(q, change);
      expect((await book(testApp.app, body)).body).toEqual({ Code: 2, Message: JOURNEY_CHANGED });
      expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    }
  });

  it('refuses an expired quote (60 x QuoteTimeout seconds) with the spec message and stores nothing', async () => {
    clock = START;
    const q = await quote(testApp.app);
    clock = new Date(START.getTime() + 600_000);
    const body = bookingBody(q);
    expect((await book(testApp.app, body)).body).toEqual({ Code: 2, Message: quoteExpiredMessage('+44 20 7946 0321') });
    expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    clock = new Date(START.getTime() + 599_000);
    expect((await book(testApp.app, body)).body.Code).toBe(1);
    clock = START;
  });

  it('without a quoteid (the spec payload) uses the newest quote of the same journey, with the same checks', async () => {
    clock = START;
    const q = await quote(testApp.app, { rtntype: 'w&r' });
    const tampered = bookingBody(q, { rtntype: 'w&r', quoteid: undefined, totalfare: q.totalfare - 5 });
    expect((await book(testApp.app, tampered)).body).toEqual({ Code: 2, Message: FARE_CHANGED });
    const body = bookingBody(q, { rtntype: 'w&r', quoteid: undefined });
    clock = new Date(START.getTime() + 600_000);
    expect((await book(testApp.app, body)).body).toEqual({ Code: 2, Message: quoteExpiredMessage('+44 20 7946 0321') });
    clock = START;
    expect((await book(testApp.app, body)).body).toMatchObject({ Code: 1 });
    const { rows } = await testApp.db.query<{ quote_id: number }>(
      'SELECT quote_id::int AS quote_id FROM bookings WHERE request_id = $1',
      [body.requestid],
    );
    expect(rows[0].quote_id).toBe(q.quoteid);
  });

  it('returns the same booking for a repeated requestid, never a second one', async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q);
    const first = await book(testApp.app, body);
    const again = await book(testApp.app, body);
    const changed = await book(testApp.app, { ...body, passengername: 'Someone Else' });
    expect(again.body).toEqual(first.body);
    expect(changed.body.Bref).toBe(first.body.Bref);
    expect(await bookingCount(testApp.db, body.requestid)).toBe(1);
  });

  it('creates exactly one booking from 20 concurrent submissions of one request', async () => {
    const q = await quote(testApp.app);
    const body = bookingBody(q);
    const replies = await Promise.all(Array.from({ length: 20 }, () => book(testApp.app, body)));
    expect(replies.every((r) => r.status === 200 && r.body.Code === 1)).toBe(true);
    expect(new Set(replies.map((r) => r.body.Bref)).size).toBe(1);
    expect(new Set(replies.map((r) => r.body.BookingCode)).size).toBe(1);
    expect(await bookingCount(testApp.db, body.requestid)).toBe(1);
  });

  it('books a later pick-up with a return: two job part ids and a return record with the places swapped', async () => {
    const q = await quote(testApp.app, { rtntype: 'rtn', bookingdate: '2026-11-23T09:00:00+00:00' });
    const body = bookingBody(q, {
      rtntype: 'rtn',
      isasap: false,
      bookingdate: '2026-11-23T09:00:00+00:00',
      returndate: '2026-11-23T18:30:00+00:00',
      returnflightno: 'BA117',
    });
    const { body: reply } = await book(testApp.app, body);
    expect(reply.Code).toBe(1);
    expect(reply.ReturnRef).toBe((reply.Bref as number) + 1);
    const { rows } = await testApp.db.query<{
      details: Record<string, unknown>;
      return_details: Record<string, unknown>;
    }>('SELECT details, return_details FROM bookings WHERE request_id = $1', [body.requestid]);
    expect(rows[0].details).toMatchObject({ totalfare: q.totalfare, pickupaddress: body.pickupaddress });
    expect(rows[0].return_details).toMatchObject({
      jobpartid: reply.ReturnRef,
      pickupaddress: body.dropoffaddress,
      dropoffaddress: body.pickupaddress,
      flightnumber: 'BA117',
      totalfare: q.returnfare,
      pickupdatetime: '2026-11-23T18:30:00+00:00',
    });
  });

  it('refuses a pick-up earlier than the lead time allows, and a return without a return date', async () => {
    const soon = '2026-11-22T08:20:00+00:00';
    const q = await quote(testApp.app, { bookingdate: soon });
    const early = await book(testApp.app, bookingBody(q, { isasap: false, bookingdate: soon }));
    expect(early.body).toEqual({
      Code: 2,
      Message: 'The earliest time we can pickup from this address is 22/11/2026 09:00',
    });
    const r = await quote(testApp.app, { rtntype: 'rtn' });
    const noDate = await book(testApp.app, bookingBody(r, { rtntype: 'rtn' }));
    expect(noDate.body).toEqual({ Code: 2, Message: 'Please choose a return date.' });
  });

  it('needs an e-mail from a guest, refuses guests when the operator does not allow them, and refuses disabled methods', async () => {
    const q = await quote(testApp.app);
    const noEmail = bookingBody(q, { passengeremail: '', custemail: '' });
    expect((await book(testApp.app, noEmail)).body).toEqual({ Code: 2, Message: EMAIL_REQUIRED });
    await setOperator((doc) => {
      doc.configuration.allowGuest = false;
      doc.configuration.IsCashAllowed = false;
    });
    const q2 = await quote(testApp.app);
    expect((await book(testApp.app, bookingBody(q2, { paymentmethod: 'card', nonce: 'x' }))).body).toEqual({
      Code: 2,
      Message: SIGN_IN_TO_BOOK,
    });
    expect((await book(testApp.app, bookingBody(q2))).body).toEqual({ Code: 2, Message: METHOD_NOT_AVAILABLE });
    await setOperator(() => undefined);
    expect((await book(testApp.app, bookingBody(await quote(testApp.app)))).body.Code).toBe(1);
  });

  it('refuses a booking whose drop-off, or a via stop, is its pick-up, whatever quote it names (400)', async () => {
    const q = await quote(testApp.app);
    const sameEnds = bookingBody(q, { dropoffaddress: 'Pinned on the map', dofflat: 51.5308, dofflng: -0.1238 });
    expect(await book(testApp.app, sameEnds)).toEqual({
      status: 400,
      body: { code: 0, message: 'The pick-up and drop-off cannot be the same address. Choose a different one.' },
    });
    const via = bookingBody(q, { viaaddresses: [{ address: 'Outside the station', lat: 51.5308, lng: -0.1238 }] });
    expect(await book(testApp.app, via)).toEqual({
      status: 400,
      body: {
        code: 0,
        message: 'A via stop cannot be the same address as the pick-up or drop-off. Choose a different one.',
      },
    });
    expect(await bookingCount(testApp.db, sameEnds.requestid)).toBe(0);
  });

  it('refuses malformed bodies with the error shape', async () => {
    const q = await quote(testApp.app);
    const bad: [unknown, RegExp][] = [
      ['{"quoteid":', /not valid JSON/],
      [bookingBody(q, { totalfare: '10' }), /^totalfare must be of type number$/],
      [bookingBody(q, { requestid: undefined }), /^requestid is required$/],
      [bookingBody(q, { note: 'n'.repeat(1001) }), /^note must be at most 1000 characters long$/],
      [bookingBody(q, { passengername: 'p'.repeat(256) }), /^passengername must be at most 255/],
      [bookingBody(q, { paymentmethod: 'gold' }), /^paymentmethod is invalid$/],
      [bookingBody(q, { isasap: false, bookingdate: 'soon' }), /^bookingdate is invalid$/],
      [bookingBody(q, { isasap: false, bookingdate: '' }), /^bookingdate is required$/],
    ];
    for (const [body, message] of bad) {
      const { status, body: reply } = await answer(postJson(testApp.app, '/api/createbookingTest', body as object));
      expect(status, String(message)).toBe(400);
      expect(reply.code).toBe(0);
      expect(reply.message).toMatch(message);
    }
  });
});

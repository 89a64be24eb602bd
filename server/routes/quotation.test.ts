import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import { OUTSIDE_SERVICE_AREA, type QuotePricing } from '../domain/quotes';
import { storeQuote } from '../stores/quotes';
import {
  createCustomer,
  HEATHROW_T5,
  KINGS_CROSS,
  MANCHESTER,
  quotationBody,
  quote,
  sessionCookie,
  TRAFALGAR,
} from './booking.testkit';

let testApp: TestApp;
const clock = new Date('2026-11-22T08:00:00Z');
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});
afterAll(() => testApp.close());

describe('POST /api/quotation', () => {
  it('quotes every vehicle in three tiers, the chosen one first with its second tier as the fare, and every vehicle for the list', async () => {
    const body = await quote(testApp.app, { vehtypeid: 2 });
    expect(body.code).toBe(1);
    // The quotation rule (rules: quotation): additionalprices holds every vehicle type; the chosen vehicle's tiers are the first three.
    expect(body.additionalprices.map((t) => t.vehtypeid)).toEqual([2, 2, 2, 1, 1, 1, 3, 3, 3, 4, 4, 4, 5, 5, 5]);
    const tiers = body.additionalprices.slice(0, 3);
    expect(tiers.map((t) => [t.vehtypeid, t.tier])).toEqual([
      [2, 'Economy'],
      [2, 'Standard'],
      [2, 'Premium'],
    ]);
    const saloon = body.additionalprices.filter((t) => t.vehtypeid === 1);
    expect(saloon.map((t) => t.tier)).toEqual(['Economy', 'Standard', 'Premium']);
    expect(tiers[0].fare).toBeLessThan(tiers[1].fare);
    expect(tiers[1].fare).toBeLessThan(tiers[2].fare);
    expect(body.fare).toBe(tiers[1].fare);
    expect(body.OnwardFare).toBe(body.fare);
    expect(body.totalfare).toBe(body.fare);
    const list = body.vehicleprices as { vehtypeid: number; fare: number }[];
    expect(list.map((v) => v.vehtypeid)).toEqual([1, 2, 3, 4, 5]);
    expect(list[1].fare).toBe(body.fare);
    expect(list[0].fare).toBeLessThan(list[1].fare);
    expect(list[0].fare).toBe(saloon[1].fare);
  });

  it('gives the route, its distance and time, and raises the travel time to the minimum lead time', async () => {
    const body = await quote(testApp.app);
    expect((body.routepath as unknown[]).length).toBeGreaterThan(10);
    expect(body.routedistance).toBeGreaterThan(15);
    expect(body.JourneyTime).toBeGreaterThan(30);
    expect(body.traveltime).toBe(60);
    expect((body.nearestdriver as { traveltime: number }).traveltime).toBeLessThan(60);
    expect(body.returnroutepath).toEqual([]);
    expect(body.returnfare).toBe(0);
  });

  it('stores the quote for 60 x QuoteTimeout seconds and starts it 15 minutes from now by default', async () => {
    const body = await quote(testApp.app, { requestid: 'r-1' });
    expect(body.requestid).toBe('r-1');
    expect(body.quoteexpires).toBe('2026-11-22T08:10:00.000Z');
    const { rows } = await testApp.db.query<{ expires_at: Date; pricing: { bookingdate: string } }>(
      'SELECT expires_at, pricing FROM quotes WHERE id = $1',
      [body.quoteid],
    );
    expect(new Date(rows[0].expires_at).toISOString()).toBe('2026-11-22T08:10:00.000Z');
    expect(new Date(rows[0].pricing.bookingdate).toISOString()).toBe('2026-11-22T08:15:00.000Z');
  });

  it('charges the airport pick-up charge when the pick-up is an airport', async () => {
    const plain = await quote(testApp.app, { doff: TRAFALGAR.address, dofflat: TRAFALGAR.lat, dofflng: TRAFALGAR.lng });
    const air = await quote(testApp.app, {
      doff: TRAFALGAR.address,
      dofflat: TRAFALGAR.lat,
      dofflng: TRAFALGAR.lng,
      pickcategory: 'Air',
    });
    // Two miles through London: the minimum fare, plus the airport pick-up charge on top.
    expect(plain.fare).toBe(25);
    expect(air.fare).toBe(32.5);
  });

  it('prices a return on its own route and a wait-and-return with the waiting rate', async () => {
    const single = await quote(testApp.app);
    const back = await quote(testApp.app, { rtntype: 'rtn' });
    expect(back.fare).toBe(single.fare);
    expect(back.returnfare).toBeGreaterThan(0);
    expect(back.totalfare).toBeCloseTo(back.fare + back.returnfare, 2);
    expect((back.returnroutepath as unknown[]).length).toBeGreaterThan(10);
    const wait = await quote(testApp.app, { rtntype: 'w&r' });
    // The default wait is 60 minutes at 0.30 a minute.
    expect(wait.returnfare).toBeCloseTo(back.returnfare + 18, 2);
    const start = '2026-11-22T10:00:00+00:00';
    const timed = await quote(testApp.app, { rtntype: 'w&r', bookingdate: start });
    const arrival = new Date(start).getTime() + (timed.JourneyTime as number) * 60_000;
    const twoHoursLater = await quote(testApp.app, {
      rtntype: 'w&r',
      bookingdate: start,
      returndate: new Date(arrival + 120 * 60_000).toISOString(),
    });
    expect(twoHoursLater.returnfare).toBeCloseTo(back.returnfare + 36, 2);
  });

  it('converts to the requested currency and keeps the gbp fields in GBP', async () => {
    const gbp = await quote(testApp.app, { rtntype: 'rtn' });
    const eur = await quote(testApp.app, { rtntype: 'rtn', currencyCode: 'eur' });
    expect(eur.currencycode).toBe('EUR');
    expect(eur.gbpfare).toBe(gbp.fare);
    expect(eur.gbptotalfare).toBe(gbp.totalfare);
    expect(eur.fare).toBe(Math.round(gbp.fare * 117) / 100);
    expect(eur.additionalprices.every((t) => (t as unknown as { currencycode: string }).currencycode === 'EUR')).toBe(
      true,
    );
    const unknown = await quote(testApp.app, { currencyCode: 'XYZ' });
    expect(unknown).toEqual({ code: 2, message: 'Prices cannot be shown in XYZ.' });
  });

  it('answers 3 for a pick-up and 6 for a via stop or drop-off outside the service area', async () => {
    const pick = await quote(testApp.app, { picklat: MANCHESTER.lat, picklng: MANCHESTER.lng });
    expect(pick).toEqual({ code: 3, message: OUTSIDE_SERVICE_AREA });
    const drop = await quote(testApp.app, { dofflat: MANCHESTER.lat, dofflng: MANCHESTER.lng });
    expect(drop).toEqual({ code: 6, message: OUTSIDE_SERVICE_AREA });
    const via = await quote(testApp.app, { viaaddresses: [MANCHESTER] });
    expect(via.code).toBe(6);
  });

  it('charges via stops', async () => {
    const direct = await quote(testApp.app, {
      doff: TRAFALGAR.address,
      dofflat: TRAFALGAR.lat,
      dofflng: TRAFALGAR.lng,
      vehtypeid: 5,
    });
    const via = await quote(testApp.app, {
      doff: TRAFALGAR.address,
      dofflat: TRAFALGAR.lat,
      dofflng: TRAFALGAR.lng,
      vehtypeid: 5,
      viaaddresses: [{ address: 'British Museum', postcode: 'WC1B 3DG', lat: 51.5194, lng: -0.127 }],
    });
    expect(via.fare).toBeGreaterThanOrEqual(direct.fare + 5);
  });

  it('refuses malformed JSON, wrong types, oversized strings, bad dates and too many stops with the error shape', async () => {
    const bad: [unknown, RegExp][] = [
      ['{"picklat": 51.5,', /not valid JSON/],
      [quotationBody({ picklat: '51.5' }), /^picklat must be of type number$/],
      [quotationBody({ picklat: 91 }), /^picklat must be at most 90$/],
      [quotationBody({ pick: 'x'.repeat(256) }), /^pick must be at most 255 characters long$/],
      [quotationBody({ dofflat: undefined }), /^dofflat is required$/],
      [quotationBody({ rtntype: 'both' }), /^rtntype is invalid$/],
      [quotationBody({ bookingdate: 'tomorrow' }), /^bookingdate is invalid$/],
      [
        quotationBody({ viaaddresses: Array.from({ length: 11 }, () => TRAFALGAR) }),
        /^viaaddresses must have at most 10 items$/,
      ],
    ];
    for (const [body, message] of bad) {
      const { status, body: reply } = await answer(postJson(testApp.app, '/api/quotation', body as object));
      expect(status, String(message)).toBe(400);
      expect(reply.code).toBe(0);
      expect(reply.message).toMatch(message);
    }
    const { count } = (
      await testApp.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM quotes WHERE request->>'pick' LIKE 'xxx%'",
      )
    ).rows[0];
    expect(count).toBe(0);
  });

  it('refuses a journey whose pick-up and drop-off, or a via stop and an end, are the same place (400)', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [
        { doff: KINGS_CROSS.address, dofflat: KINGS_CROSS.lat, dofflng: KINGS_CROSS.lng, droppostcode: 'N1 9AL' },
        'The pick-up and drop-off cannot be the same address. Choose a different one.',
      ],
      [
        { viaaddresses: [{ address: 'Terminal 5', lat: HEATHROW_T5.lat, lng: HEATHROW_T5.lng }] },
        'A via stop cannot be the same address as the pick-up or drop-off. Choose a different one.',
      ],
    ];
    for (const [change, message] of refusals) {
      const reply = await answer(
        postJson(testApp.app, '/api/quotation', quotationBody({ ...change, requestid: 'same-place' })),
      );
      expect(reply).toEqual({ status: 400, body: { code: 0, message } });
    }
    const { rows } = await testApp.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM quotes WHERE request->>'requestid' = 'same-place'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuses a pick-up in the past with booking's words, and still prices one inside the lead time", async () => {
    // The clock is 08:00 UTC; the operator's zone is London (GMT in November); the lead time is 60 minutes.
    const past = await quote(testApp.app, { bookingdate: '2026-11-22T07:30:00+00:00' });
    expect(past).toEqual({ code: 2, message: 'The earliest time we can pickup from this address is 22/11/2026 09:00' });
    const yesterday = await quote(testApp.app, { bookingdate: '2026-11-21T12:00:00Z' });
    expect(yesterday.code).toBe(2);
    expect((await quote(testApp.app, { bookingdate: '2026-11-22T08:20:00+00:00' })).code).toBe(1);
    expect((await quote(testApp.app, { bookingdate: '' })).code).toBe(1);
  });

  it("refuses another customer's custid, with or without a session", async () => {
    const ann = await createCustomer(testApp.db, 'ann.quote@example.com');
    const bob = await createCustomer(testApp.db, 'bob.quote@example.com');
    const annSession = await sessionCookie(testApp.db, ann, clock);
    const signedOut = await answer(postJson(testApp.app, '/api/quotation', quotationBody({ custid: bob })));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe(0);
    const other = await answer(postJson(testApp.app, '/api/quotation', quotationBody({ custid: bob }), annSession));
    expect(other).toEqual({ status: 403, body: { code: 0, message: 'Not allowed.' } });
    const own = await answer(postJson(testApp.app, '/api/quotation', quotationBody({ custid: ann }), annSession));
    expect(own.body.code).toBe(1);
  });
});

describe('quotes asked for at the same time (written together, one insert for many)', () => {
  it('gives each journey its own quote id, whose stored pricing and expiry are that journey own', async () => {
    const journeys = Array.from({ length: 24 }, (_, i) => ({
      dofflat: TRAFALGAR.lat + i * 0.01,
      dofflng: TRAFALGAR.lng - i * 0.01,
      requestid: `same-time-${i}`,
    }));
    const bodies = await Promise.all(journeys.map((journey) => quote(testApp.app, journey)));
    expect(new Set(bodies.map((body) => body.quoteid)).size).toBe(journeys.length);
    for (const [i, body] of bodies.entries()) {
      expect(body.requestid).toBe(`same-time-${i}`);
      const { rows } = await testApp.db.query<{
        request: { requestid: string };
        pricing: { doff: { lat: number } };
        response: Record<string, unknown>;
      }>('SELECT request, pricing, response FROM quotes WHERE id = $1', [body.quoteid]);
      expect(rows[0].request.requestid).toBe(`same-time-${i}`);
      expect(rows[0].pricing.doff.lat).toBe(journeys[i].dofflat);
      expect(rows[0].response.fare).toBe(body.fare);
      // The stored answer keeps the figures, not the route path and price lists (recomputable, in pricing).
      expect(rows[0].response).not.toHaveProperty('routepath');
      expect(rows[0].response).not.toHaveProperty('additionalprices');
    }
  });

  it('fails only the quote the database refuses, not the others written with it', async () => {
    const pricing = { currencycode: 'GBP', vehicles: [] } as unknown as QuotePricing;
    const store = (request: object, customerId: number | null = null) =>
      storeQuote(testApp.db, { request, response: {}, pricing, customerId }, { now: clock, timeoutMinutes: 10 });
    const first = store({ n: 0 });
    // Postgres refuses a customer id beyond bigint: this row fails when its batch is written.
    const results = await Promise.allSettled([first, store({ n: 1 }), store({ n: 2 }, 2 ** 70), store({ n: 3 })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    const { rows } = await testApp.db.query<{ id: string; request: { n: number } }>(
      'SELECT id, request FROM quotes WHERE id = ANY($1) ORDER BY id',
      [ids],
    );
    expect(rows.map((row) => row.request.n)).toEqual([0, 1, 3]);
  });
});

describe('POST /api/quotation on the routing provider buildApp is handed', () => {
  it("prices the provider's miles and minutes, not the offline map's", async () => {
    // A provider whose every route is 40 miles and 90 minutes: what a map vendor's directions would hand in.
    const vendorApp = await createTestApp({
      now: () => clock,
      routing: { name: 'vendor', route: (points) => ({ routepath: points, distance: 40, traveltime: 90 }) },
    });
    try {
      const offline = await quote(testApp.app);
      const body = await quote(vendorApp.app);
      expect(body.code).toBe(1);
      expect(body.routedistance).toBe(40);
      expect(body.JourneyTime).toBe(90);
      expect((body.nearestdriver as { traveltime: number }).traveltime).toBe(90);
      expect(body.fare).toBeGreaterThan(offline.fare as number);
    } finally {
      await vendorApp.close();
    }
  });
});

/**
 * What a booking is charged for is what was quoted and checked: the promo code itself (not a guessable id), the
 * quoted addresses, and a vehicle that can carry the party (issue 10, Money).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_VEHICLE_FOR_CAPACITY } from '../domain/bookingRules';
import { JOURNEY_CHANGED } from '../domain/bookingsRecord';
import { PROMO_UNKNOWN } from '../domain/promo';
import { createTestApp, type TestApp } from '../lib/testing';
import { book, bookingBody, bookingCount, HEATHROW_T5, quote, TRAFALGAR } from './booking.testkit';

const NOW = new Date('2026-11-22T08:00:00Z');
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => NOW });
});
afterAll(() => testApp.close());

async function storedTotal(requestId: string): Promise<number | undefined> {
  const { rows } = await testApp.db.query<{ total: number }>(
    'SELECT total_fare::float8 AS total FROM bookings WHERE request_id = $1',
    [requestId],
  );
  return rows[0]?.total;
}

describe('a promo code on a booking', () => {
  it('is not given for a bare promocodeid: the booking must name the code itself, and the id must be its own', async () => {
    const q = await quote(testApp.app);
    const discounted = Math.round(q.totalfare * 0.9 * 100) / 100;
    for (const change of [
      { promocodeid: 1 },
      { promocodeid: 1, totalfare: discounted },
      { promocodeid: 1, promocode: 'SAVE5' },
      { promocodeid: 1, promocode: 'NOT-A-CODE' },
    ]) {
      const body = bookingBody(q, change);
      expect((await book(testApp.app, body)).body, JSON.stringify(change)).toEqual({
        Code: 2,
        Message: PROMO_UNKNOWN,
      });
      expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    }
  });

  it('is given when the booking names the code as typed (any case), with or without its id', async () => {
    const q = await quote(testApp.app);
    const cents = (n: number) => Math.round(n * 100) / 100;
    const discounted = cents(q.totalfare - cents(q.totalfare * 0.1));
    for (const change of [{ promocodeid: 1, promocode: ' welcome10 ' }, { promocode: 'WELCOME10' }]) {
      const body = bookingBody(q, change);
      expect((await book(testApp.app, body)).body.Code, JSON.stringify(change)).toBe(1);
      expect(await storedTotal(body.requestid)).toBe(discounted);
    }
  });
});

describe('the addresses of a booking', () => {
  it('must be the ones quoted: a short journey cannot be booked with a long journey’s drop-off text', async () => {
    const short = { doff: TRAFALGAR.address, dofflat: TRAFALGAR.lat, dofflng: TRAFALGAR.lng };
    const q = await quote(testApp.app, { ...short, droppostcode: TRAFALGAR.postcode });
    const toTrafalgar = { dofflat: TRAFALGAR.lat, dofflng: TRAFALGAR.lng, droppostcode: TRAFALGAR.postcode };
    for (const change of [
      { ...toTrafalgar, dropoffaddress: HEATHROW_T5.address },
      { ...toTrafalgar, dropoffaddress: TRAFALGAR.address, pickupaddress: 'Euston Station, London' },
    ]) {
      const body = bookingBody(q, change);
      expect((await book(testApp.app, body)).body, JSON.stringify(change)).toEqual({
        Code: 2,
        Message: JOURNEY_CHANGED,
      });
      expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    }
    const same = bookingBody(q, { ...toTrafalgar, dropoffaddress: '  trafalgar   square, LONDON ' });
    expect((await book(testApp.app, same)).body.Code).toBe(1);
  });

  it('includes the via stops’ texts', async () => {
    const via = { address: TRAFALGAR.address, postcode: TRAFALGAR.postcode, lat: TRAFALGAR.lat, lng: TRAFALGAR.lng };
    const q = await quote(testApp.app, { viaaddresses: [via] });
    const renamed = bookingBody(q, { viaaddresses: [{ ...via, address: 'Windsor Castle' }] });
    expect((await book(testApp.app, renamed)).body).toEqual({ Code: 2, Message: JOURNEY_CHANGED });
    expect((await book(testApp.app, bookingBody(q, { viaaddresses: [via] }))).body.Code).toBe(1);
  });
});

describe('the capacity of the vehicle booked', () => {
  it('refuses more passengers, luggage or hand bags than the vehicle type takes, with the spec message', async () => {
    const q = await quote(testApp.app);
    // The Saloon (vehtypeid 1) takes 4 passengers (children in child seats included), 2 suitcases and 2 hand bags.
    for (const change of [
      { passengers: 100, luggages: 50 },
      { passengers: 5 },
      { passengers: 5, smallchildseats: 1 },
      { luggages: 3 },
      { handbags: 3 },
    ]) {
      const body = bookingBody(q, change);
      expect((await book(testApp.app, body)).body, JSON.stringify(change)).toEqual({
        Code: 2,
        Message: NO_VEHICLE_FOR_CAPACITY,
      });
      expect(await bookingCount(testApp.db, body.requestid)).toBe(0);
    }
    const full = bookingBody(q, { passengers: 4, luggages: 2, handbags: 2 });
    expect((await book(testApp.app, full)).body.Code).toBe(1);
  });
});

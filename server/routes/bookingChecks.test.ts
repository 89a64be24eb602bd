/**
 * The booking checks rule (rules: booking-checks) through createbookingTest: a booking that goes through but looks
 * wrong answers warnings beside its success, and its confirmation mail repeats them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../gateways/mail';
import { airlineByCode, routeOf } from '../domain/flightSchedule';
import { createTestApp, type TestApp } from '../lib/testing';
import { book, bookingBody, createCustomer, HEATHROW_T5, KINGS_CROSS, quote, sessionCookie } from './booking.testkit';

const START = new Date('2026-11-22T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => START });
});
afterAll(() => t.close());

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

function numberInto(iata: string): number {
  const airline = airlineByCode('BA')!;
  for (let number = 1; number < 2000; number++) if (routeOf(airline, number)?.destination.iata === iata) return number;
  throw new Error(`no BA flight into ${iata}`);
}

const fromHeathrow = {
  pick: HEATHROW_T5.address,
  picklat: HEATHROW_T5.lat,
  picklng: HEATHROW_T5.lng,
  pickpostcode: HEATHROW_T5.postcode,
  doff: KINGS_CROSS.address,
  dofflat: KINGS_CROSS.lat,
  dofflng: KINGS_CROSS.lng,
  droppostcode: KINGS_CROSS.postcode,
};
const bookedFromHeathrow = {
  pickupaddress: HEATHROW_T5.address,
  pickcategory: HEATHROW_T5.category,
  pickpostcode: HEATHROW_T5.postcode,
  picklat: HEATHROW_T5.lat,
  picklng: HEATHROW_T5.lng,
  dropoffaddress: KINGS_CROSS.address,
  doffcategory: KINGS_CROSS.category,
  droppostcode: KINGS_CROSS.postcode,
  dofflat: KINGS_CROSS.lat,
  dofflng: KINGS_CROSS.lng,
};
const when = { bookingdate: '2026-11-23T12:00:00Z', isasap: false };

describe('warnings beside a successful booking', () => {
  it('names a flight that lands at another airport than the pick-up, in the answer and the mail', async () => {
    const email = 'wrong.airport@example.com';
    const flight = `BA${numberInto('LGW')}`;
    const q = await quote(t.app, { ...fromHeathrow, ...when });
    const body = bookingBody(q, { ...bookedFromHeathrow, ...when, flightno: flight, passengeremail: email });
    const booked = (await book(t.app, body)).body as { Code: number; warnings?: { code: string; message: string }[] };
    expect(booked.Code).toBe(1);
    const airport = booked.warnings?.find((w) => w.code === 'flight-airport');
    expect(airport?.message).toMatch(
      new RegExp(`^Flight ${flight} lands at .*Gatwick.*, but the pick-up is at .*Heathrow`),
    );
    const [mail] = await outbox(email);
    expect(mail.kind).toBe('booking-confirmation');
    expect(mail.body).toContain(`Please check:\n- ${airport?.message}`);
  });

  it('warns the second time the same journey is booked for the same time, and not the first', async () => {
    const email = 'twice.booked@example.com';
    const q = await quote(t.app, { ...fromHeathrow, ...when });
    const first = (await book(t.app, bookingBody(q, { ...bookedFromHeathrow, ...when, passengeremail: email }))).body;
    expect(first).not.toHaveProperty('warnings');
    const second = (await book(t.app, bookingBody(q, { ...bookedFromHeathrow, ...when, passengeremail: email }))).body;
    expect(second).toMatchObject({
      Code: 1,
      warnings: [
        {
          code: 'duplicate',
          message: `You already have booking ${first.Bref} for this journey at about this time. Please check that you need both.`,
        },
      ],
    });
  });
});

describe('warnings beside a successful quote, before Book Now', () => {
  const withAirport = { ...fromHeathrow, pickcategory: HEATHROW_T5.category, doffcategory: KINGS_CROSS.category };

  it('checks the flight a quote carries against the pick-up', async () => {
    const flight = `BA${numberInto('LGW')}`;
    const q = await quote(t.app, { ...withAirport, ...when, flightno: flight });
    expect(q.code).toBe(1);
    expect((q.warnings as { code: string }[]).map((w) => w.code)).toContain('flight-airport');
    const right = await quote(t.app, { ...withAirport, ...when, flightno: `BA${numberInto('LHR')}` });
    expect(((right.warnings ?? []) as { code: string }[]).map((w) => w.code)).not.toContain('flight-airport');
    expect(await quote(t.app, { ...withAirport, ...when })).not.toHaveProperty('warnings');
  });

  it('checks the return flight a quote carries against the drop-off, marked as the return’s', async () => {
    const toHeathrow = {
      pick: KINGS_CROSS.address,
      picklat: KINGS_CROSS.lat,
      picklng: KINGS_CROSS.lng,
      pickcategory: KINGS_CROSS.category,
      doff: HEATHROW_T5.address,
      dofflat: HEATHROW_T5.lat,
      dofflng: HEATHROW_T5.lng,
      doffcategory: HEATHROW_T5.category,
    };
    const back = { rtntype: 'rtn', returndate: '2026-11-25T18:00:00Z', returnflightno: `BA${numberInto('LGW')}` };
    const q = await quote(t.app, { ...toHeathrow, ...when, ...back });
    expect(q.code).toBe(1);
    expect(q.warnings).toContainEqual(expect.objectContaining({ code: 'flight-airport', leg: 'return' }));
    expect((q.warnings as { leg?: string }[]).every((w) => w.leg === 'return')).toBe(true);
    expect(await quote(t.app, { ...toHeathrow, ...when, ...back, returnflightno: '' })).not.toHaveProperty('warnings');
  });

  it('warns a signed-in customer quoting a journey they have already booked for that time, and nobody else', async () => {
    const custid = await createCustomer(t.db, 'quote.twice@example.com');
    const session = await sessionCookie(t.db, custid, START);
    const q = await quote(t.app, { ...fromHeathrow, ...when, custid }, session);
    expect(q).not.toHaveProperty('warnings');
    const first = (
      await book(t.app, bookingBody(q, { ...bookedFromHeathrow, ...when, custid, passengeremail: '' }), session)
    ).body;
    expect(first.Code).toBe(1);
    const again = await quote(t.app, { ...fromHeathrow, ...when, custid }, session);
    expect(again).toMatchObject({
      code: 1,
      warnings: [
        {
          code: 'duplicate',
          message: `You already have booking ${first.Bref} for this journey at about this time. Please check that you need both.`,
        },
      ],
    });
    expect(await quote(t.app, { ...fromHeathrow, ...when })).not.toHaveProperty('warnings');
  });

  it('checks an ASAP quote at the earliest time it would be booked for', async () => {
    const custid = await createCustomer(t.db, 'quote.asap@example.com');
    const session = await sessionCookie(t.db, custid, START);
    const asap = { bookingdate: '', isasap: true };
    const q = await quote(t.app, { ...fromHeathrow, custid, bookingdate: '' }, session);
    const first = (
      await book(t.app, bookingBody(q, { ...bookedFromHeathrow, ...asap, custid, passengeremail: '' }), session)
    ).body;
    expect(first.Code).toBe(1);
    const again = await quote(t.app, { ...fromHeathrow, custid, bookingdate: START.toISOString() }, session);
    expect((again.warnings as { code: string }[] | undefined)?.map((w) => w.code)).toEqual(['duplicate']);
  });
});

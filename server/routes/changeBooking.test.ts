/**
 * Changing a booking online (the booking change and change cut-off rules, rules: booking-change, change-cutoff):
 * the owner changes it before the cut-off, the server re-quotes it, a higher fare's difference is charged first and
 * a lower one refunded, once per request; the booking keeps its reference, its history and mail say what changed,
 * and an allocated trip is dropped so the new plan is dispatched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { CHANGE_CLOSED } from '../../src/api/wire/bookingPolicy';
import type { OutboxMessage } from '../gateways/mail';
import { offlineRouting } from '../gateways/routing';
import { createTestApp, postJson, type TestApp } from '../lib/testing';
import { changesOf } from '../stores/bookingChanges';
import { refundsOf } from '../stores/refunds';
import { findTrip } from '../tracking/tripRows';
import { allocateNow } from '../tracking/trips';
import {
  book,
  bookingBody,
  createCustomer,
  newRequestId,
  quote,
  sessionCookie,
  TEST_CARDS,
  tokenize,
} from './booking.testkit';

const START = new Date('2026-11-22T08:00:00Z');
const hoursLater = (hours: number) => new Date(START.getTime() + hours * 3_600_000).toISOString();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => START });
});
afterAll(async () => {
  await t?.close();
});

interface Customer {
  email: string;
  session: { cookie: string };
  custid: number;
}

async function customer(email: string): Promise<Customer> {
  const custid = await createCustomer(t.db, email);
  return { email, custid, session: await sessionCookie(t.db, custid, START) };
}

/** A signed-in customer's sandbox card booking, paid when booked, `hours` from START in vehicle `vehtypeid`. */
async function paidBooking(who: Customer, hours: number, vehtypeid = 1) {
  const when = { bookingdate: hoursLater(hours), isasap: false };
  const q = await quote(t.app, { custid: who.custid, vehtypeid, ...when }, who.session);
  const body = bookingBody(q, {
    custid: who.custid,
    passengeremail: '',
    paymentmethod: 'card',
    vehtypeid,
    nonce: await tokenize(t.app, TEST_CARDS.approved),
    ...when,
  });
  const booked = (await book(t.app, body, who.session)).body;
  expect(booked.PaymentResult?.Code).toBe(1);
  return { ref: booked.Bref!, totalfare: Number(body.totalfare) };
}

const change = (who: Customer | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/changebooking',
    payload: body,
    headers: { 'content-type': 'application/json', ...(who?.session ?? {}) },
  });

async function record(who: Customer, ref: number): Promise<WireBookingRecord> {
  const reply = await t.app.inject({ method: 'GET', url: `/api/bookingdetails?jobid=${ref}`, headers: who.session });
  return reply.json().bookingdetails;
}

async function ledger(ref: number) {
  const { rows } = await t.db.query<{ outcome: string; amount: number }>(
    `SELECT p.outcome, p.amount::float8 AS amount FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE b.jobpartid = $1 AND p.outcome IN ('approved', 'refunded') ORDER BY p.id`,
    [ref],
  );
  return rows;
}

async function bookingId(ref: number): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id::int AS id FROM bookings WHERE jobpartid = $1', [ref]);
  return rows[0].id;
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('PUT /api/changebooking', () => {
  it('moves the pick-up time of a paid booking: same reference, re-quoted fare, history, mail', async () => {
    const who = await customer('change.time@example.com');
    const { ref, totalfare } = await paidBooking(who, 48);
    const answer = (
      await change(who, { bookingref: ref, requestid: newRequestId(), bookingdate: hoursLater(50) })
    ).json();
    expect(answer).toMatchObject({
      code: 1,
      message: 'Your booking has been changed.',
      id: ref,
      previousfare: totalfare,
      totalfare,
      difference: 0,
      changes: [{ field: 'Pick-up time', before: '24/11/2026 08:00', after: '24/11/2026 10:00' }],
    });
    const detail = await record(who, ref);
    expect(new Date(detail.pickupdatetime).toISOString()).toBe(hoursLater(50));
    expect(detail).toMatchObject({ jobpartid: ref, status: 'Upcoming', ispaid: true, totalfare });
    expect(await ledger(ref)).toEqual([{ outcome: 'approved', amount: totalfare }]);
    expect(await changesOf(t.db, await bookingId(ref))).toMatchObject([{ oldfare: totalfare, newfare: totalfare }]);
    const [mail] = await outbox(who.email);
    expect(mail.subject).toBe(`Your booking ${ref} has been changed`);
    expect(mail.body).toContain('- Pick-up time: 24/11/2026 08:00 -> 24/11/2026 10:00');
  });

  it('asks for a higher fare’s difference first, charges it once with a new card, and answers a retry the same', async () => {
    const who = await customer('change.up@example.com');
    const { ref, totalfare } = await paidBooking(who, 48, 1);
    const requestid = newRequestId();
    const preview = (await change(who, { bookingref: ref, requestid, vehtypeid: 2, preview: true })).json();
    expect(preview.code).toBe(1);
    const difference = round2(preview.totalfare - totalfare);
    expect(difference).toBeGreaterThan(0);
    expect(preview).toMatchObject({ difference, paymentrequired: difference });

    const asked = (await change(who, { bookingref: ref, requestid, vehtypeid: 2 })).json();
    expect(asked).toMatchObject({ code: 3, paymentrequired: difference });
    expect((await record(who, ref)).vehtypeid).toBe(1);

    const nonce = await tokenize(t.app, TEST_CARDS.approved);
    const paid = (await change(who, { bookingref: ref, requestid, vehtypeid: 2, nonce })).json();
    expect(paid).toMatchObject({ code: 1, chargedamount: difference, totalfare: preview.totalfare });
    const again = (
      await change(who, { bookingref: ref, requestid, vehtypeid: 2, nonce: await tokenize(t.app, TEST_CARDS.approved) })
    ).json();
    expect(again).toEqual(paid);
    expect(await ledger(ref)).toEqual([
      { outcome: 'approved', amount: totalfare },
      { outcome: 'approved', amount: difference },
    ]);
    expect((await record(who, ref)).vehicletype).toBe('Executive');
    expect((await outbox(who.email))[0].body).toContain(`Charged: £${difference.toFixed(2)}`);

    // Cancelled later (more than 24 hours ahead: all of it back), over both charges, the second one first.
    const cancelled = (await postJson(t.app, '/api/cancelbooking', { bookingref: ref }, who.session)).json();
    expect(cancelled).toMatchObject({ code: 1, refundamount: preview.totalfare, refundstatus: 'refunded' });
    const payments = await ledger(ref);
    expect(round2(payments.reduce((sum, p) => sum + p.amount, 0))).toBe(0);
    expect((await record(who, ref)).refundamount).toBe(preview.totalfare);
  });

  it('refunds a lower fare’s difference once, and a later cancel gives back only what is left', async () => {
    const who = await customer('change.down@example.com');
    const { ref, totalfare } = await paidBooking(who, 48, 2);
    const requestid = newRequestId();
    const answers = await Promise.all([
      change(who, { bookingref: ref, requestid, vehtypeid: 1 }).then((r) => r.json()),
      change(who, { bookingref: ref, requestid, vehtypeid: 1 }).then((r) => r.json()),
    ]);
    const refund = round2(totalfare - answers[0].totalfare);
    expect(refund).toBeGreaterThan(0);
    expect(answers[0]).toMatchObject({ code: 1, refundamount: refund, refundstatus: 'refunded', difference: -refund });
    expect(answers[1]).toEqual(answers[0]);
    expect(await ledger(ref)).toEqual([
      { outcome: 'approved', amount: totalfare },
      { outcome: 'refunded', amount: -refund },
    ]);
    expect((await refundsOf(t.db, await bookingId(ref))).map((r) => r.purpose)).toEqual([`change:${requestid}`]);
    // The change's refund is not the booking's refund: the detail shows none until it is cancelled.
    expect((await record(who, ref)).refundamount).toBeUndefined();
    expect((await outbox(who.email))[0].body).toContain(`Refunded: £${refund.toFixed(2)}`);

    const cancelled = (await postJson(t.app, '/api/cancelbooking', { bookingref: ref }, who.session)).json();
    expect(cancelled).toMatchObject({ code: 1, refundamount: answers[0].totalfare });
    expect(round2((await ledger(ref)).reduce((sum, p) => sum + p.amount, 0))).toBe(0);
  });

  it('refuses after the cut-off with the reason, and changes nothing', async () => {
    const who = await customer('change.late@example.com');
    const { ref } = await paidBooking(who, 1.5);
    const answer = (await change(who, { bookingref: ref, requestid: newRequestId(), note: 'Ring the bell' })).json();
    expect(answer).toEqual({ code: 2, message: CHANGE_CLOSED(2) });
    expect((await record(who, ref)).notes).toBe('Please call on arrival');
  });

  it('is for the booking’s owner: 401 signed out, 404 for another customer, 400 in the error shape', async () => {
    const who = await customer('change.owner@example.com');
    const other = await customer('change.other@example.com');
    const { ref } = await paidBooking(who, 48);
    expect((await change(null, { bookingref: ref, requestid: newRequestId(), note: 'x' })).statusCode).toBe(401);
    const stranger = await change(other, { bookingref: ref, requestid: newRequestId(), note: 'x' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ code: 0, message: 'Booking not found.' });
    const bad = await change(who, { bookingref: ref, note: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 0, message: 'requestid is required' });
    const wrong = await change(who, { bookingref: ref, requestid: newRequestId(), passengers: '3' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(0);
    const same = (await change(who, { bookingref: ref, requestid: newRequestId(), passengers: 2 })).json();
    expect(same).toEqual({ code: 2, message: 'Nothing to change: the booking already says this.' });
  });

  it('changes the places, passengers and note, and drops an allocated trip so the new plan is dispatched', async () => {
    const who = await customer('change.plan@example.com');
    const { ref } = await paidBooking(who, 3);
    const settings = { minLeadMinutes: 60, speed: 1, route: offlineRouting.route };
    expect(await allocateNow(t.db, ref, START, settings)).toBe(true);
    const answer = (
      await change(who, {
        bookingref: ref,
        requestid: newRequestId(),
        dropoff: { address: 'Trafalgar Square, London', lat: 51.508, lng: -0.1281, category: 'Landmark' },
        passengers: 3,
        note: 'Ring the bell',
      })
    ).json();
    expect(answer.code).toBe(1);
    expect(answer.changes.map((c: { field: string }) => c.field)).toEqual(['To', 'Passengers', 'Note']);
    expect(await findTrip(t.db, ref)).toBeNull();
    expect(await record(who, ref)).toMatchObject({
      dropoffaddress: 'Trafalgar Square, London',
      passengers: 3,
      notes: 'Ring the bell',
      totalfare: answer.totalfare,
    });
    expect(await allocateNow(t.db, ref, START, settings)).toBe(true);
    const trip = await findTrip(t.db, ref);
    expect(trip?.plan).toBeTruthy();
  });
});

/**
 * Cancelling with a refund (the refund tiers and refund exactly-once rules, rules: refund-tiers, refund-once): what the
 * operator's policy allows is given back through the booking's own gateway once, whatever the timing of the requests,
 * recorded on the booking and mailed; a refund the gateway fails is retried until made.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { outboxMailer, type OutboxMessage } from '../gateways/mail';
import { paymentGateways } from '../gateways/payments';
import { startProviderStandIn, type ProviderStandIn } from '../gateways/payments/testing/providerStandIn';
import { createTestApp, postJson, type TestApp } from '../lib/testing';
import { refundedNotice } from '../services/cancelBooking';
import { retryDueRefunds } from '../services/refunds';
import { refundsOf } from '../stores/refunds';
import {
  book,
  bookingBody,
  createCustomer,
  quote,
  sessionCookie,
  TEST_CARDS,
  tokenize,
  type BookingAnswer,
} from './booking.testkit';

const START = new Date('2026-11-22T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_secret';
const hoursLater = (hours: number) => new Date(START.getTime() + hours * 3_600_000).toISOString();
const clock = START;
let sandboxApp: TestApp;
let stripeApp: TestApp;
let provider: ProviderStandIn;
let dir: string;
const stripeSettings = () => ({
  stripe: { secretKey: 'sk_test_standin', webhookSecret: WEBHOOK_SECRET, apiBase: provider.url },
  paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiBase: provider.url },
});

beforeAll(async () => {
  provider = await startProviderStandIn();
  dir = await mkdtemp(path.join(tmpdir(), 'refunds-'));
  const operator = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8'));
  operator.configuration = { ...operator.configuration, paymentgateway: 'stripe', IsPaypalAllowed: true };
  await writeFile(path.join(dir, 'operator.json'), JSON.stringify(operator));
  sandboxApp = await createTestApp({ now: () => clock });
  stripeApp = await createTestApp({
    now: () => clock,
    operatorConfigPath: path.join(dir, 'operator.json'),
    payments: stripeSettings(),
  });
});
afterAll(async () => {
  await sandboxApp?.close();
  await stripeApp?.close();
  await provider?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Customer {
  email: string;
  session: { cookie: string };
  custid: number;
}

async function customer(t: TestApp, email: string): Promise<Customer> {
  const custid = await createCustomer(t.db, email);
  return { email, custid, session: await sessionCookie(t.db, custid, START) };
}

/** A signed-in customer's card booking at the sandbox, paid when booked, picked up `hours` from START. */
async function paidSandboxBooking(who: Customer, hours: number) {
  const when = { bookingdate: hoursLater(hours), isasap: false };
  const q = await quote(sandboxApp.app, { custid: who.custid, ...when }, who.session);
  const body = bookingBody(q, {
    custid: who.custid,
    passengeremail: '',
    paymentmethod: 'card',
    nonce: await tokenize(sandboxApp.app, TEST_CARDS.approved),
    ...when,
  });
  const booked = (await book(sandboxApp.app, body, who.session)).body;
  expect(booked.PaymentResult?.Code).toBe(1);
  return { booked, totalfare: Number(body.totalfare) };
}

const cancel = (t: TestApp, who: Customer, bookingref: number | undefined) =>
  postJson(t.app, '/api/cancelbooking', { bookingref }, who.session).then((r) => r.json());

async function record(t: TestApp, who: Customer, jobpartid: number | undefined): Promise<WireBookingRecord> {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/bookingdetails?jobid=${jobpartid}`,
    headers: who.session,
  });
  return reply.json().bookingdetails;
}

async function ledger(t: TestApp, jobpartid: number | undefined) {
  const { rows } = await t.db.query<{ outcome: string; amount: number }>(
    `SELECT p.outcome, p.amount::float8 AS amount FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE b.jobpartid = $1 AND p.outcome IN ('approved', 'refunded') ORDER BY p.id`,
    [jobpartid],
  );
  return rows;
}

async function outbox(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

const pounds = (amount: number) => `£${amount.toFixed(2)}`;
const half = (amount: number) => Math.round(Math.round(amount * 100) * 0.5) / 100;

describe('cancelling a paid card booking refunds by the policy tiers (sandbox gateway)', () => {
  it.each([
    ['more than 24 hours before pick-up: all of it', 48, 1],
    ['more than 2 hours before pick-up: half', 10, 0.5],
  ])('%s', async (_name, hours, share) => {
    const who = await customer(sandboxApp, `tier.${hours}@example.com`);
    const { booked, totalfare } = await paidSandboxBooking(who, hours);
    const due = share === 1 ? totalfare : half(totalfare);

    const answer = await cancel(sandboxApp, who, booked.Bref);
    expect(answer).toMatchObject({ code: 1, refundamount: due, refundstatus: 'refunded' });
    expect(await ledger(sandboxApp, booked.Bref)).toEqual([
      { outcome: 'approved', amount: totalfare },
      { outcome: 'refunded', amount: -due },
    ]);
    expect(await record(sandboxApp, who, booked.Bref)).toMatchObject({
      status: 'Cancelled',
      refundamount: due,
      refundstatus: 'refunded',
    });
    const [mail] = await outbox(sandboxApp, who.email);
    expect(mail.kind).toBe('booking-cancelled');
    expect(mail.body).toContain(
      `Refunded: ${pounds(due)} (${share * 100}% under our cancellation policy), to the card or account you paid with.`,
    );
  });

  it('gives nothing back 2 hours or less before pick-up, and says so', async () => {
    const who = await customer(sandboxApp, 'tier.late@example.com');
    const { booked } = await paidSandboxBooking(who, 2);
    const answer = await cancel(sandboxApp, who, booked.Bref);
    expect(answer).toMatchObject({ code: 1 });
    expect(answer).not.toHaveProperty('refundamount');
    expect((await ledger(sandboxApp, booked.Bref)).map((p) => p.outcome)).toEqual(['approved']);
    expect((await record(sandboxApp, who, booked.Bref)).refundamount).toBeUndefined();
    expect((await outbox(sandboxApp, who.email))[0].body).toContain(
      'Under our cancellation policy no refund is due this close to the pick-up time.',
    );
  });

  it('refunds once when the same booking is cancelled twice at the same time, and again later', async () => {
    const who = await customer(sandboxApp, 'twice@example.com');
    const { booked, totalfare } = await paidSandboxBooking(who, 48);
    const answers = await Promise.all([
      cancel(sandboxApp, who, booked.Bref),
      cancel(sandboxApp, who, booked.Bref),
      cancel(sandboxApp, who, booked.Bref),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([1, 2, 2]);
    expect((await cancel(sandboxApp, who, booked.Bref)).code).toBe(2);
    expect(await ledger(sandboxApp, booked.Bref)).toEqual([
      { outcome: 'approved', amount: totalfare },
      { outcome: 'refunded', amount: -totalfare },
    ]);
    expect((await outbox(sandboxApp, who.email)).filter((m) => m.kind === 'booking-cancelled')).toHaveLength(1);
  });
});

type Booked = BookingAnswer & { ClientSecret: string };
const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/** A signed-in customer's card (Stripe) or PayPal booking picked up `hours` from START, paid at the stand-in. */
async function paidProviderBooking(who: Customer, paymentmethod: 'card' | 'paypal', hours: number) {
  const when = { bookingdate: hoursLater(hours), isasap: false };
  const q = await quote(stripeApp.app, { custid: who.custid, ...when }, who.session);
  const body = bookingBody(q, { custid: who.custid, passengeremail: '', paymentmethod, ...when });
  const booked = (await book(stripeApp.app, body, who.session)).body as Booked;
  const paymentId = paymentmethod === 'card' ? intentIdOf(booked.ClientSecret) : booked.ClientSecret;
  if (paymentmethod === 'card') provider.confirmIntent(paymentId, 'succeeded');
  else provider.approveOrder(paymentId);
  const paid = await stripeApp.app.inject({
    method: 'PUT',
    url: '/api/updatebooking',
    payload: { transactionid: paymentId, jobpartid: booked.Bref, transactionstatus: 'ok', code: booked.BookingCode },
  });
  expect(paid.json().Code).toBe(1);
  return { booked, totalfare: Number(body.totalfare), paymentId };
}

describe('refunds through Stripe and PayPal (the stand-in)', () => {
  it('asks Stripe for the tier’s amount in minor units and PayPal for it in its own format', async () => {
    const who = await customer(stripeApp, 'providers@example.com');
    const card = await paidProviderBooking(who, 'card', 10);
    const order = await paidProviderBooking(who, 'paypal', 48);
    expect(await cancel(stripeApp, who, card.booked.Bref)).toMatchObject({ refundstatus: 'refunded' });
    expect(await cancel(stripeApp, who, order.booked.Bref)).toMatchObject({
      refundamount: order.totalfare,
      refundstatus: 'refunded',
    });
    const [cardRefund] = provider.refunds.filter((r) => r.payment === card.paymentId);
    expect(cardRefund.amount).toBe(String(Math.round(half(card.totalfare) * 100)));
    const capture = provider.orders.get(order.paymentId)!.purchase_units[0].payments!.captures[0].id;
    expect(provider.refunds.filter((r) => r.payment === capture)).toEqual([
      expect.objectContaining({ amount: order.totalfare.toFixed(2) }),
    ]);
  });

  it('keeps a refund Stripe failed, visible on the booking, and the worker makes it once when Stripe is back', async () => {
    const who = await customer(stripeApp, 'stripe.down@example.com');
    const { booked, totalfare, paymentId } = await paidProviderBooking(who, 'card', 48);
    provider.failing = true;
    try {
      expect(await cancel(stripeApp, who, booked.Bref)).toMatchObject({
        code: 1,
        refundamount: totalfare,
        refundstatus: 'failed',
      });
    } finally {
      provider.failing = false;
    }
    expect(await record(stripeApp, who, booked.Bref)).toMatchObject({ status: 'Cancelled', refundstatus: 'failed' });
    expect((await outbox(stripeApp, who.email))[0].body).toContain(`Refund due: ${pounds(totalfare)} (100%`);
    const [failed] = await refundsOf(stripeApp.db, (await bookingId(stripeApp, booked.Bref))!);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });

    const gateways = await paymentGateways(stripeSettings());
    const operator = async () => JSON.parse(await readFile(path.join(dir, 'operator.json'), 'utf8'));
    const onRefunded = refundedNotice({ mailer: outboxMailer }, operator, () => clock);
    // Not yet due: the worker waits for the refund's next try.
    expect(await retryDueRefunds(stripeApp.db, gateways, START, { onRefunded })).toBe(0);
    const later = new Date(START.getTime() + 5 * 60_000);
    const passes = await Promise.all([
      retryDueRefunds(stripeApp.db, gateways, later, { onRefunded }),
      retryDueRefunds(stripeApp.db, gateways, later, { onRefunded }),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(provider.refunds.filter((r) => r.payment === paymentId)).toHaveLength(1);
    expect(await record(stripeApp, who, booked.Bref)).toMatchObject({ refundstatus: 'refunded' });
    expect(await ledger(stripeApp, booked.Bref)).toEqual([
      { outcome: 'approved', amount: totalfare },
      { outcome: 'refunded', amount: -totalfare },
    ]);
    const [refundedMail] = await outbox(stripeApp, who.email);
    expect(refundedMail).toMatchObject({ kind: 'booking-refunded', subject: `Your refund for booking ${booked.Bref}` });
  });
});

describe('a payment that arrives after the booking was cancelled', () => {
  it('is given back in full, once, however often Stripe reports it', async () => {
    const who = await customer(stripeApp, 'late.payment@example.com');
    const when = { bookingdate: hoursLater(1.5), isasap: false };
    const q = await quote(stripeApp.app, { custid: who.custid, ...when }, who.session);
    const body = bookingBody(q, { custid: who.custid, passengeremail: '', paymentmethod: 'card', ...when });
    const booked = (await book(stripeApp.app, body, who.session)).body as Booked;
    // Unpaid when cancelled: nothing to give back yet.
    expect(await cancel(stripeApp, who, booked.Bref)).not.toHaveProperty('refundamount');
    const intent = intentIdOf(booked.ClientSecret);
    provider.confirmIntent(intent, 'succeeded');
    // The customer's tab refuses to pay a cancelled booking; Stripe's webhook, late, settles it all the same.
    const payload = JSON.stringify({
      id: `evt_${intent}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: provider.intents.get(intent) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const report = () =>
      stripeApp.app.inject({
        method: 'POST',
        url: '/api/stripewebhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    await Promise.all([report(), report()]);
    expect((await report()).statusCode).toBe(200);
    const totalfare = Number(body.totalfare);
    expect(provider.refunds.filter((r) => r.payment === intent)).toEqual([
      expect.objectContaining({ amount: String(Math.round(totalfare * 100)) }),
    ]);
    expect(await record(stripeApp, who, booked.Bref)).toMatchObject({
      refundamount: totalfare,
      refundstatus: 'refunded',
    });
  });
});

async function bookingId(t: TestApp, jobpartid: number | undefined): Promise<number | undefined> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id::int AS id FROM bookings WHERE jobpartid = $1', [
    jobpartid,
  ]);
  return rows[0]?.id;
}

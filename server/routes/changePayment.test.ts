/**
 * A change's higher fare paid at Stripe or PayPal (the price difference and refund exactly-once rules, rules:
 * booking-change, refund-once), against the stand-in of their APIs: a PaymentIntent or order made for the difference
 * alone, confirmed or approved by the customer, settles the change exactly once whether the page or Stripe's webhook
 * reports it; a later cancel gives back both charges, and a refund retried after failing is mailed once, in total.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { outboxMailer, type OutboxMessage } from '../gateways/mail';
import { paymentGateways } from '../gateways/payments';
import { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE } from '../gateways/payments/messages';
import { startProviderStandIn, type ProviderStandIn } from '../gateways/payments/testing/providerStandIn';
import { createTestApp, postJson, type TestApp } from '../lib/testing';
import { refundedNotice } from '../services/cancelBooking';
import { retryDueRefunds } from '../services/refunds';
import { changesOf } from '../stores/bookingChanges';
import { book, bookingBody, createCustomer, newRequestId, quote, sessionCookie } from './booking.testkit';

const START = new Date('2026-11-22T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_change_payments';
const hoursLater = (hours: number) => new Date(START.getTime() + hours * 3_600_000).toISOString();
let t: TestApp;
let provider: ProviderStandIn;
let dir: string;
const settings = () => ({
  stripe: { secretKey: 'sk_test_standin', webhookSecret: WEBHOOK_SECRET, apiBase: provider.url },
  paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiBase: provider.url },
});

beforeAll(async () => {
  provider = await startProviderStandIn();
  dir = await mkdtemp(path.join(tmpdir(), 'change-payments-'));
  const operator = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8'));
  operator.configuration = { ...operator.configuration, paymentgateway: 'stripe', IsPaypalAllowed: true };
  await writeFile(path.join(dir, 'operator.json'), JSON.stringify(operator));
  t = await createTestApp({
    now: () => START,
    operatorConfigPath: path.join(dir, 'operator.json'),
    payments: settings(),
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Customer {
  email: string;
  session: { cookie: string };
}

async function customer(email: string): Promise<Customer> {
  const custid = await createCustomer(t.db, email);
  return { email, session: await sessionCookie(t.db, custid, START) };
}

const intentOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/** A booking in the standard car 48 hours ahead, paid at the stand-in by card (Stripe) or PayPal. */
async function paidBooking(who: Customer, method: 'card' | 'paypal') {
  const custid = Number((await t.db.query('SELECT id FROM customers WHERE email = $1', [who.email])).rows[0].id);
  const when = { bookingdate: hoursLater(48), isasap: false };
  const q = await quote(t.app, { custid, vehtypeid: 1, ...when }, who.session);
  const body = bookingBody(q, { custid, passengeremail: '', paymentmethod: method, vehtypeid: 1, ...when });
  const booked = (await book(t.app, body, who.session)).body as unknown as {
    Bref: number;
    BookingCode: string;
    ClientSecret: string;
  };
  const paymentId = method === 'card' ? intentOf(booked.ClientSecret) : booked.ClientSecret;
  if (method === 'card') provider.confirmIntent(paymentId, 'succeeded');
  else provider.approveOrder(paymentId);
  const paid = await t.app.inject({
    method: 'PUT',
    url: '/api/updatebooking',
    payload: { transactionid: paymentId, jobpartid: booked.Bref, transactionstatus: 'ok', code: booked.BookingCode },
  });
  expect(paid.json().Code).toBe(1);
  return { ref: booked.Bref, code: booked.BookingCode, totalfare: Number(body.totalfare), paymentId };
}

const change = (who: Customer, body: Record<string, unknown>) =>
  t.app
    .inject({
      method: 'PUT',
      url: '/api/changebooking',
      payload: body,
      headers: { 'content-type': 'application/json', ...who.session },
    })
    .then((r) => r.json());

async function ledger(ref: number) {
  const { rows } = await t.db.query<{ outcome: string; amount: number }>(
    `SELECT p.outcome, p.amount::float8 AS amount FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE b.jobpartid = $1 AND p.outcome IN ('approved', 'refunded') ORDER BY p.id`,
    [ref],
  );
  return rows;
}

async function bookingOf(ref: number): Promise<{ id: number; vehtypeid: number }> {
  const { rows } = await t.db.query<{ id: number; vehtypeid: number }>(
    `SELECT id::int AS id, (details->>'vehtypeid')::int AS vehtypeid FROM bookings WHERE jobpartid = $1`,
    [ref],
  );
  return rows[0];
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

function webhook(intentId: string) {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: provider.intents.get(intentId) },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripewebhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const pounds = (n: number) => `£${n.toFixed(2)}`;

describe('a higher fare paid at Stripe', () => {
  it('asks for a PaymentIntent of the difference alone, settles the change with it once, and refunds both charges on cancel', async () => {
    const who = await customer('change.stripe.up@example.com');
    const { ref, totalfare, paymentId } = await paidBooking(who, 'card');
    const requestid = newRequestId();
    const asked = await change(who, { bookingref: ref, requestid, vehtypeid: 2 });
    const difference = round2(asked.totalfare - totalfare);
    expect(difference).toBeGreaterThan(0);
    expect(asked).toMatchObject({ code: 3, paymentrequired: difference, paymentgateway: 'stripe' });
    const intent = intentOf(asked.clientsecret);
    // Stripe was asked for the difference in pence, on this booking; asking again reuses the same PaymentIntent.
    expect(provider.intents.get(intent)).toMatchObject({ amount: Math.round(difference * 100), currency: 'gbp' });
    expect((await change(who, { bookingref: ref, requestid, vehtypeid: 2 })).clientsecret).toBe(asked.clientsecret);
    // Not confirmed yet: the change waits.
    expect(await change(who, { bookingref: ref, requestid, vehtypeid: 2, transactionid: intent })).toMatchObject({
      code: 2,
      message: CARD_PROCESSING_MESSAGE,
    });
    expect((await bookingOf(ref)).vehtypeid).toBe(1);

    provider.confirmIntent(intent, 'succeeded');
    const made = await change(who, { bookingref: ref, requestid, vehtypeid: 2, transactionid: intent });
    expect(made).toMatchObject({ code: 1, chargedamount: difference, totalfare: asked.totalfare });
    // The page's retry, the updatebooking report and the webhook (twice) all find the change made: one charge.
    expect(await change(who, { bookingref: ref, requestid, vehtypeid: 2, transactionid: intent })).toEqual(made);
    await Promise.all([webhook(intent), webhook(intent)]);
    const reported = await t.app.inject({
      method: 'PUT',
      url: '/api/updatebooking',
      payload: { transactionid: intent, jobpartid: ref, transactionstatus: 'ok' },
      headers: who.session,
    });
    expect(reported.json().Code).toBe(1);
    const { id, vehtypeid } = await bookingOf(ref);
    expect(vehtypeid).toBe(2);
    expect(await changesOf(t.db, id)).toHaveLength(1);
    expect(await ledger(ref)).toEqual([
      { outcome: 'approved', amount: totalfare },
      { outcome: 'approved', amount: difference },
    ]);
    expect((await outbox(who.email)).filter((m) => m.subject === `Your booking ${ref} has been changed`)).toHaveLength(
      1,
    );

    // Cancelled while Stripe is down: both parts fail, and are retried; the customer hears once, with the total.
    provider.failing = true;
    try {
      const cancelled = (await postJson(t.app, '/api/cancelbooking', { bookingref: ref }, who.session)).json();
      expect(cancelled).toMatchObject({ code: 1, refundamount: asked.totalfare, refundstatus: 'failed' });
    } finally {
      provider.failing = false;
    }
    const gateways = await paymentGateways(settings());
    const operator = async () => JSON.parse(await readFile(path.join(dir, 'operator.json'), 'utf8'));
    const onRefunded = refundedNotice({ mailer: outboxMailer }, operator, () => START);
    const later = new Date(START.getTime() + 5 * 60_000);
    const passes = await Promise.all([
      retryDueRefunds(t.db, gateways, later, { onRefunded, limit: 1 }),
      retryDueRefunds(t.db, gateways, later, { onRefunded, limit: 1 }),
    ]);
    expect(passes.reduce((a, b) => a + b, 0) + (await retryDueRefunds(t.db, gateways, later, { onRefunded }))).toBe(2);
    expect(provider.refunds.filter((r) => r.payment === intent).map((r) => r.amount)).toEqual([
      String(Math.round(difference * 100)),
    ]);
    expect(provider.refunds.filter((r) => r.payment === paymentId).map((r) => r.amount)).toEqual([
      String(Math.round(totalfare * 100)),
    ]);
    // Charges and refunds net to nothing, whichever order the ledger lists them in (a sum can end at -0).
    expect(Math.abs(round2((await ledger(ref)).reduce((sum, p) => sum + p.amount, 0)))).toBe(0);
    const refundedMails = (await outbox(who.email)).filter((m) => m.kind === 'booking-refunded');
    expect(refundedMails).toHaveLength(1);
    expect(refundedMails[0].body).toContain(pounds(asked.totalfare));
  });

  it('settles the change from Stripe’s webhook when the page never comes back, and the page then finds it made', async () => {
    const who = await customer('change.stripe.webhook@example.com');
    const { ref, totalfare } = await paidBooking(who, 'card');
    const requestid = newRequestId();
    const asked = await change(who, { bookingref: ref, requestid, passengers: 3, vehtypeid: 2 });
    const intent = intentOf(asked.clientsecret);
    provider.confirmIntent(intent, 'succeeded');
    expect((await webhook(intent)).json()).toMatchObject({ received: true, settled: true });
    expect((await bookingOf(ref)).vehtypeid).toBe(2);
    const made = await change(who, { bookingref: ref, requestid, passengers: 3, vehtypeid: 2, transactionid: intent });
    expect(made).toMatchObject({ code: 1, chargedamount: round2(asked.totalfare - totalfare) });
    expect((await ledger(ref)).map((p) => p.outcome)).toEqual(['approved', 'approved']);
  });

  it('takes no other payment for the difference: not the booking’s own, not another change’s', async () => {
    const who = await customer('change.stripe.other@example.com');
    const { ref, paymentId } = await paidBooking(who, 'card');
    const first = await change(who, { bookingref: ref, requestid: newRequestId(), vehtypeid: 2 });
    provider.confirmIntent(intentOf(first.clientsecret), 'succeeded');
    for (const transactionid of [paymentId, intentOf(first.clientsecret)])
      expect(
        await change(who, { bookingref: ref, requestid: newRequestId(), vehtypeid: 2, transactionid }),
      ).toMatchObject({ code: 2, message: PAYMENT_INFO_MESSAGE });
    expect((await bookingOf(ref)).vehtypeid).toBe(1);
  });
});

describe('a higher fare paid with PayPal', () => {
  it('asks for an order of the difference, captures it once approved, and the booking’s payments add up', async () => {
    const who = await customer('change.paypal.up@example.com');
    const { ref, totalfare } = await paidBooking(who, 'paypal');
    const requestid = newRequestId();
    const asked = await change(who, { bookingref: ref, requestid, vehtypeid: 2 });
    const difference = round2(asked.totalfare - totalfare);
    expect(asked).toMatchObject({ code: 3, paymentrequired: difference, paymentgateway: 'paypal' });
    const order = provider.orders.get(asked.clientsecret)!;
    expect(order.purchase_units[0].amount).toEqual({ currency_code: 'GBP', value: difference.toFixed(2) });
    provider.approveOrder(asked.clientsecret);
    const made = await change(who, { bookingref: ref, requestid, vehtypeid: 2, transactionid: asked.clientsecret });
    expect(made).toMatchObject({ code: 1, chargedamount: difference });
    expect(await change(who, { bookingref: ref, requestid, vehtypeid: 2, transactionid: asked.clientsecret })).toEqual(
      made,
    );
    expect(order.status).toBe('COMPLETED');
    expect(await ledger(ref)).toEqual([
      { outcome: 'approved', amount: totalfare },
      { outcome: 'approved', amount: difference },
    ]);
    const cancelled = (await postJson(t.app, '/api/cancelbooking', { bookingref: ref }, who.session)).json();
    expect(cancelled).toMatchObject({ code: 1, refundamount: asked.totalfare, refundstatus: 'refunded' });
    const capture = order.purchase_units[0].payments!.captures[0].id;
    expect(provider.refunds.filter((r) => r.payment === capture).map((r) => r.amount)).toEqual([difference.toFixed(2)]);
    // Charges and refunds net to nothing, whichever order the ledger lists them in (a sum can end at -0).
    expect(Math.abs(round2((await ledger(ref)).reduce((sum, p) => sum + p.amount, 0)))).toBe(0);
  });
});

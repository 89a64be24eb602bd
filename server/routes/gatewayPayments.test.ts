/**
 * Stripe and PayPal through the official server packages, pointed at a local stand-in of their HTTP APIs
 * (server/gateways/payments/testing/providerStandIn.ts): a booking is paid only by a succeeded payment of its own
 * amount and currency that the API itself confirmed with the gateway, once.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_OPERATOR_CONFIG } from '../app';
import { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE } from '../gateways/payments';
import { paypalGateway } from '../gateways/payments/paypal';
import { stripeGateway } from '../gateways/payments/stripe';
import { startProviderStandIn, type ProviderStandIn } from '../gateways/payments/testing/providerStandIn';
import { createTestApp, type TestApp } from '../lib/testing';
import { book, bookingBody, quote, type BookingAnswer } from './booking.testkit';
import { PAID_IN_CASH } from './payment';

const START = new Date('2026-11-22T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_secret';
let testApp: TestApp;
let provider: ProviderStandIn;
let dir: string;

beforeAll(async () => {
  provider = await startProviderStandIn();
  dir = await mkdtemp(path.join(tmpdir(), 'gateways-'));
  const operator = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8'));
  operator.configuration = { ...operator.configuration, paymentgateway: 'stripe', IsPaypalAllowed: true };
  await writeFile(path.join(dir, 'operator.json'), JSON.stringify(operator));
  testApp = await createTestApp({
    now: () => START,
    operatorConfigPath: path.join(dir, 'operator.json'),
    payments: {
      stripe: { secretKey: 'sk_test_standin', webhookSecret: WEBHOOK_SECRET, apiBase: provider.url },
      paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiBase: provider.url },
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await provider?.close();
  await rm(dir, { recursive: true, force: true });
});

type Booked = BookingAnswer & { ClientSecret: string };

async function bookUnpaid(paymentmethod: 'card' | 'paypal' | 'cash' = 'card') {
  const q = await quote(testApp.app);
  const body = bookingBody(q, { paymentmethod });
  const { body: booked } = await book(testApp.app, body);
  expect(booked.Code).toBe(1);
  return { booked: booked as Booked, totalfare: Number(body.totalfare) };
}

const update = (booked: BookingAnswer, transactionid: string, extra: Record<string, unknown> = {}) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/updatebooking',
    payload: {
      transactionid,
      jobpartid: booked.Bref,
      transactionstatus: 'succeeded',
      code: booked.BookingCode,
      ...extra,
    },
  });

async function paymentState(jobpartid: number | undefined) {
  const { rows } = await testApp.db.query<{ is_paid: boolean; transaction_id: string | null; payments: number }>(
    `SELECT b.is_paid, b.transaction_id,
       (SELECT count(*)::int FROM payments p WHERE p.booking_id = b.id AND p.outcome = 'approved') AS payments
     FROM bookings b WHERE jobpartid = $1`,
    [jobpartid],
  );
  return rows[0];
}

const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

function webhook(payload: string, signature: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripewebhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

function succeededEvent(intentId: string, eventId = `evt_${intentId}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: provider.intents.get(intentId) },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

describe('Stripe: a PaymentIntent the API creates and confirms with Stripe', () => {
  it('creates the intent for the booking’s own amount and currency, and answers its client secret unpaid', async () => {
    const { booked, totalfare } = await bookUnpaid();
    expect(booked.PaymentResult).toEqual({ Code: 0, Message: '' });
    expect(booked.ClientSecret).toMatch(/^pi_[0-9]+_secret_[0-9]+$/);
    const intent = provider.intents.get(intentIdOf(booked.ClientSecret))!;
    expect(intent).toMatchObject({ amount: Math.round(totalfare * 100), currency: 'gbp' });
    expect(await paymentState(booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });
  });

  it('does not take the client’s word: "succeeded" without a succeeded intent, or with 3-D Secure pending, leaves it unpaid', async () => {
    const { booked } = await bookUnpaid();
    const id = intentIdOf(booked.ClientSecret);
    expect((await update(booked, id)).json()).toEqual({ Code: 2, Message: CARD_PROCESSING_MESSAGE });
    provider.confirmIntent(id, 'requires_action');
    expect((await update(booked, id)).json()).toEqual({ Code: 2, Message: CARD_PROCESSING_MESSAGE });
    expect((await update(booked, 'pi_000999')).json()).toEqual({ Code: 2, Message: PAYMENT_INFO_MESSAGE });
    expect(await paymentState(booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });
  });

  it('marks it paid once on a succeeded intent, however often the payment is reported', async () => {
    const { booked } = await bookUnpaid();
    const id = intentIdOf(booked.ClientSecret);
    provider.confirmIntent(id, 'succeeded');
    const answers = await Promise.all([update(booked, id), update(booked, id), update(booked, id)]);
    expect(answers.map((a) => a.json().Code)).toEqual([1, 1, 1]);
    expect(await paymentState(booked.Bref)).toEqual({ is_paid: true, transaction_id: id, payments: 1 });
    expect((await update(booked, id)).json().Code).toBe(1);
    expect(await paymentState(booked.Bref)).toEqual({ is_paid: true, transaction_id: id, payments: 1 });
  });

  it('refuses an intent of another amount, and one made for another booking', async () => {
    const first = await bookUnpaid();
    const tampered = intentIdOf(first.booked.ClientSecret);
    provider.intents.get(tampered)!.amount = 100;
    provider.confirmIntent(tampered, 'succeeded');
    expect((await update(first.booked, tampered)).json()).toEqual({ Code: 2, Message: PAYMENT_INFO_MESSAGE });
    expect(await paymentState(first.booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });

    const other = await bookUnpaid();
    const othersIntent = intentIdOf(other.booked.ClientSecret);
    provider.confirmIntent(othersIntent, 'succeeded');
    expect((await update(first.booked, othersIntent)).json()).toEqual({ Code: 2, Message: PAYMENT_INFO_MESSAGE });
    expect(await paymentState(first.booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });
    expect(await paymentState(other.booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });
  });

  it('answers 404 for an unknown booking and for a stranger without the code, and changes nothing', async () => {
    const { booked } = await bookUnpaid();
    const id = intentIdOf(booked.ClientSecret);
    provider.confirmIntent(id, 'succeeded');
    expect((await update({ ...booked, Bref: 987654321 }, id)).statusCode).toBe(404);
    expect((await update(booked, id, { code: 'not-the-code' })).statusCode).toBe(404);
    expect(await paymentState(booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });
  });

  it('shows the card message when Stripe cannot be reached, and keeps the booking unpaid', async () => {
    const { booked } = await bookUnpaid();
    const id = intentIdOf(booked.ClientSecret);
    provider.confirmIntent(id, 'succeeded');
    provider.failing = true;
    try {
      expect((await update(booked, id)).json()).toEqual({ Code: 2, Message: CARD_PROCESSING_MESSAGE });
    } finally {
      provider.failing = false;
    }
    expect(await paymentState(booked.Bref)).toMatchObject({ is_paid: false });
  });
});

describe('Stripe webhook: reconciliation by signed event', () => {
  it('settles a paid booking whose customer never came back, once, and refuses a bad signature', async () => {
    const { booked } = await bookUnpaid();
    const id = intentIdOf(booked.ClientSecret);
    provider.confirmIntent(id, 'succeeded');
    const event = succeededEvent(id);

    const forged = await webhook(event.payload, event.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`));
    expect(forged.statusCode).toBe(400);
    expect((await webhook(event.payload, '')).statusCode).toBe(400);
    expect(await paymentState(booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });

    const good = await webhook(event.payload, event.signature);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true, settled: true });
    const replayed = await webhook(event.payload, event.signature);
    expect(replayed.statusCode).toBe(200);
    expect((await update(booked, id)).json().Code).toBe(1);
    expect(await paymentState(booked.Bref)).toEqual({ is_paid: true, transaction_id: id, payments: 1 });
  });

  it('does not settle on a signed event whose intent Stripe says has not succeeded', async () => {
    const { booked } = await bookUnpaid();
    const id = intentIdOf(booked.ClientSecret);
    // A correctly signed event claiming success for an intent that Stripe itself still holds unpaid.
    const event = succeededEvent(id);
    expect((await webhook(event.payload, event.signature)).json()).toEqual({ received: true, settled: false });
    expect(await paymentState(booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });
  });
});

describe('PayPal: an order the API creates, and captures once approved', () => {
  it('creates the order for the booking’s amount, captures it only after approval, and pays once', async () => {
    const { booked, totalfare } = await bookUnpaid('paypal');
    const orderId = booked.ClientSecret;
    expect(provider.orders.get(orderId)?.purchase_units[0].amount).toEqual({
      currency_code: 'GBP',
      value: totalfare.toFixed(2),
    });
    expect((await update(booked, orderId)).json()).toEqual({ Code: 2, Message: CARD_PROCESSING_MESSAGE });
    expect(await paymentState(booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });

    provider.approveOrder(orderId);
    expect((await update(booked, orderId)).json().Code).toBe(1);
    expect((await update(booked, orderId)).json().Code).toBe(1);
    const state = await paymentState(booked.Bref);
    expect(state).toMatchObject({ is_paid: true, payments: 1 });
    expect(state.transaction_id).toBe(provider.orders.get(orderId)?.purchase_units[0].payments?.captures[0].id);
    expect(provider.requests.filter((r) => r === `POST /v2/checkout/orders/${orderId}/capture`)).toHaveLength(1);
  });

  it('never captures an order made for another booking on this one’s behalf', async () => {
    const mine = await bookUnpaid('paypal');
    const theirs = await bookUnpaid('paypal');
    provider.approveOrder(theirs.booked.ClientSecret);
    expect((await update(mine.booked, theirs.booked.ClientSecret)).json()).toEqual({
      Code: 2,
      Message: PAYMENT_INFO_MESSAGE,
    });
    expect(provider.orders.get(theirs.booked.ClientSecret)?.status).toBe('APPROVED');
    expect(await paymentState(mine.booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });
  });
});

describe('payment links: GET /api/stripepaymentintent with id (and code)', () => {
  it('pays a booking through its link by card or PayPal; an unknown link is a 404', async () => {
    const { booked, totalfare } = await bookUnpaid();
    const intent = await testApp.app.inject({
      method: 'GET',
      url: `/api/paymentintent?jobpartid=${booked.Bref}&code=${booked.BookingCode}`,
    });
    const link = intent.json().PaymentLink as string;
    expect(link).toMatch(/^pl_[0-9a-f]{32}$/);

    const byLink = await testApp.app.inject({ method: 'GET', url: `/api/stripepaymentintent?id=${link}` });
    expect(byLink.json()).toMatchObject({
      Code: 1,
      Bref: booked.Bref,
      CurrencyCode: 'GBP',
      PaymentResult: { Code: 0 },
    });
    expect(byLink.json().Amount).toBeCloseTo(totalfare, 2);
    const paypal = await testApp.app.inject({
      method: 'GET',
      url: `/api/stripepaymentintent?id=${link}&code=${booked.BookingCode}&paymentmethod=paypal`,
    });
    expect(provider.orders.has(paypal.json().ClientSecret)).toBe(true);
    const wrongCode = await testApp.app.inject({ method: 'GET', url: `/api/stripepaymentintent?id=${link}&code=nope` });
    expect(wrongCode.statusCode).toBe(404);
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/stripepaymentintent?id=pl_${'0'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);

    const id = intentIdOf(byLink.json().ClientSecret);
    provider.confirmIntent(id, 'succeeded');
    expect((await update(booked, id, { code: undefined, id: link })).json().Code).toBe(1);
    expect(await paymentState(booked.Bref)).toEqual({ is_paid: true, transaction_id: id, payments: 1 });
  });

  it('answers a link only what paying needs, and reuses one open payment at the provider for every visit', async () => {
    const { booked } = await bookUnpaid();
    const intent = await testApp.app.inject({
      method: 'GET',
      url: `/api/paymentintent?jobpartid=${booked.Bref}&code=${booked.BookingCode}`,
    });
    const link = intent.json().PaymentLink as string;
    const visits = [];
    for (let i = 0; i < 3; i++) {
      visits.push((await testApp.app.inject({ method: 'GET', url: `/api/stripepaymentintent?id=${link}` })).json());
    }
    // Nothing that opens the record (bookinginfo by code, tracking share links) or names the passenger.
    expect(Object.keys(visits[0]).sort()).toEqual(
      [
        'Amount',
        'Bref',
        'ClientSecret',
        'Code',
        'CurrencyCode',
        'Message',
        'PaymentMethod',
        'PaymentResult',
        'ReturnRef',
      ].sort(),
    );
    expect(JSON.stringify(visits)).not.toContain(booked.BookingCode);
    // The booking's own intent (made at booking) is the one every visit gets: no new PaymentIntent per visit.
    const before = provider.intents.size;
    expect(new Set(visits.map((v) => v.ClientSecret))).toEqual(new Set([booked.ClientSecret]));
    expect(provider.intents.size).toBe(before);

    // Once that payment can no longer be completed, the next visit gets a new one.
    provider.confirmIntent(intentIdOf(booked.ClientSecret), 'canceled');
    const after = (await testApp.app.inject({ method: 'GET', url: `/api/stripepaymentintent?id=${link}` })).json();
    expect(after.ClientSecret).not.toBe(booked.ClientSecret);
    expect(provider.intents.size).toBe(before + 1);
  });

  it('refuses to take a card payment for a cash booking', async () => {
    const { booked } = await bookUnpaid('cash');
    expect(booked.ClientSecret).toBe('');
    const byCode = await testApp.app.inject({
      method: 'GET',
      url: `/api/stripepaymentintent?code=${booked.BookingCode}`,
    });
    expect(byCode.json()).toEqual({ Code: 2, Message: PAID_IN_CASH });
    const card = await bookUnpaid();
    const id = intentIdOf(card.booked.ClientSecret);
    provider.confirmIntent(id, 'succeeded');
    expect((await update(booked, id)).json()).toEqual({ Code: 2, Message: PAID_IN_CASH });
    expect(await paymentState(booked.Bref)).toMatchObject({ is_paid: false, payments: 0 });
  });
});

describe('each gateway checks a payment against the booking itself (not only the route)', () => {
  it('Stripe and PayPal refuse a payment made for another booking id, and PayPal does not capture it', async () => {
    const stripe = stripeGateway({ secretKey: 'sk_test_standin', apiBase: provider.url });
    const paypal = paypalGateway({ clientId: 'c', clientSecret: 's', apiBase: provider.url });
    const { booked, totalfare } = await bookUnpaid();
    const id = intentIdOf(booked.ClientSecret);
    provider.confirmIntent(id, 'succeeded');
    const { rows } = await testApp.db.query<{ id: number }>('SELECT id::int AS id FROM bookings WHERE jobpartid = $1', [
      booked.Bref,
    ]);
    const foreign = { bookingId: rows[0].id + 100000, amount: totalfare, currency: 'GBP' };
    expect(await stripe.charge(testApp.db, id, foreign, START)).toEqual({
      status: 'invalid',
      message: PAYMENT_INFO_MESSAGE,
    });
    const order = (await bookUnpaid('paypal')).booked.ClientSecret;
    provider.approveOrder(order);
    expect(await paypal.charge(testApp.db, order, foreign, START)).toEqual({
      status: 'invalid',
      message: PAYMENT_INFO_MESSAGE,
    });
    expect(provider.orders.get(order)?.status).toBe('APPROVED');
  });
});

describe('refunds through the providers', () => {
  it('gives a settled Stripe or PayPal payment back once, and refuses one never recorded', async () => {
    const stripe = stripeGateway({ secretKey: 'sk_test_standin', apiBase: provider.url });
    const paypal = paypalGateway({ clientId: 'c', clientSecret: 's', apiBase: provider.url });
    const card = await bookUnpaid();
    const intent = intentIdOf(card.booked.ClientSecret);
    provider.confirmIntent(intent, 'succeeded');
    expect((await update(card.booked, intent)).json().Code).toBe(1);
    const order = await bookUnpaid('paypal');
    provider.approveOrder(order.booked.ClientSecret);
    expect((await update(order.booked, order.booked.ClientSecret)).json().Code).toBe(1);

    for (const [gateway, booked, totalfare] of [
      [stripe, card.booked, card.totalfare],
      [paypal, order.booked, order.totalfare],
    ] as const) {
      const { rows } = await testApp.db.query<{ id: number; transaction_id: string }>(
        'SELECT id::int AS id, transaction_id FROM bookings WHERE jobpartid = $1',
        [booked.Bref],
      );
      const refund = { bookingId: rows[0].id, authCode: rows[0].transaction_id, amount: totalfare, currency: 'GBP' };
      expect(await gateway.refund(testApp.db, refund, START)).toMatchObject({ status: 'refunded' });
      expect(await gateway.refund(testApp.db, refund, START)).toMatchObject({ status: 'failed' });
      expect(await gateway.refund(testApp.db, { ...refund, authCode: 'never-charged' }, START)).toMatchObject({
        status: 'failed',
      });
    }
  });
});

describe('throttling payments made at a provider', () => {
  it('limits stripepaymentintent per client address (429 with Retry-After), as each call makes a PaymentIntent', async () => {
    const limited = await buildApp({
      db: testApp.db,
      operatorConfigPath: path.join(dir, 'operator.json'),
      payments: { stripe: { secretKey: 'sk_test_standin', apiBase: provider.url } },
      rateLimits: { providerPaymentPerClient: { max: 2, windowMs: 60_000 } },
    });
    try {
      const { booked } = await bookUnpaid();
      const url = `/api/stripepaymentintent?code=${booked.BookingCode}`;
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await limited.inject({ method: 'GET', url }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
      expect(Number(answers[2].headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

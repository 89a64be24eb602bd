/** Paying a booking through its gateway (the payment flow and booking call rules, rules: payment-flow, call-booking): a token charged, or a provider's payment created. */
import type { WirePaymentResult } from '../../src/api/wire/booking';
import type { Db } from '../db';
import { chargeRequestOf, paymentState, type BookingRow } from '../domain/bookingPayments';
import {
  GatewayNotConfigured,
  PAYMENT_INFO_MESSAGE,
  type PaymentGateway,
  type PaymentGateways,
} from '../gateways/payments';
import { HIGHER_FARE_BY_PROVIDER, payDifference } from '../domain/bookingChange';
import { money } from '../domain/bookingMail';
import type { OperatorConfig } from '../domain/operatorConfig';
import { markPaid } from '../stores/bookingRows';
import { insertProviderPayment, latestProviderPayment, providerPayment } from '../stores/providerPayments';
import { refundAcross } from './refunds';

/** Charges a card booking's token and marks it paid on approval; the PaymentResult of 3.11. Run inside a transaction. */
export async function chargeBooking(
  tx: Db,
  gateway: PaymentGateway,
  row: BookingRow,
  token: string | undefined,
  now: Date,
): Promise<WirePaymentResult> {
  if (row.is_paid) return paymentState(row);
  if (!token) return { Code: 0, Message: PAYMENT_INFO_MESSAGE };
  const result = await gateway.charge(tx, token, chargeRequestOf(row), now);
  if (result.status !== 'approved') return { Code: 0, Message: result.message };
  await markPaid(tx, row.id, result.authCode);
  row.is_paid = true;
  return { Code: 1, Message: `Paid by ${result.brand} ending ${result.last4}`, AuthCode: result.authCode };
}

/**
 * Intent gateways (Stripe, PayPal): creates the provider's payment for the booking's amount and remembers which
 * booking and gateway it belongs to; answers the client secret (or PayPal order id) for the client.
 */
export async function createProviderPayment(
  db: Db,
  gateway: PaymentGateway,
  row: BookingRow,
  now: Date,
): Promise<{ ok: true; clientSecret: string } | { ok: false; message: string }> {
  if (!gateway.createPayment) return { ok: true, clientSecret: '' };
  const request = chargeRequestOf(row);
  const reopened = await reopenLatestPayment(db, gateway, row, now);
  if (reopened) return reopened;
  const created = await gateway.createPayment(request);
  if (!created.ok) return created;
  await insertProviderPayment(db, created.paymentId, row.id, gateway.name, request, now);
  return { ok: true, clientSecret: created.clientSecret };
}

/** A provider payment made for this booking's amount younger than this may be offered again (Stripe keeps one for days). */
const REOPEN_WITHIN_MS = 24 * 60 * 60_000;

/**
 * One open payment per booking: its latest payment at this gateway for its current amount, when the provider says
 * it can still be completed, so a payment page or link opened again makes no new PaymentIntent or order.
 */
async function reopenLatestPayment(
  db: Db,
  gateway: PaymentGateway,
  row: BookingRow,
  now: Date,
): Promise<{ ok: true; clientSecret: string } | null> {
  if (!gateway.reopenPayment) return null;
  const request = chargeRequestOf(row);
  const since = new Date(now.getTime() - REOPEN_WITHIN_MS);
  const id = await latestProviderPayment(db, row.id, gateway.name, request, since);
  if (!id) return null;
  const reopened = await gateway.reopenPayment(id, request);
  return reopened?.ok ? { ok: true, clientSecret: reopened.clientSecret } : null;
}

export const changePurpose = (requestid: string) => `change:${requestid}` as const;
export const FARE_MOVED =
  'The fare changed while the difference was being paid, so the change was not made and the payment is being given back. Please check the new fare.';

/** How a change's higher fare is paid: a sandbox card token, or the Stripe or PayPal payment made for it. */
export interface DifferencePayment {
  requestid: string;
  nonce?: string;
  transactionid?: string;
  /** The change asked for, kept with a provider payment so that payment settles it whoever reports it first. */
  change: object;
}

type DifferenceRefusal = {
  code: number;
  message: string;
  paymentrequired?: number;
  clientsecret?: string;
  paymentgateway?: string;
};

/**
 * A higher fare's difference as a second charge at the booking's gateway (the price difference rule, rules:
 * booking-change). The sandbox takes a new card token; Stripe and PayPal a PaymentIntent or order made for the
 * difference of this change alone (answered with code 3 and its client secret until the customer has confirmed or
 * approved it), which the provider is then asked about, as a booking's own payment is.
 */
export async function chargeDifference(
  tx: Db,
  gateways: PaymentGateways,
  operator: OperatorConfig,
  row: BookingRow,
  difference: number,
  pay: DifferencePayment,
  now: Date,
): Promise<{ authCode: string } | { refusal: DifferenceRefusal }> {
  let gateway;
  try {
    gateway = gateways.forBooking(row.payment_method, operator.configuration.paymentgateway);
  } catch (error) {
    if (!(error instanceof GatewayNotConfigured)) throw error;
  }
  if (!gateway) return { refusal: { code: 2, message: HIGHER_FARE_BY_PROVIDER(operator.configuration.phone) } };
  const request = { bookingId: row.id, jobpartid: row.jobpartid, amount: difference, currency: row.currency_code };
  const asked: DifferenceRefusal = {
    code: 3,
    message: payDifference(money(difference, row.currency_code)),
    paymentrequired: difference,
    paymentgateway: gateway.name,
  };
  if (gateway.flow === 'token') {
    if (!pay.nonce) return { refusal: asked };
    const result = await gateway.charge(tx, pay.nonce, request, now);
    if (result.status !== 'approved') return { refusal: { code: 2, message: result.message } };
    return { authCode: result.authCode };
  }
  const purpose = changePurpose(pay.requestid);
  if (!pay.transactionid) {
    const opened = await openDifferencePayment(tx, gateway, row, request, { purpose, request: pay.change }, now);
    if (!opened.ok) return { refusal: { code: 2, message: opened.message } };
    return { refusal: { ...asked, clientsecret: opened.clientSecret } };
  }
  // Only a payment this API made for this very change pays it: not the booking's own, not another change's.
  const made = await providerPayment(tx, pay.transactionid);
  if (!made || made.bookingId !== row.id || made.gateway !== gateway.name || made.purpose !== purpose)
    return { refusal: { code: 2, message: PAYMENT_INFO_MESSAGE } };
  const result = await gateway.charge(tx, pay.transactionid, { ...request, amount: made.amount }, now);
  if (result.status !== 'approved') return { refusal: { code: 2, message: result.message } };
  if (made.amount !== difference) {
    // The fare moved between asking and settling (a tier boundary, a promo ended): the payment pays for no change,
    // so it goes back in full through the refund path, retried until made.
    await refundAcross(tx, gateways, row, purpose, made.amount, now);
    return { refusal: { code: 2, message: FARE_MOVED } };
  }
  return { authCode: result.authCode };
}

/** The change's difference payment at Stripe or PayPal: the one already open for it, else a new one. */
async function openDifferencePayment(
  tx: Db,
  gateway: PaymentGateway,
  row: BookingRow,
  request: { bookingId: number; jobpartid: number; amount: number; currency: string },
  change: { purpose: string; request: object },
  now: Date,
): Promise<{ ok: true; clientSecret: string } | { ok: false; message: string }> {
  if (!gateway.createPayment) return { ok: false, message: PAYMENT_INFO_MESSAGE };
  const since = new Date(now.getTime() - REOPEN_WITHIN_MS);
  const id = await latestProviderPayment(tx, row.id, gateway.name, request, since, change.purpose);
  const reopened = id ? await gateway.reopenPayment?.(id, request) : null;
  if (reopened?.ok) return { ok: true, clientSecret: reopened.clientSecret };
  const created = await gateway.createPayment(request);
  if (!created.ok) return created;
  await insertProviderPayment(tx, created.paymentId, row.id, gateway.name, request, now, change);
  return { ok: true, clientSecret: created.clientSecret };
}

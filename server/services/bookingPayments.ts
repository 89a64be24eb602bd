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
import { insertProviderPayment, latestProviderPayment } from '../stores/providerPayments';

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

/**
 * A higher fare's difference as a second charge at the booking's gateway. The sandbox takes it with a new card token
 * (answered code 3 with the amount until one comes); Stripe and PayPal would need a second PaymentIntent or order
 * that settlePayment does not take yet, so they are told to call.
 */
export async function chargeDifference(
  tx: Db,
  gateways: PaymentGateways,
  operator: OperatorConfig,
  row: BookingRow,
  difference: number,
  nonce: string | undefined,
  now: Date,
): Promise<{ authCode: string } | { refusal: { code: number; message: string; paymentrequired?: number } }> {
  let gateway;
  try {
    gateway = gateways.forBooking(row.payment_method, operator.configuration.paymentgateway);
  } catch (error) {
    if (!(error instanceof GatewayNotConfigured)) throw error;
  }
  if (!gateway || gateway.flow !== 'token')
    return { refusal: { code: 2, message: HIGHER_FARE_BY_PROVIDER(operator.configuration.phone) } };
  if (!nonce)
    return {
      refusal: {
        code: 3,
        message: payDifference(money(difference, row.currency_code)),
        paymentrequired: difference,
      },
    };
  const result = await gateway.charge(
    tx,
    nonce,
    { bookingId: row.id, jobpartid: row.jobpartid, amount: difference, currency: row.currency_code },
    now,
  );
  if (result.status !== 'approved') return { refusal: { code: 2, message: result.message } };
  return { authCode: result.authCode };
}

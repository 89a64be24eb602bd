/**
 * Settling a payment reported for a booking (updatebooking, the Stripe webhook): the one place a booking becomes
 * paid after it was made. The gateway is the one that created the payment (provider_payments) or, for a sandbox
 * nonce, the configured card gateway; the booking row is locked, so two reports of one payment mark it paid once.
 */
import type { WirePaymentResult } from '../../src/api/wire/booking';
import type { Db } from '../db';
import type { BookingRow } from '../domain/bookingPayments';
import { chargeBooking } from './bookingPayments';
import { providerPayment, type ProviderPayment } from '../stores/providerPayments';
import { findById } from '../stores/bookingRows';
import type { OperatorConfig } from '../domain/operatorConfig';
import type { Mailer } from '../gateways/mail';
import { PAYMENT_INFO_MESSAGE, type PaymentGateway, type PaymentGateways } from '../gateways/payments';
import type { RouteFinder } from '../domain/routing';
import { changeBooking } from './changeBooking';
import { mailSettings, sendBookingNotice } from './bookingNotices';
import { refundLatePayment } from './refunds';

export interface SettleContext {
  db: Db;
  now: Date;
  operator: OperatorConfig;
  gateways: PaymentGateways;
  mailer: Mailer;
  /** Road routing: a change's payment settles the change, which re-quotes the changed journey. */
  route: RouteFinder;
}

/** The gateway to ask about a transaction id for this booking, or null when the id cannot pay it. */
async function gatewayFor(ctx: SettleContext, row: BookingRow, transactionId: string): Promise<PaymentGateway | null> {
  const created = await providerPayment(ctx.db, transactionId);
  if (created) return created.bookingId === row.id ? ctx.gateways.byName(created.gateway) : null;
  const card = ctx.gateways.byName(ctx.operator.configuration.paymentgateway);
  // Only the sandbox takes tokens the API did not create; a Stripe or PayPal id must be one the API made.
  return card?.flow === 'token' && row.payment_method === 'card' ? card : null;
}

/** The PaymentResult of settling a payment, or null when the id is not a payment of this booking. */
export async function settlePayment(
  ctx: SettleContext,
  row: BookingRow,
  transactionId: string,
): Promise<WirePaymentResult | null> {
  const gateway = await gatewayFor(ctx, row, transactionId);
  if (!gateway) return null;
  const made = await providerPayment(ctx.db, transactionId);
  if (made?.purpose?.startsWith('change:')) return settleChangePayment(ctx, row, transactionId, made);
  return ctx.db.transaction(async (tx) => {
    const locked = (await findById(tx, row.id, { lock: true })) ?? row;
    const wasPaid = locked.is_paid;
    const payment = await chargeBooking(tx, gateway, locked, transactionId, ctx.now);
    if (!wasPaid && locked.is_paid) {
      const paid = { kind: 'paid' as const, cardText: payment.Message ?? '' };
      await sendBookingNotice(ctx.mailer, tx, locked, paid, mailSettings(ctx.operator), ctx.now);
      // A payment that arrives after the booking was cancelled (a late webhook, a tab left open) pays for nothing:
      // it goes back in full, once (the refund exactly-once rule, rules: refund-once).
      if (/cancel/i.test(locked.status)) {
        const refund = await refundLatePayment(tx, ctx.gateways, locked, ctx.now);
        if (refund.status !== 'none')
          await sendBookingNotice(
            ctx.mailer,
            tx,
            locked,
            { kind: 'cancelled', refund },
            mailSettings(ctx.operator),
            ctx.now,
          );
      }
    }
    return payment;
  });
}

/**
 * A payment made for a change's higher fare (not for the booking, which is paid already): it settles that change,
 * as asked when the payment was made, exactly once by the change's request id, whether the customer's page or
 * Stripe's webhook reports it first (the price difference rule, rules: booking-change).
 */
async function settleChangePayment(
  ctx: SettleContext,
  row: BookingRow,
  transactionId: string,
  made: ProviderPayment,
): Promise<WirePaymentResult> {
  const requestid = (made.purpose ?? '').slice('change:'.length);
  const answer = await changeBooking(
    { db: ctx.db, mailer: ctx.mailer, gateways: ctx.gateways, route: ctx.route },
    ctx.operator,
    null,
    { ...(made.changeRequest ?? {}), bookingref: row.jobpartid, requestid, transactionid: transactionId },
    ctx.now,
  );
  if (answer === 'not-found') return { Code: 0, Message: PAYMENT_INFO_MESSAGE };
  return answer.code === 1 ? { Code: 1, Message: answer.message } : { Code: 0, Message: answer.message };
}

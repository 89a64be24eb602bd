/**
 * Cancelling a booking online (the booking actions and refund tiers rules, rules: booking-actions, refund-tiers):
 * the booking cancelled, what the operator's policy allows refunded through the gateway that took the payment, and
 * the customer told both, in one transaction; a second cancel finds the booking cancelled and refunds nothing.
 */
import type { Db } from '../db';
import type { Owner } from '../domain/history';
import type { OperatorConfig } from '../domain/operatorConfig';
import type { Mailer } from '../gateways/mail';
import type { PaymentGateways } from '../gateways/payments';
import { cancelBooking, type CancelOutcome } from '../stores/bookingHistory';
import { findById } from '../stores/bookingRows';
import { wholeRefundMade, type RefundRow } from '../stores/refunds';
import { mailSettings, sendBookingNotice, type RefundNotice } from './bookingNotices';
import { refundCancelled } from './refunds';

export interface CancelDeps {
  db: Db;
  mailer: Mailer;
  gateways: PaymentGateways;
}

export async function cancelWithRefund(
  deps: CancelDeps,
  operator: OperatorConfig,
  owner: Owner,
  jobpartid: number,
  now: Date,
): Promise<{ outcome: CancelOutcome; refund?: RefundNotice }> {
  const policy = operator.configuration.bookingpolicy;
  let refund: RefundNotice | undefined;
  const outcome = await cancelBooking(deps.db, owner, jobpartid, async (tx, bookingId, leg) => {
    const row = await findById(tx, bookingId);
    if (!row) return;
    if (policy)
      refund = await refundCancelled(
        tx,
        deps.gateways,
        row,
        leg === 'return' ? 'cancel-return' : 'cancel',
        policy,
        now,
      );
    await sendBookingNotice(deps.mailer, tx, row, { kind: 'cancelled', refund }, mailSettings(operator), now);
  });
  return { outcome, refund };
}

/**
 * The retry worker's word to the customer once a refund it retried is made: one mail per refund, with its total,
 * when its last part is made (a refund spread over two charges is one refund to the customer, however its parts
 * failed and were retried: the one refund mail rule, rules: refund-once).
 */
export function refundedNotice(
  deps: Pick<CancelDeps, 'mailer'>,
  operator: () => Promise<OperatorConfig>,
  now: () => Date,
) {
  return async (tx: Db, refund: RefundRow) => {
    const whole = await wholeRefundMade(tx, refund);
    if (!whole) return;
    const row = await findById(tx, refund.booking_id);
    if (!row) return;
    const notice: RefundNotice = {
      amount: whole.amount,
      percent: 0,
      currency: refund.currency_code,
      status: 'refunded',
    };
    await sendBookingNotice(
      deps.mailer,
      tx,
      row,
      { kind: 'refunded', refund: notice, reason: refund.purpose.startsWith('change:') ? 'changed' : 'cancelled' },
      mailSettings(await operator()),
      now(),
    );
  };
}

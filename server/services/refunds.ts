/**
 * Refunding a cancelled booking by the operator's policy through the gateway that took its payment (the refund
 * tiers and refund exactly-once rules, rules: refund-tiers, refund-once), and the worker that retries a refund the
 * gateway failed, so none is silently lost.
 */
import { refundFor, type WireBookingPolicy } from '../../src/api/wire/bookingPolicy';
import type { Db } from '../db';
import type { RefundNotice } from '../domain/bookingNoteMails';
import type { BookingRow } from '../domain/bookingPayments';
import type { PaymentGateways } from '../gateways/payments';
import {
  chargesLeft,
  claimDueRefunds,
  lockBookingForRefund,
  openRefund,
  paidCharge,
  recordRefundAttempt,
  type RefundPurpose,
  type RefundRow,
} from '../stores/refunds';

/** Minutes to the next try after the nth failure; the last one repeats, so a refund is retried until it is made. */
export const RETRY_MINUTES = [1, 5, 15, 60, 240, 1440];

export const retryAt = (attempts: number, now: Date): Date =>
  new Date(now.getTime() + RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length - 1)] * 60_000);

/**
 * The provider's idempotency key: the booking and the purpose, not the row's id, so even a refund whose transaction
 * was rolled back after the provider made it (and so is asked for again) is the same refund at the provider.
 */
export const refundKey = (refund: Pick<RefundRow, 'booking_id' | 'purpose'>) =>
  `refund-${refund.booking_id}-${refund.purpose}`;

/** Asks the row's gateway once and records its answer; a gateway this server no longer has counts as a failure. */
async function attempt(tx: Db, gateways: PaymentGateways, refund: RefundRow, now: Date): Promise<RefundRow['status']> {
  const gateway = gateways.byName(refund.gateway);
  const result = gateway
    ? await gateway.refund(
        tx,
        {
          bookingId: refund.booking_id,
          authCode: refund.auth_code,
          amount: refund.amount,
          currency: refund.currency_code,
          idempotencyKey: refundKey(refund),
        },
        now,
      )
    : ({ status: 'failed', message: `The ${refund.gateway} gateway is not configured.` } as const);
  await recordRefundAttempt(
    tx,
    refund,
    result.status === 'refunded'
      ? result
      : { status: 'failed', message: result.message, retryAt: retryAt(refund.attempts, now) },
    now,
  );
  return result.status;
}

const FULL_REFUND_POLICY: WireBookingPolicy = {
  changeuntilhours: 0,
  refunds: { card: [{ hoursbefore: -Infinity, percent: 100 }], paypal: [{ hoursbefore: -Infinity, percent: 100 }] },
};

/** A payment taken after its booking was cancelled: all of it back, through the same once-only path. */
export const refundLatePayment = (tx: Db, gateways: PaymentGateways, row: BookingRow, now: Date) =>
  refundCancelled(tx, gateways, row, 'cancel', FULL_REFUND_POLICY, now);

/**
 * Refunds what the policy allows for a booking just cancelled (`purpose` says which legs), in the cancelling
 * transaction that holds the booking's row. A refund for this booking and purpose already opened is never asked
 * for again. Answers what to tell the customer.
 */
export async function refundCancelled(
  tx: Db,
  gateways: PaymentGateways,
  row: BookingRow,
  purpose: RefundPurpose,
  policy: WireBookingPolicy | undefined,
  now: Date,
): Promise<RefundNotice> {
  const none: RefundNotice = { amount: 0, percent: 0, currency: row.currency_code, status: 'none' };
  const charge = await paidCharge(tx, row.id);
  if (!charge?.authCode || !row.is_paid) return none;
  const legFare =
    purpose === 'cancel-return' ? Math.min(row.return_details?.totalfare ?? 0, row.total_fare) : row.total_fare;
  const pickupAt = purpose === 'cancel-return' ? (charge.returnAt ?? charge.pickupAt) : charge.pickupAt;
  const paid = Math.max(0, Math.round((legFare - charge.refundedSoFar) * 100) / 100);
  const due = refundFor({ pickupAt, paymentMethod: row.payment_method, isPaid: row.is_paid, paid }, now, policy);
  if (due.amount <= 0) return { ...none, percent: due.percent };
  const made = await refundAcross(tx, gateways, row, purpose, due.amount, now);
  if (!made) return none;
  return { amount: due.amount, percent: due.percent, currency: row.currency_code, status: made.status };
}

/**
 * Gives `amount` back over the booking's charges, newest first (a higher fare's second charge before the booking's
 * own), one refund row per charge: the first under `purpose`, the others under `{purpose}:{n}`; each charge gives at
 * most what it still holds, so no gateway is asked for more than it took. Null when this purpose was refunded
 * already (a retried request), so it is never asked for twice.
 */
export async function refundAcross(
  tx: Db,
  gateways: PaymentGateways,
  row: BookingRow,
  purpose: RefundPurpose,
  amount: number,
  now: Date,
): Promise<{ status: RefundRow['status'] } | null> {
  const charge = await paidCharge(tx, row.id);
  if (!charge?.authCode) return null;
  const ledger = await chargesLeft(tx, row.id);
  // A booking paid before the ledger kept its charges (seeded ones) has its one charge on the booking row.
  const charges = ledger.length ? ledger : [{ authCode: charge.authCode, left: amount }];
  let rest = Math.round(amount * 100);
  let status: RefundRow['status'] = 'refunded';
  let piece = 0;
  for (const { authCode, left } of charges) {
    const take = Math.min(rest, Math.round(left * 100));
    if (take <= 0) continue;
    const refund = await openRefund(
      tx,
      {
        booking_id: row.id,
        purpose: piece === 0 ? purpose : `${purpose}:${piece}`,
        gateway: charge.gateway,
        auth_code: authCode,
        amount: take / 100,
        currency_code: row.currency_code,
      },
      now,
    );
    if (!refund) return piece === 0 ? null : { status };
    if ((await attempt(tx, gateways, refund, now)) === 'failed') status = 'failed';
    rest -= take;
    piece += 1;
    if (rest <= 0) break;
  }
  return piece === 0 ? null : { status };
}

/**
 * One pass of the retry worker: the failed refunds now due, each tried once more in its own transaction (one slow
 * provider does not hold the others' locks). Answers the refunds made in this pass.
 */
export async function retryDueRefunds(
  db: Db,
  gateways: PaymentGateways,
  now: Date,
  options: { limit?: number; onRefunded?: (tx: Db, refund: RefundRow) => Promise<void> } = {},
): Promise<number> {
  const limit = options.limit ?? 20;
  let made = 0;
  for (let i = 0; i < limit; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [refund] = await claimDueRefunds(tx, now, 1);
      if (!refund) return null;
      if (!(await lockBookingForRefund(tx, refund.booking_id))) return 'busy';
      const status = await attempt(tx, gateways, refund, now);
      if (status === 'refunded') await options.onRefunded?.(tx, refund);
      return status;
    });
    // Nothing due, or the next one's booking is another worker's now: the next pass takes it.
    if (done === null || done === 'busy') break;
    if (done === 'refunded') made += 1;
  }
  return made;
}

export interface RefundWorker {
  stop(): Promise<void>;
}

/** Runs retryDueRefunds every `everyMs` (default a minute) in every API process; SKIP LOCKED keeps them apart. */
export function startRefundRetries(
  db: Db,
  gateways: PaymentGateways,
  options: {
    everyMs?: number;
    now?: () => Date;
    onError?: (error: unknown) => void;
    onRefunded?: (tx: Db, refund: RefundRow) => Promise<void>;
  } = {},
): RefundWorker {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = retryDueRefunds(db, gateways, now(), { onRefunded: options.onRefunded })
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  }, options.everyMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

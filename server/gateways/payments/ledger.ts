/**
 * The payments table as the intent gateways (Stripe, PayPal) keep it: one approved row per provider payment, so a
 * payment reported twice (updatebooking twice, a webhook replayed, the webhook and the client both) counts once,
 * and a provider payment can never pay two bookings (a unique index over approved transaction ids backs this).
 */
import type { Db } from '../../db';
import type { ChargeRequest, RefundRequest, RefundResult } from './types';

/** Records a settled provider payment; false when that payment is already recorded (for any booking). */
export async function recordPayment(
  tx: Db,
  payment: ChargeRequest & { transactionId: string; authCode: string },
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO payments (booking_id, nonce, amount, currency_code, outcome, auth_code, created_at)
     VALUES ($1, $2, $3, $4, 'approved', $5, $6)
     ON CONFLICT (nonce) WHERE outcome = 'approved' DO NOTHING RETURNING id`,
    [payment.bookingId, payment.transactionId, payment.amount, payment.currency, payment.authCode, now.toISOString()],
  );
  return rows.length === 1;
}

/**
 * Whether an approved payment of this booking still holds this much unrefunded (read before asking the provider):
 * the refunds already recorded against it (negative rows) and this one may not come to more than the charge.
 */
export async function refundable(db: Db, request: RefundRequest): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM payments c WHERE c.booking_id = $1 AND c.auth_code = $2 AND c.outcome = 'approved'
       AND $3::numeric > 0
       AND c.amount + COALESCE((SELECT sum(r.amount) FROM payments r
                                 WHERE r.booking_id = $1 AND r.auth_code = $2 AND r.outcome = 'refunded'), 0) >= $3::numeric`,
    [request.bookingId, request.authCode, request.amount],
  );
  return rows.length > 0;
}

/** Records a refund the provider made, as the sandbox does: the negative amount beside the charge. */
export async function refundRecorded(
  tx: Db,
  request: RefundRequest,
  refundId: string,
  now: Date,
): Promise<RefundResult> {
  await tx.query(
    `INSERT INTO payments (booking_id, nonce, amount, currency_code, outcome, auth_code, created_at)
     VALUES ($1, $2, $3, $4, 'refunded', $5, $6)`,
    [request.bookingId, refundId, -request.amount, request.currency, request.authCode, now.toISOString()],
  );
  return { status: 'refunded', refundId };
}

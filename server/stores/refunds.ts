/**
 * The refunds table (migrations/017): one row per booking and purpose (the refund exactly-once rule, rules:
 * refund-once), and the refund's amount and state copied onto the booking record the lists and detail read.
 */
import type { Db } from '../db';

/**
 * 'cancel' (the whole booking), 'cancel-return' (the return journey alone), `change:{requestid}` (a change to a lower
 * fare). A refund spread over more than one charge (a booking whose higher fare was paid by a second charge) has one
 * row per charge: the first under the purpose, the others under `{purpose}:{n}`.
 */
export type RefundPurpose = 'cancel' | 'cancel-return' | `${string}:${string}`;
export type RefundStatus = 'refunded' | 'failed';

export interface RefundRow {
  id: number;
  booking_id: number;
  purpose: RefundPurpose;
  gateway: string;
  auth_code: string;
  amount: number;
  currency_code: string;
  status: RefundStatus;
  attempts: number;
  last_error: string | null;
}

const COLUMNS = `id::int AS id, booking_id::int AS booking_id, purpose, gateway, auth_code, amount::float8 AS amount,
  currency_code, status, attempts, last_error`;

export interface PaidCharge {
  /** The approved charge's auth code (bookings.transaction_id); null when nothing was charged through a gateway. */
  authCode: string | null;
  /** The gateway that took it: the one the API made the provider payment at, else the sandbox (the token path). */
  gateway: string;
  pickupAt: Date;
  returnAt: Date | null;
  /**
   * What the booking's cancel refunds already give back, so a later one never asks for more than is left. A change's
   * refund is not counted: it followed the fare down, and the booking's fare is already the lower one.
   */
  refundedSoFar: number;
}

export async function paidCharge(db: Db, bookingId: number): Promise<PaidCharge | null> {
  const { rows } = await db.query<{
    transaction_id: string | null;
    gateway: string | null;
    pickup_at: Date | string;
    return_at: Date | string | null;
    refunded: number;
  }>(
    `SELECT b.transaction_id, b.pickup_at, b.return_at,
            (SELECT p.gateway FROM provider_payments p WHERE p.booking_id = b.id ORDER BY p.created_at DESC LIMIT 1) AS gateway,
            (SELECT COALESCE(sum(r.amount), 0)::float8 FROM refunds r
              WHERE r.booking_id = b.id AND r.purpose NOT LIKE 'change:%') AS refunded
       FROM bookings b WHERE b.id = $1`,
    [bookingId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    authCode: row.transaction_id,
    gateway: row.gateway ?? 'sandbox',
    pickupAt: new Date(row.pickup_at),
    returnAt: row.return_at === null ? null : new Date(row.return_at),
    refundedSoFar: Number(row.refunded),
  };
}

/**
 * Opens the refund for a booking and purpose, or finds it: null when one is already there, so a second cancel (at
 * the same time, or a retried request) never asks the gateway again. Call it in the booking's transaction.
 */
export async function openRefund(
  tx: Db,
  refund: Pick<RefundRow, 'booking_id' | 'purpose' | 'gateway' | 'auth_code' | 'amount' | 'currency_code'>,
  now: Date,
): Promise<RefundRow | null> {
  const { rows } = await tx.query<RefundRow>(
    `INSERT INTO refunds (booking_id, purpose, gateway, auth_code, amount, currency_code, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'failed', $7, $7)
     ON CONFLICT (booking_id, purpose) DO NOTHING RETURNING ${COLUMNS}`,
    [
      refund.booking_id,
      refund.purpose,
      refund.gateway,
      refund.auth_code,
      refund.amount,
      refund.currency_code,
      now.toISOString(),
    ],
  );
  return rows[0] ?? null;
}

/**
 * Records what the gateway answered: refunded, or failed with the next try `retryAt`; and copies the amount and the
 * state onto the booking record (the leg the purpose names), where the customer's lists and detail read them.
 */
export async function recordRefundAttempt(
  tx: Db,
  refund: RefundRow,
  outcome: { status: 'refunded'; refundId: string } | { status: 'failed'; message: string; retryAt: Date | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE refunds SET status = $2, attempts = attempts + 1, updated_at = $3, provider_refund_id = $4,
       last_error = $5, next_attempt_at = $6 WHERE id = $1`,
    [
      refund.id,
      outcome.status,
      now.toISOString(),
      outcome.status === 'refunded' ? outcome.refundId : null,
      outcome.status === 'failed' ? outcome.message : null,
      outcome.status === 'failed' ? (outcome.retryAt?.toISOString() ?? null) : null,
    ],
  );
  // A change's refund is told in the change history, not as the booking's refund (which says it was cancelled).
  if (refund.purpose.startsWith('change:')) return;
  const base = refund.purpose.startsWith('cancel-return') ? 'cancel-return' : 'cancel';
  const column = base === 'cancel-return' ? 'return_details' : 'details';
  // Locked before the sum is read: a second worker making another part at the same moment waits here, and its sum
  // (a statement begun after the first commits) sees the first's part made.
  await tx.query('SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE', [refund.booking_id]);
  // A refund spread over two charges is one refund to the customer: their sum, failed while any part is.
  await tx.query(
    `UPDATE bookings SET ${column} = ${column} || (
       SELECT jsonb_build_object('refundamount', sum(r.amount)::float8,
                                 'refundstatus', CASE WHEN bool_and(r.status = 'refunded') THEN 'refunded' ELSE 'failed' END)
         FROM refunds r WHERE r.booking_id = $1 AND (r.purpose = $2 OR r.purpose LIKE $2 || ':%'))
      WHERE id = $1 AND ${column} IS NOT NULL`,
    [refund.booking_id, base],
  );
}

/** A booking's approved charges, newest first, with what each still holds once its refunds (made or due) are made. */
export async function chargesLeft(tx: Db, bookingId: number): Promise<{ authCode: string; left: number }[]> {
  const { rows } = await tx.query<{ auth_code: string; left: number }>(
    `SELECT c.auth_code, (c.amount - COALESCE((SELECT sum(r.amount) FROM refunds r
                                               WHERE r.booking_id = c.booking_id AND r.auth_code = c.auth_code), 0))::float8 AS left
       FROM payments c WHERE c.booking_id = $1 AND c.outcome = 'approved' AND c.auth_code IS NOT NULL
      ORDER BY c.id DESC`,
    [bookingId],
  );
  return rows.map((row) => ({ authCode: row.auth_code, left: Number(row.left) }));
}

/**
 * The failed refunds due another try, locked for this worker (SKIP LOCKED: a second worker, or a cancel holding the
 * row, takes others), oldest first.
 */
export async function claimDueRefunds(tx: Db, now: Date, limit: number): Promise<RefundRow[]> {
  const { rows } = await tx.query<RefundRow>(
    `SELECT ${COLUMNS} FROM refunds WHERE status = 'failed' AND next_attempt_at <= $1
      ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now.toISOString(), limit],
  );
  return rows;
}

/**
 * Locks the booking a claimed refund belongs to, unless another worker holds it (making another part of the same
 * refund): false then, and the refund waits for the next pass. Taken before the provider is called, so two workers
 * never hold one part each while each waits for the other's booking and part (Postgres's deadlock).
 */
export async function lockBookingForRefund(tx: Db, bookingId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE SKIP LOCKED', [bookingId]);
  return rows.length > 0;
}

/**
 * The refund a row is a part of: its purpose less a `:{n}` piece number, when a row under that purpose exists (a
 * request id may itself end in `:1`).
 */
async function refundGroup(tx: Db, refund: Pick<RefundRow, 'booking_id' | 'purpose'>): Promise<string> {
  const piece = /^(.+):\d+$/.exec(refund.purpose);
  if (!piece) return refund.purpose;
  const { rows } = await tx.query('SELECT 1 FROM refunds WHERE booking_id = $1 AND purpose = $2', [
    refund.booking_id,
    piece[1],
  ]);
  return rows.length ? piece[1] : refund.purpose;
}

/**
 * A refund spread over a booking's charges, once its last part is made: the total of its parts; null while any part
 * is still due. The booking's row is locked first, so of two workers making the last two parts at the same moment
 * the second waits and sees the first's, and exactly one of them finds the whole refund made.
 */
export async function wholeRefundMade(
  tx: Db,
  refund: Pick<RefundRow, 'booking_id' | 'purpose'>,
): Promise<{ purpose: string; amount: number } | null> {
  await tx.query('SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE', [refund.booking_id]);
  const purpose = await refundGroup(tx, refund);
  const { rows } = await tx.query<{ amount: number; open: number }>(
    `SELECT COALESCE(sum(amount), 0)::float8 AS amount, count(*) FILTER (WHERE status <> 'refunded')::int AS open
       FROM refunds WHERE booking_id = $1 AND (purpose = $2 OR purpose LIKE $2 || ':%')`,
    [refund.booking_id, purpose],
  );
  const whole = rows[0];
  return whole && Number(whole.open) === 0 ? { purpose, amount: Math.round(Number(whole.amount) * 100) / 100 } : null;
}

/** A booking's refunds, oldest first (tests and the operator's view). */
export async function refundsOf(db: Db, bookingId: number): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(`SELECT ${COLUMNS} FROM refunds WHERE booking_id = $1 ORDER BY id`, [
    bookingId,
  ]);
  return rows;
}

/** Payments the API created at Stripe or PayPal for a booking (provider_payments), so a reported id is checked. */
import type { Db } from '../db';

export async function insertProviderPayment(
  db: Db,
  id: string,
  bookingId: number,
  gateway: string,
  request: { amount: number; currency: string },
  now: Date,
  change?: { purpose: string; request: object },
): Promise<void> {
  await db.query(
    `INSERT INTO provider_payments (id, booking_id, gateway, amount, currency_code, created_at, purpose, change_request)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO NOTHING`,
    [
      id,
      bookingId,
      gateway,
      request.amount,
      request.currency,
      now.toISOString(),
      change?.purpose ?? null,
      change ? JSON.stringify(change.request) : null,
    ],
  );
}

export interface ProviderPayment {
  bookingId: number;
  gateway: string;
  amount: number;
  /** null: the booking's own payment; `change:{requestid}`: a change's higher fare (the difference). */
  purpose: string | null;
  /** The change a difference's payment pays for, as asked (without its handles). */
  changeRequest: Record<string, unknown> | null;
}

/** The booking, gateway and purpose a provider payment id was created for by this API, or null. */
export async function providerPayment(db: Db, id: string): Promise<ProviderPayment | null> {
  const { rows } = await db.query<{
    booking_id: number;
    gateway: string;
    amount: number;
    purpose: string | null;
    change_request: Record<string, unknown> | null;
  }>(
    `SELECT booking_id::int AS booking_id, gateway, amount::float8 AS amount, purpose, change_request
       FROM provider_payments WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  return row
    ? {
        bookingId: row.booking_id,
        gateway: row.gateway,
        amount: Number(row.amount),
        purpose: row.purpose,
        changeRequest: row.change_request,
      }
    : null;
}

/**
 * The id of the booking's latest payment at this gateway for this amount and currency made since `since`, if any:
 * the booking's own (`purpose` absent) or a change's difference (`purpose` `change:{requestid}`), never one for the other.
 */
export async function latestProviderPayment(
  db: Db,
  bookingId: number,
  gateway: string,
  request: { amount: number; currency: string },
  since: Date,
  purpose: string | null = null,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM provider_payments
     WHERE booking_id = $1 AND gateway = $2 AND amount = $3 AND currency_code = $4 AND created_at > $5
       AND purpose IS NOT DISTINCT FROM $6
     ORDER BY created_at DESC LIMIT 1`,
    [bookingId, gateway, request.amount, request.currency, since.toISOString(), purpose],
  );
  return rows[0]?.id ?? null;
}

/** Payments the API created at Stripe or PayPal for a booking (provider_payments), so a reported id is checked. */
import type { Db } from '../db';

export async function insertProviderPayment(
  db: Db,
  id: string,
  bookingId: number,
  gateway: string,
  request: { amount: number; currency: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO provider_payments (id, booking_id, gateway, amount, currency_code, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO NOTHING`,
    [id, bookingId, gateway, request.amount, request.currency, now.toISOString()],
  );
}

/** The booking and gateway a provider payment id was created for by this API, or null. */
export async function providerPayment(db: Db, id: string): Promise<{ bookingId: number; gateway: string } | null> {
  const { rows } = await db.query<{ booking_id: number; gateway: string }>(
    'SELECT booking_id::int AS booking_id, gateway FROM provider_payments WHERE id = $1',
    [id],
  );
  return rows[0] ? { bookingId: rows[0].booking_id, gateway: rows[0].gateway } : null;
}

/** The id of the booking's latest payment at this gateway for this amount and currency made since `since`, if any. */
export async function latestProviderPayment(
  db: Db,
  bookingId: number,
  gateway: string,
  request: { amount: number; currency: string },
  since: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM provider_payments
     WHERE booking_id = $1 AND gateway = $2 AND amount = $3 AND currency_code = $4 AND created_at > $5
     ORDER BY created_at DESC LIMIT 1`,
    [bookingId, gateway, request.amount, request.currency, since.toISOString()],
  );
  return rows[0]?.id ?? null;
}

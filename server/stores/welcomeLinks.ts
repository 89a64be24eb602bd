/** Accounts a booker opens for their customers, and the welcome links that set their first password (issue 15). */
import type { Db } from '../db';

/** The account an e-mail has (any case), and the booker who opened it, if one did. */
export async function accountByEmail(
  tx: Db,
  email: string,
): Promise<{ id: string | number; opened_by_booker: string | number | null } | undefined> {
  const { rows } = await tx.query<{ id: string | number; opened_by_booker: string | number | null }>(
    'SELECT id, opened_by_booker FROM customers WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

/**
 * A new account without a password (no password can match an empty hash: passwords.ts cannot parse it); its id, or
 * null when another booking opened one for this e-mail a moment ago.
 */
export async function insertBookersCustomer(
  tx: Db,
  bookerId: number,
  customer: { email: string; firstname: string; surname: string; phone: string; dialingcode: string },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO customers (email, firstname, surname, phone, dialingcode, password_hash, opened_by_booker)
     VALUES ($1, $2, $3, $4, $5, '', $6) ON CONFLICT DO NOTHING RETURNING id`,
    [customer.email, customer.firstname, customer.surname, customer.phone, customer.dialingcode, bookerId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function insertWelcomeLink(
  tx: Db,
  customerId: number,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: string | number }>(
    'INSERT INTO account_welcomes (customer_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [customerId, codeHash, now.toISOString(), expiresAt.toISOString()],
  );
  return Number(rows[0].id);
}

export interface WelcomeRow {
  customer_id: string | number;
  code_hash: string;
  expires_at: string | Date;
  used_at: string | Date | null;
  email: string;
  firstname: string;
}

/** A welcome link and whose account it opens; `lock` holds it until the transaction ends. */
export async function welcomeRow(db: Db, id: number, lock = false): Promise<WelcomeRow | undefined> {
  const { rows } = await db.query<WelcomeRow>(
    `SELECT w.customer_id, w.code_hash, w.expires_at, w.used_at, c.email, c.firstname
     FROM account_welcomes w JOIN customers c ON c.id = w.customer_id WHERE w.id = $1${lock ? ' FOR UPDATE OF w' : ''}`,
    [id],
  );
  return rows[0];
}

/** Spends the link and sets the customer's first password; every session of the customer ends, as after a reset. */
export async function spendWelcomeLink(
  tx: Db,
  id: number,
  customerId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE account_welcomes SET used_at = $2 WHERE id = $1', [id, now.toISOString()]);
  await tx.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [customerId, passwordHash]);
  await tx.query('DELETE FROM sessions WHERE customer_id = $1', [customerId]);
}

/** The demo accounts: their public password, e-mails and booker firms, and how a demo customer is created. */
import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { createCustomer, type CustomerRow } from '../stores/accounts';
import { hashPassword } from '../domain/passwords';
import type { Person } from './demoBookings';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_BOOKER_ID = 7001;
/** A second booker firm, the "other booker" of the booker area's ownership tests (issue 15). */
export const OTHER_BOOKER_ID = 7002;
export const DEMO_EMAILS = {
  amelia: 'amelia@example.com',
  ben: 'ben@example.com',
  booker: 'priya@example.com',
  otherBooker: 'noah@example.com',
} as const;
/** The demo operator of the console (issue 31, docs/configuration.md "The operator console"). */
export const DEMO_OPERATOR_EMAIL = 'operator@example.com';

/**
 * Demo passwords are public, so they are stored at a low scrypt cost to keep start-up and tests quick; the first
 * sign-in re-hashes them at the full cost (authenticate, server/domain/accounts.ts).
 */
const DEMO_HASH_COST = { N: 1024, r: 8, p: 1 };
const clientHash = (password: string) => createHash('sha256').update(password).digest('hex');

/** A demo customer as the person a booking is for. */
export function asPerson(row: CustomerRow): Person {
  return { name: `${row.firstname} ${row.surname}`, email: row.email, phone: row.phone, dialingcode: row.dialingcode };
}

/** Creates the customer, or returns undefined when the e-mail already has an account (seeded before, or taken). */
export async function demoCustomer(
  db: Db,
  fields: { email: string; firstname: string; surname: string; phone: string; bookerId?: number },
): Promise<CustomerRow | undefined> {
  const { rows } = await db.query('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [fields.email]);
  if (rows.length) return undefined;
  const secret = clientHash(DEMO_PASSWORD);
  return createCustomer(
    db,
    { ...fields, dialingcode: '+44', clientHash: secret, emailmailinglist: true },
    { passwordHash: await hashPassword(secret, DEMO_HASH_COST) },
  );
}

/**
 * The demo operator: an account like the demo customers (same low-cost hash, upgraded at its first sign-in) that
 * operator_accounts names. Idempotent, and run on every start, so a database seeded before the console gets it too.
 */
export async function seedDemoOperator(db: Db): Promise<void> {
  const created = await demoCustomer(db, {
    email: DEMO_OPERATOR_EMAIL,
    firstname: 'Olivia',
    surname: 'Operator',
    phone: '2079460999',
  });
  if (created) await db.query('INSERT INTO operator_accounts (customer_id) VALUES ($1)', [created.id]);
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import type { WireProfile } from '../../src/api/wire/account';
import { isLocale, type Locale } from '../../src/api/wire/locales';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from '../domain/passwords';

/** Customers, their passwords and reset links (the customer profile and account calls rules, rules: customer-profile, call-account). Routes in server/routes/account.ts. */

export interface CustomerRow {
  id: string | number;
  email: string;
  firstname: string;
  surname: string;
  phone: string;
  dialingcode: string;
  booker_id: string | number | null;
  password_hash: string;
  sms_mailing_list: boolean;
  email_mailing_list: boolean;
  /** The customer's own language (the profile language rule, issue 34); NULL until they choose one. */
  language: string | null;
}

export interface ProfileFields {
  email: string;
  firstname: string;
  surname: string;
  phone: string;
  dialingcode: string;
  smsmailinglist?: boolean;
  emailmailinglist?: boolean;
}

/** A reset link works for an hour (issue 4). */
export const RESET_LINK_LIFETIME_MS = 3_600_000;

/** The customer profile rule (rules: customer-profile): phone numbers are stored without spaces and without a leading 0. */
export function cleanPhone(phone: string): string {
  return phone.replace(/\s+/g, '').replace(/^0+/, '');
}

const cleanEmail = (email: string) => email.trim();

/** The profile of the customer profile rule (rules: customer-profile), with both spellings the spec names (custid and Id, bookerid and BookerId). */
export function wireProfile(row: CustomerRow): WireProfile {
  const bookerId = row.booker_id === null ? undefined : Number(row.booker_id);
  return {
    custid: Number(row.id),
    Id: Number(row.id),
    ...(bookerId === undefined ? {} : { bookerid: bookerId, BookerId: bookerId }),
    email: row.email,
    firstname: row.firstname,
    surname: row.surname,
    LastName: row.surname,
    phone: row.phone,
    dialingcode: row.dialingcode,
    smsmailinglist: row.sms_mailing_list,
    emailmailinglist: row.email_mailing_list,
    ...(isLocale(row.language) ? { language: row.language } : {}),
  };
}

const CUSTOMER_COLUMNS =
  'id, email, firstname, surname, phone, dialingcode, booker_id, password_hash, sms_mailing_list, email_mailing_list, language';

export async function customerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = $1`, [id]);
  return rows[0];
}

export async function customerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE lower(email) = lower($1)`,
    [cleanEmail(email)],
  );
  return rows[0];
}

/** The contact fields of a customer's profile, which a signed-in customer's booking carries. */
export async function customerContact(
  db: Db,
  id: number,
): Promise<Pick<CustomerRow, 'email' | 'firstname' | 'surname' | 'phone' | 'dialingcode'> | undefined> {
  const { rows } = await db.query<Pick<CustomerRow, 'email' | 'firstname' | 'surname' | 'phone' | 'dialingcode'>>(
    'SELECT email, firstname, surname, phone, dialingcode FROM customers WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** A customer's first name and surname, or undefined. */
export async function customerName(db: Db, id: number): Promise<{ firstname: string; surname: string } | undefined> {
  const { rows } = await db.query<{ firstname: string; surname: string }>(
    'SELECT firstname, surname FROM customers WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** A customer's contact details, only when their account is one the booker opened (domain/bookerCustomers.ts). */
export async function customerOpenedByBooker(
  db: Db,
  customerId: number,
  bookerId: number,
): Promise<{ firstname: string; surname: string; email: string; phone: string; dialingcode: string } | undefined> {
  const { rows } = await db.query<{
    firstname: string;
    surname: string;
    email: string;
    phone: string;
    dialingcode: string;
  }>(`SELECT firstname, surname, email, phone, dialingcode FROM customers WHERE id = $1 AND opened_by_booker = $2`, [
    customerId,
    bookerId,
  ]);
  return rows[0];
}

/** The account read by its e-mail, if the password is right, else null; no account costs the same time as a wrong password. */
export async function authenticate(
  db: Db,
  customer: CustomerRow | undefined,
  clientHash: string,
): Promise<CustomerRow | null> {
  if (!customer) return verifyAgainstDecoy(clientHash).then(() => null);
  if (!(await verifyPassword(clientHash, customer.password_hash))) return null;
  if (!needsRehash(customer.password_hash)) return customer;
  const rehashed = await hashPassword(clientHash);
  await db.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [customer.id, rehashed]);
  // The stored hash keys the browser's device proof (server/domain/trustedDevices.ts): hand back the new one.
  return { ...customer, password_hash: rehashed };
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email address already exists. Please sign in or reset your password.');
    this.name = 'EmailTakenError';
  }
}

/** A profile's e-mail, names, phone and dialling code as stored: cleaned the same way on sign-up and on an edit. */
function contactValues(fields: ProfileFields): [string, string, string, string, string] {
  return [
    cleanEmail(fields.email),
    fields.firstname.trim(),
    fields.surname.trim(),
    cleanPhone(fields.phone),
    fields.dialingcode.trim() || '+44',
  ];
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export async function createCustomer(
  db: Db,
  fields: ProfileFields & { clientHash: string; bookerId?: number | null },
  options: { passwordHash?: string } = {},
): Promise<CustomerRow> {
  const passwordHash = options.passwordHash ?? (await hashPassword(fields.clientHash));
  try {
    const { rows } = await db.query<CustomerRow>(
      `INSERT INTO customers (email, firstname, surname, phone, dialingcode, booker_id, password_hash, sms_mailing_list, email_mailing_list)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${CUSTOMER_COLUMNS}`,
      [
        ...contactValues(fields),
        fields.bookerId ?? null,
        passwordHash,
        fields.smsmailinglist ?? false,
        fields.emailmailinglist ?? false,
      ],
    );
    return rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function updateProfile(db: Db, customerId: number, fields: ProfileFields): Promise<CustomerRow> {
  try {
    const { rows } = await db.query<CustomerRow>(
      `UPDATE customers SET email = $2, firstname = $3, surname = $4, phone = $5, dialingcode = $6,
         sms_mailing_list = $7, email_mailing_list = $8
       WHERE id = $1 RETURNING ${CUSTOMER_COLUMNS}`,
      [customerId, ...contactValues(fields), fields.smsmailinglist ?? false, fields.emailmailinglist ?? false],
    );
    return rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/** Keeps the language a signed-in customer chose (the profile language rule), so their pages and mails follow it. */
export async function setCustomerLanguage(db: Db, customerId: number, language: Locale): Promise<void> {
  await db.query('UPDATE customers SET language = $2 WHERE id = $1', [customerId, language]);
}

export async function setPassword(db: Db, customerId: number, clientHash: string): Promise<void> {
  await db.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [customerId, await hashPassword(clientHash)]);
}

/** Changes the password when the old one is right; false when it is not. */
export async function changePassword(
  db: Db,
  customerId: number,
  oldClientHash: string,
  newClientHash: string,
): Promise<boolean> {
  const customer = await customerById(db, customerId);
  if (!customer || !(await verifyPassword(oldClientHash, customer.password_hash))) return false;
  await setPassword(db, customerId, newClientHash);
  return true;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Ends every unused reset link of the customer (a newer one was issued, or one was used). */
async function retireResetLinks(db: Pick<Db, 'query'>, customerId: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE password_resets SET expires_at = $2 WHERE customer_id = $1 AND used_at IS NULL AND expires_at > $2',
    [customerId, now.toISOString()],
  );
}

/** Creates a one-time reset code for the customer; returns the link's id and code (the code is stored hashed). */
export async function createPasswordReset(
  db: Db,
  customerId: number,
  now: Date,
): Promise<{ id: number; code: string }> {
  const code = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // Only the newest link works: an older one, perhaps in a mailbox someone else reads, dies now.
    await retireResetLinks(tx, customerId, now);
    const { rows } = await tx.query<{ id: string | number }>(
      'INSERT INTO password_resets (customer_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [customerId, sha256(code), now.toISOString(), new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString()],
    );
    return { id: Number(rows[0].id), code };
  });
}

/**
 * Sets the new password if the link is known, unused, unexpired and its code matches; the link is then spent
 * and every session of the customer ends (whoever knew the old password is signed out). False otherwise.
 */
export async function resetPassword(
  db: Db,
  resetId: number,
  code: string,
  newClientHash: string,
  now: Date,
): Promise<boolean> {
  const newHash = await hashPassword(newClientHash);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ customer_id: string | number; code_hash: string }>(
      `SELECT customer_id, code_hash FROM password_resets
       WHERE id = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
      [resetId, now.toISOString()],
    );
    const reset = rows[0];
    if (!reset) return false;
    const given = Buffer.from(sha256(code), 'hex');
    const stored = Buffer.from(reset.code_hash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE id = $1', [resetId, now.toISOString()]);
    await retireResetLinks(tx, Number(reset.customer_id), now);
    await tx.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [reset.customer_id, newHash]);
    await tx.query('DELETE FROM sessions WHERE customer_id = $1', [reset.customer_id]);
    return true;
  });
}

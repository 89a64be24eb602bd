/**
 * A booker's customers' accounts (issue 15, the roles rule (rules: roles) and route confirmpassword): a booker booking for a customer whose
 * e-mail has no account opens one for them, without a password, and the customer is mailed a link to set one
 * (/confirmpassword.html?id=&code=). The booking is then the customer's as well as the booker's, and so are later
 * bookings the same booker makes for them. An e-mail that already has an account (the customer's own, or one another
 * booker opened) is left alone: a booker cannot put bookings into a stranger's account.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { hashPassword } from '../domain/passwords';
import type { Mailer } from '../gateways/mail';
import type { Translator } from '../../src/i18n/translator';
import { welcomeMail } from '../domain/accountMail';
import { mailTranslator } from './mailTranslator';
import { appBaseUrl } from '../stores/licences';
import {
  accountByEmail,
  insertBookersCustomer,
  insertWelcomeLink,
  spendWelcomeLink,
  welcomeRow,
} from '../stores/welcomeLinks';

/** A welcome link works for a week: the customer may not read the mail the day the booker books. */
export const WELCOME_LINK_LIFETIME_MS = 7 * 24 * 3_600_000;

export const PASSWORD_SET = 'Your password has been set. You can now sign in.';
export const LINK_UNKNOWN = 'This link is not valid. Please open the whole link from the e-mail we sent you.';
export const LINK_USED = 'This link has already been used to set your password. Please sign in.';
export const LINK_EXPIRED =
  'This link has expired. Please use Forgot Password on the sign-in form to get a new link by e-mail.';

export type LinkState = 'unknown' | 'used' | 'expired';
export const LINK_MESSAGES: Record<LinkState, string> = {
  unknown: LINK_UNKNOWN,
  used: LINK_USED,
  expired: LINK_EXPIRED,
};

export interface BookerCustomer {
  firstname: string;
  surname: string;
  email: string;
  phone: string;
  dialingcode: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The customer account a booking the booker makes for `customer` belongs to: one this booker opened earlier for the
 * same e-mail, or a new one (with a welcome mail); null when there is no e-mail or it is someone else's account.
 * Call inside the booking's transaction, so the account, its link and the mail are stored with the booking or not at all.
 */
export async function accountForBookersCustomer(
  tx: Db,
  bookerId: number,
  customer: BookerCustomer,
  /** words: the booking's language (the booking language rule), which the new account's welcome mail speaks. */
  context: { now: Date; company: string; mailer: Mailer; words?: Translator },
): Promise<number | null> {
  const email = customer.email.trim();
  if (!email) return null;
  const found = await accountByEmail(tx, email);
  if (found) return Number(found.opened_by_booker) === bookerId ? Number(found.id) : null;
  // No password can match an empty hash (passwords.ts cannot parse it), so nobody signs in until the link is used.
  const customerId = await insertBookersCustomer(tx, bookerId, {
    email,
    firstname: customer.firstname.trim(),
    surname: customer.surname.trim(),
    phone: customer.phone.replace(/\s+/g, '').replace(/^0+/, ''),
    dialingcode: customer.dialingcode.trim() || '+44',
  });
  // Another booking opened it a moment ago (real Postgres): that one sends the mail.
  if (customerId === null) return null;
  const { id, code } = await createWelcomeLink(tx, customerId, context.now);
  const link = `${await appBaseUrl(tx)}/confirmpassword.html?id=${id}&code=${code}`;
  await context.mailer.send(
    tx,
    {
      recipient: email,
      ...welcomeMail(context.words ?? mailTranslator(), {
        company: context.company,
        firstname: customer.firstname.trim(),
        link,
      }),
    },
    context.now,
  );
  return customerId;
}

async function createWelcomeLink(tx: Db, customerId: number, now: Date): Promise<{ id: number; code: string }> {
  const code = randomBytes(32).toString('base64url');
  const id = await insertWelcomeLink(
    tx,
    customerId,
    sha256(code),
    now,
    new Date(now.getTime() + WELCOME_LINK_LIFETIME_MS),
  );
  return { id, code };
}

export type LinkCheck =
  { ok: true; customerId: number; email: string; firstname: string } | { ok: false; state: LinkState };

/** What a link is: usable (with whose account it opens), or unknown (no such id, or the code does not match), used or expired. */
async function checkLink(db: Db, id: number, code: string, now: Date, lock = false): Promise<LinkCheck> {
  const row = await welcomeRow(db, id, lock);
  const given = Buffer.from(sha256(code), 'hex');
  const stored = Buffer.from(row?.code_hash ?? '', 'hex');
  // Only the holder of the code learns whether the link was used or has expired.
  if (!row || given.length !== stored.length || !timingSafeEqual(given, stored)) return { ok: false, state: 'unknown' };
  if (row.used_at !== null) return { ok: false, state: 'used' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, state: 'expired' };
  return { ok: true, customerId: Number(row.customer_id), email: row.email, firstname: row.firstname };
}

export function welcomeLink(db: Db, id: number, code: string, now: Date): Promise<LinkCheck> {
  return checkLink(db, id, code, now);
}

/**
 * Sets the customer's first password from the link and spends it; every session of the customer ends, as after a
 * reset. The link's state when it cannot be used.
 */
export async function confirmPassword(
  db: Db,
  id: number,
  code: string,
  clientHash: string,
  now: Date,
): Promise<LinkCheck> {
  const newHash = await hashPassword(clientHash);
  return db.transaction(async (tx) => {
    const link = await checkLink(tx, id, code, now, true);
    if (!link.ok) return link;
    await spendWelcomeLink(tx, id, link.customerId, newHash, now);
    return link;
  });
}

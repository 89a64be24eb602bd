/**
 * The sandbox card gateway (the card token rule's (rules: card-token) nonce path): a stand-in for a card provider's host. It checks a card,
 * hands out a single-use nonce, and later charges that nonce. It keeps only what a receipt may show (brand, last
 * four digits, expiry) and the outcome the test card numbers call for; never the number or the CVC.
 */
import { randomBytes } from 'node:crypto';
import cardValidator from 'card-validator';
import type { Db } from '../../db';
import type { ChargeRequest, ChargeResult, PaymentGateway, RefundRequest, RefundResult, TokenCheck } from './types';

export type CardOutcome = 'approved' | 'card_declined' | 'insufficient_funds' | 'expired_card';

/** The well-known test numbers that tokenise but are declined when charged. Any other valid number is approved. */
export const DECLINING_TEST_CARDS: Record<string, CardOutcome> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

/** A nonce is good for one charge within this time. */
export const NONCE_LIFETIME_MINUTES = 15;

import { refundable } from './ledger';
import { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE } from './messages';

export { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE };

export interface CardInput {
  cardnumber: string;
  expirymonth: number;
  expiryyear: number;
  cvc: string;
  name: string;
  postcode: string;
}

export type CardCheck =
  { ok: true; digits: string; brand: string; last4: string; year: number } | { ok: false; message: string };

/** Luhn checksum over the digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Checks a card as a provider would: number (spaces stripped, Luhn), expiry not past, CVC, name and postcode. Pure. */
export function checkCard(card: CardInput, now: Date): CardCheck {
  const digits = card.cardnumber.replace(/\s+/g, '');
  if (!digits) return { ok: false, message: 'Card number is required' };
  if (!/^[0-9]{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, message: 'Card number is invalid' };
  const year = card.expiryyear < 100 ? 2000 + card.expiryyear : card.expiryyear;
  const month = card.expirymonth;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (month < 1 || month > 12 || year * 12 + (month - 1) < thisMonth || year > now.getUTCFullYear() + 50) {
    return { ok: false, message: 'Expiry is invalid' };
  }
  const type = cardValidator.number(digits).card;
  const cvcSize = type?.code.size ?? 3;
  if (!new RegExp(`^[0-9]{${cvcSize}}$`).test(card.cvc.trim())) return { ok: false, message: 'CVC is invalid' };
  if (!card.name.trim()) return { ok: false, message: 'Name is required' };
  if (!card.postcode.trim()) return { ok: false, message: 'Postal code is required' };
  return { ok: true, digits, brand: type?.niceType ?? 'Card', last4: digits.slice(-4), year };
}

export interface Tokenised {
  nonce: string;
  brand: string;
  last4: string;
}

/** Stores a checked card as a nonce. The number and CVC go no further than this function's arguments. */
export async function tokenizeCard(
  db: Db,
  card: CardInput,
  now: Date,
): Promise<{ ok: true; card: Tokenised } | { ok: false; message: string }> {
  const checked = checkCard(card, now);
  if (!checked.ok) return checked;
  const nonce = `sbx_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + NONCE_LIFETIME_MINUTES * 60_000);
  await db.query(
    `INSERT INTO sandbox_cards (nonce, brand, last4, exp_month, exp_year, outcome, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      nonce,
      checked.brand,
      checked.last4,
      card.expirymonth,
      checked.year,
      DECLINING_TEST_CARDS[checked.digits] ?? 'approved',
      now.toISOString(),
      expiresAt.toISOString(),
    ],
  );
  return { ok: true, card: { nonce, brand: checked.brand, last4: checked.last4 } };
}

/** Whether a nonce can still be charged: known, unused and unexpired. Read-only. */
export async function checkNonce(db: Db, nonce: string, now: Date): Promise<TokenCheck> {
  const { rows } = await db.query<{ used_at: unknown; expires_at: string | Date }>(
    'SELECT used_at, expires_at FROM sandbox_cards WHERE nonce = $1',
    [nonce],
  );
  const row = rows[0];
  if (!row || row.used_at !== null || new Date(row.expires_at).getTime() <= now.getTime())
    return { ok: false, message: PAYMENT_INFO_MESSAGE };
  return { ok: true };
}

/**
 * Charges a nonce for a booking, once: the nonce is spent whatever the outcome, and every attempt is recorded.
 * Run it inside the booking's transaction so a charge and the booking's paid flag change together.
 */
export async function chargeNonce(tx: Db, nonce: string, charge: ChargeRequest, now: Date): Promise<ChargeResult> {
  const { rows } = await tx.query<{ outcome: CardOutcome; brand: string; last4: string }>(
    `UPDATE sandbox_cards SET used_at = $2 WHERE nonce = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING outcome, brand, last4`,
    [nonce, now.toISOString()],
  );
  const card = rows[0];
  if (!card) return { status: 'invalid', message: PAYMENT_INFO_MESSAGE };
  const approved = card.outcome === 'approved';
  const authCode = approved ? `SBX${randomBytes(4).toString('hex').toUpperCase()}` : null;
  await tx.query(
    `INSERT INTO payments (booking_id, nonce, amount, currency_code, outcome, auth_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [charge.bookingId, nonce, charge.amount, charge.currency, card.outcome, authCode, now.toISOString()],
  );
  if (approved && authCode) return { status: 'approved', authCode, brand: card.brand, last4: card.last4 };
  return { status: 'declined', message: CARD_PROCESSING_MESSAGE };
}

/**
 * Refunds an approved charge, in full or in part: a row of payments with the negative amount, outcome 'refunded'
 * and the charge's auth code, so the booking's payments add up to what the customer is out of pocket. What would
 * take the refunds past the charge is refused, so a second full refund of one charge fails.
 */
export async function refundCharge(tx: Db, refund: RefundRequest, now: Date): Promise<RefundResult> {
  if (!(await refundable(tx, refund)))
    return { status: 'failed', message: 'There is no payment to refund for this booking.' };
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO payments (booking_id, nonce, amount, currency_code, outcome, auth_code, created_at)
     SELECT booking_id, nonce, -$5::numeric, currency_code, 'refunded', auth_code, $4 FROM payments charge
     WHERE charge.booking_id = $1 AND charge.auth_code = $2 AND charge.outcome = 'approved' AND charge.currency_code = $3
     RETURNING id`,
    [refund.bookingId, refund.authCode, refund.currency, now.toISOString(), refund.amount],
  );
  if (!rows[0]) return { status: 'failed', message: 'There is no payment to refund for this booking.' };
  return { status: 'refunded', refundId: `SBR${rows[0].id}` };
}

/** The sandbox as a PaymentGateway (operator configuration `paymentgateway: "sandbox"`). */
export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  flow: 'token',
  checkToken: checkNonce,
  charge: chargeNonce,
  refund: refundCharge,
};

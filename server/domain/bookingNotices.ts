/**
 * Sends the mails about a booking (server/domain/bookingMail.ts) to its e-mail address through the outbox: the
 * confirmation when it is booked, the receipt on request, a note when it is cancelled and when it is paid later.
 * Pass the booking's transaction, so the mail is stored with the change it tells of, or not at all.
 */
import type { Db } from '../db';
import type { BookingRow } from './bookingPayments';
import { bookingMail, cancellationMail, paymentMail, type MailFacts, type MailSettings } from './bookingMail';
import type { OperatorConfig } from './operatorConfig';
import { APP_BASE_URL_SQL, trimBaseUrl, writeOutbox } from './outbox';

export type BookingNotice =
  | { kind: 'confirmation' }
  | { kind: 'receipt' }
  | { kind: 'cancelled' }
  /** cardText: what the gateway said of the card, "Paid by Visa ending 4242". */
  | { kind: 'paid'; cardText: string };

export const mailSettings = (operator: OperatorConfig): MailSettings => ({
  company: operator.configuration.company,
  timezone: operator.configuration.timezone,
  phone: operator.configuration.phone,
});

/** What the mails take from the database besides the booking: the app's address and the quote's driving time. */
export interface StoredFacts {
  baseUrl: string | null;
  journeyMinutes: number | null;
}

/** One query for both (the booking load's profile: each statement costs PGlite about 0.2-0.4 ms however small). */
async function storedFacts(db: Db, row: BookingRow): Promise<StoredFacts> {
  const { rows } = await db.query<{ baseurl: string | null; minutes: number | null }>(
    `SELECT (${APP_BASE_URL_SQL}) AS baseurl,
            (SELECT (q.pricing->>'journeytime')::float8 FROM bookings b JOIN quotes q ON q.id = b.quote_id
              WHERE b.id = $1) AS minutes`,
    [row.id],
  );
  return { baseUrl: rows[0]?.baseurl ?? null, journeyMinutes: rows[0]?.minutes ?? null };
}

function factsOf(row: BookingRow, stored: StoredFacts): MailFacts {
  const base = trimBaseUrl(stored.baseUrl);
  return {
    ...(base ? { ticketUrl: `${base}/ticket/${row.access_code}` } : {}),
    ...(stored.journeyMinutes ? { journeyMinutes: stored.journeyMinutes } : {}),
  };
}

/**
 * Writes the notice to the outbox; false when the booking has no e-mail address to send it to. `known`: the facts
 * when the caller already has them (a new booking: its quote and the insert's answer), saving a query.
 */
export async function sendBookingNotice(
  db: Db,
  row: BookingRow,
  notice: BookingNotice,
  settings: MailSettings,
  now: Date,
  known?: StoredFacts,
): Promise<boolean> {
  const recipient = row.email.trim();
  if (!recipient) return false;
  const facts = factsOf(row, known ?? (await storedFacts(db, row)));
  const mail =
    notice.kind === 'cancelled'
      ? cancellationMail(row, settings, facts)
      : notice.kind === 'paid'
        ? paymentMail(row, notice.cardText, settings, facts)
        : bookingMail(row, notice.kind, settings, facts);
  await writeOutbox(db, { ...mail, recipient, now });
  return true;
}

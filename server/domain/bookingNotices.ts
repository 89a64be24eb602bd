/**
 * Sends the mails about a booking (server/domain/bookingMail.ts) to its e-mail address through the outbox: the
 * confirmation when it is booked, the receipt on request, a note when it is cancelled and when it is paid later.
 * Pass the booking's transaction, so the mail is stored with the change it tells of, or not at all.
 */
import type { Db } from '../db';
import type { BookingRow } from './bookingPayments';
import { bookingMail, cancellationMail, paymentMail, type MailFacts, type MailSettings } from './bookingMail';
import type { OperatorConfig } from './operatorConfig';
import { appBaseUrl, writeOutbox } from './outbox';

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

async function factsOf(db: Db, row: BookingRow): Promise<MailFacts> {
  const base = await appBaseUrl(db);
  const { rows } = await db.query<{ minutes: number | null }>(
    `SELECT (q.pricing->>'journeytime')::float8 AS minutes FROM bookings b JOIN quotes q ON q.id = b.quote_id
     WHERE b.id = $1`,
    [row.id],
  );
  return {
    ...(base ? { ticketUrl: `${base}/ticket/${row.access_code}` } : {}),
    ...(rows[0]?.minutes ? { journeyMinutes: rows[0].minutes } : {}),
  };
}

/** Writes the notice to the outbox; false when the booking has no e-mail address to send it to. */
export async function sendBookingNotice(
  db: Db,
  row: BookingRow,
  notice: BookingNotice,
  settings: MailSettings,
  now: Date,
): Promise<boolean> {
  const recipient = row.email.trim();
  if (!recipient) return false;
  const facts = await factsOf(db, row);
  const mail =
    notice.kind === 'cancelled'
      ? cancellationMail(row, settings, facts)
      : notice.kind === 'paid'
        ? paymentMail(row, notice.cardText, settings, facts)
        : bookingMail(row, notice.kind, settings, facts);
  await writeOutbox(db, { ...mail, recipient, now });
  return true;
}

/**
 * Sends the mails about a booking (server/domain/bookingMail.ts) to its e-mail address through the mailer: the
 * confirmation when it is booked, the receipt on request, a note when it is cancelled and when it is paid later.
 * Pass the booking's transaction, so the mail is stored with the change it tells of, or not at all.
 */
import type { WireWarning } from '../../src/api/wire/booking';
import type { Db } from '../db';
import type { BookingRow } from '../domain/bookingPayments';
import { bookingMail, type MailFacts, type MailSettings } from '../domain/bookingMail';
import { cancellationMail, paymentMail, refundMail, type RefundNotice } from '../domain/bookingNoteMails';

export type { RefundNotice };
import type { ChangeLine } from '../domain/bookingChange';
import { changeMail, type ChangeOutcome } from '../domain/bookingChangeMail';
import type { OperatorConfig } from '../domain/operatorConfig';
import { languageOfBooking } from '../domain/mailLanguage';
import { mailTranslator } from './mailTranslator';
import type { Mailer } from '../gateways/mail';
import type { Limit } from '../guards/limitSettings';
import { claimMailRoom } from '../stores/mailLimits';
import { bookingMailFacts, type StoredFacts } from '../stores/bookingRows';
import { trimBaseUrl } from '../stores/licences';

export type BookingNotice =
  /** warnings: what the booking checks rule (rules: booking-checks) found, repeated in the mail. */
  | { kind: 'confirmation'; warnings?: WireWarning[] }
  | { kind: 'receipt' }
  /** refund: what the cancellation gave back by the operator's policy; absent when the operator has no policy. */
  | { kind: 'cancelled'; refund?: RefundNotice }
  /** A refund the retry worker made after the gateway first failed it (`changed`: a change's refund). */
  | { kind: 'refunded'; refund: RefundNotice; reason?: 'cancelled' | 'changed' }
  /** The booking changed online: what changed, the fare before, and how the difference was settled. */
  | {
      kind: 'changed';
      changes: ChangeLine[];
      previousFare: number;
      answer: ChangeOutcome;
      warnings: WireWarning[];
    }
  /** cardText: what the gateway said of the card, "Paid by Visa ending 4242". */
  | { kind: 'paid'; cardText: string };

export const mailSettings = (operator: OperatorConfig): MailSettings => ({
  company: operator.configuration.company,
  timezone: operator.configuration.timezone,
  phone: operator.configuration.phone,
  languages: operator.configuration.languages,
});

function factsOf(row: BookingRow, stored: StoredFacts): MailFacts {
  const base = trimBaseUrl(stored.baseUrl);
  return {
    ...(base ? { ticketUrl: `${base}/ticket/${row.access_code}` } : {}),
    ...(stored.journeyMinutes ? { journeyMinutes: stored.journeyMinutes } : {}),
  };
}

/**
 * Sends the notice; false when the booking has no e-mail address to send it to. `known`: the facts
 * when the caller already has them (a new booking: its quote and the insert's answer), saving a query.
 */
export async function sendBookingNotice(
  mailer: Mailer,
  db: Db,
  row: BookingRow,
  notice: BookingNotice,
  settings: MailSettings,
  now: Date,
  known?: StoredFacts,
): Promise<boolean> {
  const recipient = row.email.trim();
  if (!recipient) return false;
  const facts = factsOf(row, known ?? (await bookingMailFacts(db, row.id)));
  // The booking language rule: every mail about a booking speaks the language it was booked in.
  const words = mailTranslator(languageOfBooking(row.language, settings.languages));
  const spoken = { ...settings, words };
  const mail =
    notice.kind === 'changed'
      ? changeMail(
          row,
          {
            changes: notice.changes,
            previousFare: notice.previousFare,
            outcome: notice.answer,
            warnings: notice.warnings,
          },
          spoken,
          facts,
        )
      : notice.kind === 'cancelled'
        ? cancellationMail(row, spoken, facts, notice.refund)
        : notice.kind === 'refunded'
          ? refundMail(row, notice.refund, spoken, facts, notice.reason)
          : notice.kind === 'paid'
            ? paymentMail(row, notice.cardText, spoken, facts)
            : bookingMail(row, notice.kind, spoken, facts, notice.kind === 'confirmation' ? notice.warnings : []);
  await mailer.send(db, { ...mail, recipient }, now);
  return true;
}

/**
 * A receipt mailed again on request (emailreceipt): with `mailLimit` (a stranger may ask), counted against what the
 * recipient has had lately, in the transaction that writes it, so a refused one stores nothing (server/stores/mailLimits.ts).
 */
export async function sendReceipt(
  mailer: Mailer,
  db: Db,
  row: BookingRow,
  settings: MailSettings,
  now: Date,
  mailLimit?: Limit,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (mailLimit) await claimMailRoom(tx, row.email, mailLimit, now);
    await sendBookingNotice(mailer, tx, row, { kind: 'receipt' }, settings, now);
  });
}

/**
 * The mail on a change (the booking change rule, rules: booking-change): what changed, the fares before and after,
 * what was charged or refunded, any check left, then the booking as it now stands (the same lines as the
 * confirmation, so the mail is the ticket of the current plan) and its calendar file.
 */
import type { WireWarning } from '../../src/api/wire/booking';
import type { Mail } from '../gateways/mail';
import { bookingCalendar, calendarFileName } from './bookingCalendar';
import type { ChangeLine } from './bookingChange';
import { closing, detailLines, money, type MailFacts, type MailSettings } from './bookingMail';
import type { BookingRow } from './bookingPayments';

export interface ChangeOutcome {
  totalfare?: number;
  chargedamount?: number;
  refundamount?: number;
  refundstatus?: 'refunded' | 'failed';
}

function settlementLine(row: BookingRow, previousFare: number, outcome: ChangeOutcome): string {
  const cur = row.currency_code;
  const fare = `Fare: ${money(previousFare, cur)} before, ${money(row.total_fare, cur)} now.`;
  if (outcome.chargedamount) return `${fare} Charged: ${money(outcome.chargedamount, cur)}, to the card you gave.`;
  if (outcome.refundamount && outcome.refundstatus === 'refunded')
    return `${fare} Refunded: ${money(outcome.refundamount, cur)}, to the card or account you paid with.`;
  if (outcome.refundamount)
    return `${fare} Refund due: ${money(outcome.refundamount, cur)}. The payment provider has not made it yet; we are trying again and will e-mail you when it is made.`;
  return fare;
}

export function changeMail(
  row: BookingRow,
  change: { changes: ChangeLine[]; previousFare: number; outcome: ChangeOutcome; warnings: WireWarning[] },
  settings: MailSettings,
  facts: MailFacts = {},
): Omit<Mail, 'recipient'> {
  const ref = row.jobpartid;
  const check = change.warnings.length ? ['Please check:', ...change.warnings.map((w) => `- ${w.message}`), ''] : [];
  const calendar = bookingCalendar(row, settings, facts);
  return {
    kind: 'booking-changed',
    subject: `Your booking ${ref} has been changed`,
    body: [
      `Your booking ${ref} has been changed:`,
      ...change.changes.map((line) => `- ${line.field}: ${line.before || 'none'} -> ${line.after || 'none'}`),
      '',
      settlementLine(row, change.previousFare, change.outcome),
      '',
      ...check,
      ...detailLines(row, settings),
      ...closing(settings, facts),
    ].join('\n'),
    attachments: calendar
      ? [{ filename: calendarFileName(ref), contentType: 'text/calendar; charset=utf-8', content: calendar }]
      : [],
  };
}

/**
 * The mail on a change (the booking change rule, rules: booking-change): what changed, the fares before and after,
 * what was charged or refunded, any check left, then the booking as it now stands (the same lines as the
 * confirmation, so the mail is the ticket of the current plan) and its calendar file. In the booking's language
 * (the booking language rule, settings.words); English text is the reference API's, byte for byte.
 */
import type { WireWarning } from '../../src/api/wire/booking';
import type { MessageId } from '../../src/i18n/catalogs';
import type { Translator } from '../../src/i18n/translator';
import type { Mail } from '../gateways/mail';
import { inLanguage } from './accountMail';
import { bookingCalendar, calendarFileName } from './bookingCalendar';
import type { ChangeLine } from './bookingChange';
import { closing, detailLines, moneyIn, wordsOf, type MailFacts, type MailSettings } from './bookingMail';
import type { BookingRow } from './bookingPayments';

export interface ChangeOutcome {
  totalfare?: number;
  chargedamount?: number;
  refundamount?: number;
  refundstatus?: 'refunded' | 'failed';
}

/** The change history names a field in English (server/domain/bookingChange.ts, whatChanged); the mail, in its language. */
const FIELD_WORDS: Record<string, MessageId> = {
  'Pick-up time': 'mail.field.pickupTime',
  'Return time': 'mail.field.returnTime',
  From: 'mail.field.from',
  Via: 'mail.field.via',
  To: 'mail.field.to',
  Vehicle: 'mail.field.vehicle',
  Passengers: 'mail.field.passengers',
  Suitcases: 'mail.field.suitcases',
  'Hand luggage': 'mail.field.handLuggage',
  'Child seats': 'mail.field.childSeats',
  Flight: 'mail.field.flight',
  'Flight arrival': 'mail.field.flightArrival',
  'Return flight': 'mail.field.returnFlight',
  Note: 'mail.field.note',
  Passenger: 'mail.field.passenger',
  'Passenger phone': 'mail.field.passengerPhone',
  'Passenger e-mail': 'mail.field.passengerEmail',
};

function changeLine(w: Translator, line: ChangeLine): string {
  const id = FIELD_WORDS[line.field];
  return w.t('mail.changed.line', {
    field: id ? w.t(id) : line.field,
    before: line.before || w.t('mail.changed.none'),
    after: line.after || w.t('mail.changed.none'),
  });
}

function settlementLine(row: BookingRow, previousFare: number, outcome: ChangeOutcome, w: Translator): string {
  const cost = (amount: number) => moneyIn(w.locale, amount, row.currency_code);
  const fare = w.t('mail.fare.beforeNow', { before: cost(previousFare), now: cost(row.total_fare) });
  if (outcome.chargedamount) return `${fare} ${w.t('mail.settle.charged', { amount: cost(outcome.chargedamount) })}`;
  if (outcome.refundamount && outcome.refundstatus === 'refunded')
    return `${fare} ${w.t('mail.settle.refunded', { amount: cost(outcome.refundamount) })}`;
  if (outcome.refundamount) return `${fare} ${w.t('mail.settle.refundDue', { amount: cost(outcome.refundamount) })}`;
  return fare;
}

export function changeMail(
  row: BookingRow,
  change: { changes: ChangeLine[]; previousFare: number; outcome: ChangeOutcome; warnings: WireWarning[] },
  settings: MailSettings,
  facts: MailFacts = {},
): Omit<Mail, 'recipient'> {
  const w = wordsOf(settings);
  const ref = w.ltr(String(row.jobpartid));
  const check = change.warnings.length ? [w.t('mail.check'), ...change.warnings.map((x) => `- ${x.message}`), ''] : [];
  const calendar = bookingCalendar(row, settings, facts);
  return {
    ...inLanguage(w, {
      kind: 'booking-changed',
      subject: w.t('mail.subject.changed', { ref }),
      body: [
        w.t('mail.changed.intro', { ref }),
        ...change.changes.map((line) => changeLine(w, line)),
        '',
        settlementLine(row, change.previousFare, change.outcome, w),
        '',
        ...check,
        ...detailLines(row, settings),
        ...closing(settings, facts),
      ].join('\n'),
    }),
    attachments: calendar
      ? [{ filename: calendarFileName(row.jobpartid), contentType: 'text/calendar; charset=utf-8', content: calendar }]
      : [],
  };
}

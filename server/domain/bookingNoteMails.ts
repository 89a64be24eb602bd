/**
 * The short notes about a booking: on cancelling (which journeys, what was paid and refunded), on a refund the retry
 * worker made later, and on paying later. In the booking's language (the booking language rule, settings.words),
 * English when none; English text is the reference API's, byte for byte. Pure: the caller sends them
 * (server/services/bookingNotices.ts).
 */
import type { WireBookingRecord } from '../../src/api/wire/booking';
import type { Mail } from '../gateways/mail';
import { inLanguage } from './accountMail';
import { closing, moneyIn, paymentIn, pickupTimeText, wordsOf, type MailFacts, type MailSettings } from './bookingMail';
import type { BookingRow } from './bookingPayments';

/** What a cancellation gave back (the refund tiers rule, rules: refund-tiers), and whether the gateway has made it. */
export interface RefundNotice {
  amount: number;
  percent: number;
  currency: string;
  status: 'refunded' | 'failed' | 'none';
}

/** The refund line of a cancellation; without a policy (no notice) the customer is told whom to ask, as before. */
function refundLine(refund: RefundNotice | undefined, settings: MailSettings, returnAlone: boolean): string {
  const w = wordsOf(settings);
  if (!refund) return w.t(returnAlone ? 'mail.refund.askReturn' : 'mail.refund.ask', { phone: w.ltr(settings.phone) });
  const amount = moneyIn(w.locale, refund.amount, refund.currency);
  switch (refund.status) {
    case 'refunded':
      return w.t('mail.refund.refunded', { amount, percent: refund.percent });
    case 'failed':
      return w.t('mail.refund.due', { amount, percent: refund.percent });
    default:
      return w.t('mail.refund.none');
  }
}

/** The short note on a refund the retry worker made after the gateway first failed it. */
export function refundMail(
  row: BookingRow,
  refund: RefundNotice,
  settings: MailSettings,
  facts: MailFacts = {},
  /** What the refund was for: a cancellation, or a change to a lower fare. */
  reason: 'cancelled' | 'changed' = 'cancelled',
): Omit<Mail, 'recipient'> {
  const w = wordsOf(settings);
  const ref = w.ltr(String(row.jobpartid));
  return inLanguage(w, {
    kind: 'booking-refunded',
    subject: w.t('mail.subject.refunded', { ref }),
    body: [
      w.t('mail.refunded.body', { amount: moneyIn(w.locale, refund.amount, refund.currency), reason, ref }),
      ...closing(settings, facts),
    ].join('\n'),
  });
}

/** The short note on cancelling: which journeys, what was paid, and what was refunded. */
export function cancellationMail(
  row: BookingRow,
  settings: MailSettings,
  facts: MailFacts = {},
  refund?: RefundNotice,
): Omit<Mail, 'recipient'> {
  const w = wordsOf(settings);
  const onward = row.details;
  const back = row.return_details;
  const journey = (record: WireBookingRecord) =>
    w.t('mail.cancelled.journey', {
      ref: w.ltr(String(record.jobpartid)),
      time: pickupTimeText(record, settings.timezone, w.locale),
      from: record.pickupaddress,
      to: record.dropoffaddress,
    });
  const paid = row.is_paid && row.payment_method !== 'cash';
  if (back && /cancel/i.test(row.return_status ?? '') && !/cancel/i.test(row.status)) {
    // The return journey alone, once the onward trip was under way (docs/tracking.md, return legs).
    return inLanguage(w, {
      kind: 'booking-cancelled',
      subject: w.t('mail.subject.cancelled', { ref: w.ltr(String(back.jobpartid)) }),
      body: [
        w.t('mail.cancelled.return'),
        journey(back),
        '',
        paid ? refundLine(refund, settings, true) : w.t('mail.cancelled.nothingCharged'),
        ...closing(settings, facts),
      ].join('\n'),
    });
  }
  const payment = w.t('mail.cancelled.payment', {
    amount: moneyIn(w.locale, row.total_fare, row.currency_code),
    payment: paymentIn(w, row.payment_method, true),
  });
  return inLanguage(w, {
    kind: 'booking-cancelled',
    subject: w.t('mail.subject.cancelled', { ref: w.ltr(String(row.jobpartid)) }),
    body: [
      w.t(back ? 'mail.cancelled.both' : 'mail.cancelled.one'),
      journey(onward),
      ...(back ? [journey(back)] : []),
      '',
      paid ? `${payment} ${refundLine(refund, settings, false)}` : w.t('mail.cancelled.nothingCharged'),
      ...closing(settings, facts),
    ].join('\n'),
  });
}

/**
 * The short note on paying later: the amount, the card, and the journey it pays for. `cardText` is the payment
 * provider's own words about the card ("Paid by Visa ending 4242"), kept as it gave them.
 */
export function paymentMail(
  row: BookingRow,
  cardText: string,
  settings: MailSettings,
  facts: MailFacts = {},
): Omit<Mail, 'recipient'> {
  const w = wordsOf(settings);
  const onward = row.details;
  const ref = w.ltr(String(row.jobpartid));
  const amount = moneyIn(w.locale, row.total_fare, row.currency_code);
  const received = row.return_details
    ? w.t('mail.paid.bodyReturn', { amount, ref, returnRef: w.ltr(String(row.return_details.jobpartid)) })
    : w.t('mail.paid.body', { amount, ref });
  return inLanguage(w, {
    kind: 'booking-paid',
    subject: w.t('mail.subject.paid', { ref }),
    body: [
      `${received} ${cardText}.`,
      '',
      w.t('mail.pickupTime', { time: pickupTimeText(onward, settings.timezone, w.locale) }),
      w.t('mail.from', { address: onward.pickupaddress }),
      w.t('mail.to', { address: onward.dropoffaddress }),
      ...closing(settings, facts),
    ].join('\n'),
  });
}

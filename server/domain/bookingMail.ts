/**
 * The mails about a booking, in plain text: the confirmation sent on booking and the receipt sent on request (one
 * builder: the same details, with the booking's .ics attached), and the short notes on cancelling and on paying
 * later. Pure: the caller writes them to the outbox (server/domain/bookingNotices.ts).
 */
import { DateTime } from 'luxon';
import type { WireBookingRecord, WireWarning } from '../../src/api/wire/booking';
import { bookingStatusText, paymentText } from '../../src/shared/format/bookingStatus';
import { formatMoney } from '../../src/shared/format/money';
import type { BookedExtras, BookingRow } from './bookingPayments';
import { bookingCalendar, calendarFileName } from './bookingCalendar';
import type { Mail } from '../gateways/mail';

export interface MailSettings {
  company: string;
  timezone: string;
  phone: string;
}

export interface MailFacts {
  /** The booking's ticket page (ticket/{BookingCode}); left out when the app's address is unknown. */
  ticketUrl?: string;
  /** Driving minutes of a leg, for the calendar events' length. */
  journeyMinutes?: number;
}

/** The date format the app shows times in (booking form, lists, ticket). */
const APP_DATE_FORMAT = 'ccc d LLL yyyy, HH:mm';

export function pickupTimeText(record: Pick<WireBookingRecord, 'pickupdatetime'>, timezone: string): string {
  const at = DateTime.fromISO(record.pickupdatetime, { setZone: true }).setZone(timezone);
  return at.isValid ? at.toFormat(APP_DATE_FORMAT) : record.pickupdatetime;
}

export const money = (amount: number, currency: string) => formatMoney(amount, currency || 'GBP');
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function legLines(record: WireBookingRecord, label: string, timezone: string): string[] {
  const flight = record.flightnumber
    ? `Flight: ${record.flightnumber}${record.arrivingfromairportname ? ` from ${record.arrivingfromairportname}` : ''}`
    : '';
  return [
    `${label} reference: ${record.jobpartid}`,
    `Pick-up time: ${pickupTimeText(record, timezone)}`,
    `From: ${record.pickupaddress}`,
    ...record.vialocations.map((via) => `Via: ${via.address}`),
    `To: ${record.dropoffaddress}`,
    flight,
  ].filter(Boolean);
}

/** The extras as booked, each named as the booking form names it; empty when none were asked for. */
export function extrasText(extras: BookedExtras | null): string {
  if (!extras) return '';
  return [
    [extras.smallchildseats, 'small child seat'],
    [extras.largechildseats, 'large child seat'],
    [extras.smallpets, 'small pet'],
    [extras.otherpets, 'other pet'],
    [extras.equipment, 'other equipment', 'other equipment'],
  ]
    .filter(([count]) => Number(count) > 0)
    .map(([count, one, many]) => plural(Number(count), String(one), many === undefined ? undefined : String(many)))
    .join(', ');
}

function partyText(record: WireBookingRecord, extras: BookedExtras | null): string {
  const parts = [plural(record.passengers, 'passenger'), plural(record.suitcases, 'suitcase')];
  if (extras?.handbags) parts.push(plural(extras.handbags, 'hand bag'));
  return parts.join(', ');
}

export function detailLines(row: BookingRow, settings: MailSettings): string[] {
  const onward = row.details;
  const extras = extrasText(row.extras);
  const promo = row.fares?.promocode && row.fares.discount ? row.fares : null;
  return [
    ...legLines(onward, 'Booking', settings.timezone),
    ...(row.return_details ? ['', ...legLines(row.return_details, 'Return', settings.timezone)] : []),
    '',
    `Passenger: ${onward.passengername}`,
    `Vehicle: ${onward.vehicletype}`,
    `Travelling: ${partyText(onward, row.extras)}`,
    extras ? `Extras: ${extras}` : '',
    onward.notes ? `Note to the driver: ${onward.notes}` : '',
    // Worded as the booking form and the ticket word them (src/shared/format), so the mail reads the same.
    promo ? `Promo code: ${promo.promocode}: ${money(promo.discount ?? 0, row.currency_code)} off` : '',
    `Total: ${money(row.total_fare, row.currency_code)}${row.return_details ? ' (both journeys)' : ''}`,
    `Payment: ${paymentText(row.payment_method, row.is_paid)}`,
    `Status: ${bookingStatusText(row.status)}`,
  ].filter((line, i, lines) => line !== '' || (i > 0 && lines[i - 1] !== ''));
}

export function closing(settings: MailSettings, facts: MailFacts): string[] {
  return [
    '',
    ...(facts.ticketUrl ? [`Your ticket: ${facts.ticketUrl}`] : []),
    `Questions? Call ${settings.company} on ${settings.phone}.`,
  ];
}

/**
 * The booking's full account with its calendar file: 'confirmation' on booking, 'receipt' when the customer asks
 * for one (the promo calls rule (rules: call-promo) Email receipt). The same details either way, so the two can never disagree.
 */
export function bookingMail(
  row: BookingRow,
  kind: 'confirmation' | 'receipt',
  settings: MailSettings,
  facts: MailFacts = {},
  warnings: WireWarning[] = [],
): Omit<Mail, 'recipient'> {
  const ref = row.jobpartid;
  // The booking checks rule (rules: booking-checks): what looked wrong when booking, so it can still be put right.
  const check = warnings.length ? ['Please check:', ...warnings.map((w) => `- ${w.message}`), ''] : [];
  const calendar = bookingCalendar(row, settings, facts);
  const intro =
    kind === 'confirmation'
      ? `Thank you for booking with ${settings.company}. Your booking is confirmed.`
      : `Thank you for booking with ${settings.company}. Here is your receipt.`;
  return {
    kind: kind === 'confirmation' ? 'booking-confirmation' : 'receipt',
    subject: kind === 'confirmation' ? `Your booking ${ref} is confirmed` : `Your receipt for booking ${ref}`,
    body: [intro, '', ...check, ...detailLines(row, settings), ...closing(settings, facts)].join('\n'),
    attachments: calendar
      ? [{ filename: calendarFileName(ref), contentType: 'text/calendar; charset=utf-8', content: calendar }]
      : [],
  };
}

/** What a cancellation gave back (the refund tiers rule, rules: refund-tiers), and whether the gateway has made it. */
export interface RefundNotice {
  amount: number;
  percent: number;
  currency: string;
  status: 'refunded' | 'failed' | 'none';
}

/** The refund line of a cancellation; without a policy (no notice) the customer is told whom to ask, as before. */
function refundLine(refund: RefundNotice | undefined, settings: MailSettings, what: string): string {
  if (!refund) return `To arrange a refund${what}, call us on ${settings.phone}.`;
  const amount = money(refund.amount, refund.currency);
  const share = `${refund.percent}% under our cancellation policy`;
  switch (refund.status) {
    case 'refunded':
      return `Refunded: ${amount} (${share}), to the card or account you paid with.`;
    case 'failed':
      return `Refund due: ${amount} (${share}). The payment provider has not made it yet; we are trying again and will e-mail you when it is made.`;
    default:
      return 'Under our cancellation policy no refund is due this close to the pick-up time.';
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
  return {
    kind: 'booking-refunded',
    subject: `Your refund for booking ${row.jobpartid}`,
    body: [
      `We have refunded ${money(refund.amount, refund.currency)} for your ${reason} booking ${row.jobpartid}, to the card or account you paid with.`,
      ...closing(settings, facts),
    ].join('\n'),
  };
}

/** The short note on cancelling: which journeys, what was paid, and what was refunded. */
export function cancellationMail(
  row: BookingRow,
  settings: MailSettings,
  facts: MailFacts = {},
  refund?: RefundNotice,
): Omit<Mail, 'recipient'> {
  const onward = row.details;
  const back = row.return_details;
  const journey = (record: WireBookingRecord) =>
    `${record.jobpartid}: ${pickupTimeText(record, settings.timezone)}, ${record.pickupaddress} to ${record.dropoffaddress}`;
  const paid = row.is_paid && row.payment_method !== 'cash';
  if (back && /cancel/i.test(row.return_status ?? '') && !/cancel/i.test(row.status)) {
    // The return journey alone, once the onward trip was under way (docs/tracking.md, return legs).
    return {
      kind: 'booking-cancelled',
      subject: `Your booking ${back.jobpartid} is cancelled`,
      body: [
        'Your return journey has been cancelled:',
        journey(back),
        '',
        paid ? refundLine(refund, settings, ' for it') : 'Nothing was charged for it.',
        ...closing(settings, facts),
      ].join('\n'),
    };
  }
  return {
    kind: 'booking-cancelled',
    subject: `Your booking ${row.jobpartid} is cancelled`,
    body: [
      back ? 'Your booking has been cancelled, both journeys:' : 'Your booking has been cancelled:',
      journey(onward),
      ...(back ? [journey(back)] : []),
      '',
      paid
        ? `Payment: ${money(row.total_fare, row.currency_code)}, ${paymentText(row.payment_method, true)}. ` +
          refundLine(refund, settings, '')
        : 'Nothing was charged for it.',
      ...closing(settings, facts),
    ].join('\n'),
  };
}

/** The short note on paying later: the amount, the card, and the journey it pays for. */
export function paymentMail(
  row: BookingRow,
  cardText: string,
  settings: MailSettings,
  facts: MailFacts = {},
): Omit<Mail, 'recipient'> {
  const onward = row.details;
  return {
    kind: 'booking-paid',
    subject: `Payment received for booking ${row.jobpartid}`,
    body: [
      `We have received your payment of ${money(row.total_fare, row.currency_code)} for booking ${row.jobpartid}` +
        `${row.return_details ? ` and its return ${row.return_details.jobpartid}` : ''}. ${cardText}.`,
      '',
      `Pick-up time: ${pickupTimeText(onward, settings.timezone)}`,
      `From: ${onward.pickupaddress}`,
      `To: ${onward.dropoffaddress}`,
      ...closing(settings, facts),
    ].join('\n'),
  };
}

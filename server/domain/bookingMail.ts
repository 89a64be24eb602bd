/**
 * The mails about a booking, in plain text: the confirmation sent on booking and the receipt sent on request (one
 * builder: the same details, with the booking's .ics attached); the short notes on cancelling, refunding and paying
 * later are in bookingNoteMails.ts. Pure: the caller writes them to the outbox (server/services/bookingNotices.ts).
 */
import { DateTime } from 'luxon';
import type { WireBookingRecord, WireWarning } from '../../src/api/wire/booking';
import { bookingStatusText, paymentText } from '../../src/shared/format/bookingStatus';
import { formatMoney } from '../../src/shared/format/money';
import { SOURCE_LOCALE, type Locale } from '../../src/api/wire/locales';
import { compileCatalog } from '../../src/i18n/compileCatalog';
import mailSource from '../../src/i18n/locales/en-GB/mail.json';
import { createTranslator, type Translator } from '../../src/i18n/translator';
import { mailHtml } from './mailHtml';
import type { BookedExtras, BookingRow } from './bookingPayments';
import { bookingCalendar, calendarFileName } from './bookingCalendar';
import type { Mail } from '../gateways/mail';

export interface MailSettings {
  company: string;
  timezone: string;
  phone: string;
  /**
   * The words of the booking's language (the booking language rule, server/domain/mailLanguage.ts); English when
   * absent.
   */
  words?: Translator;
  /** The operator's languages (configuration.languages): a booking without its own speaks the first. */
  languages?: unknown;
}

export interface MailFacts {
  /** The booking's ticket page (ticket/{BookingCode}); left out when the app's address is unknown. */
  ticketUrl?: string;
  /** Driving minutes of a leg, for the calendar events' length. */
  journeyMinutes?: number;
}

/** The date format the app shows times in (booking form, lists, ticket). */
const APP_DATE_FORMAT = 'ccc d LLL yyyy, HH:mm';

let english: Translator | undefined;
/** The source language's mail words, compiled on first use. */
export function englishWords(): Translator {
  english ??= createTranslator(SOURCE_LOCALE, compileCatalog(mailSource), ['mail']);
  return english;
}
export const wordsOf = (settings: Pick<MailSettings, 'words'>) => settings.words ?? englishWords();

export function pickupTimeText(
  record: Pick<WireBookingRecord, 'pickupdatetime'>,
  timezone: string,
  locale: Locale = SOURCE_LOCALE,
): string {
  const at = DateTime.fromISO(record.pickupdatetime, { setZone: true }).setZone(timezone);
  if (!at.isValid) return record.pickupdatetime;
  // English keeps the app's own format; another language orders the date and time its own way.
  if (locale === SOURCE_LOCALE) return at.toFormat(APP_DATE_FORMAT);
  return at.setLocale(locale).toLocaleString({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

export const money = (amount: number, currency: string) => formatMoney(amount, currency || 'GBP');

/**
 * Money in the mail's language (the currency format rule, rules: currency-format): English as the app shows it;
 * another language with its own separators and the currency's narrow symbol ("12,50 £", not "12,50 £GB").
 */
export function moneyIn(locale: Locale, amount: number, currency: string): string {
  if (locale === SOURCE_LOCALE) return money(amount, currency);
  const digits = Number.isInteger(amount) && Math.abs(amount) >= 1000 ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency || 'GBP',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return money(amount, currency);
  }
}

/** Items of a list joined as the language joins them ("a, b, c" in English). */
const listOf = (locale: Locale, items: string[]) =>
  new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(items);

function legLines(record: WireBookingRecord, leg: 'booking' | 'return', settings: MailSettings): string[] {
  const w = wordsOf(settings);
  const flight = record.flightnumber
    ? record.arrivingfromairportname
      ? w.t('mail.flightFrom', { flight: record.flightnumber, airport: record.arrivingfromairportname })
      : w.t('mail.flight', { flight: record.flightnumber })
    : '';
  return [
    w.t(leg === 'booking' ? 'mail.leg.booking' : 'mail.leg.return', { ref: w.ltr(String(record.jobpartid)) }),
    w.t('mail.pickupTime', { time: pickupTimeText(record, settings.timezone, w.locale) }),
    w.t('mail.from', { address: record.pickupaddress }),
    ...record.vialocations.map((via) => w.t('mail.via', { address: via.address })),
    w.t('mail.to', { address: record.dropoffaddress }),
    flight,
  ].filter(Boolean);
}

/** The extras as booked, each named as the booking form names it; empty when none were asked for. */
export function extrasText(extras: BookedExtras | null, words: Translator = englishWords()): string {
  if (!extras) return '';
  const named = (
    [
      [extras.smallchildseats, 'mail.extra.smallChildSeats'],
      [extras.largechildseats, 'mail.extra.largeChildSeats'],
      [extras.smallpets, 'mail.extra.smallPets'],
      [extras.otherpets, 'mail.extra.otherPets'],
      [extras.equipment, 'mail.extra.equipment'],
    ] as const
  )
    .filter(([count]) => Number(count) > 0)
    .map(([count, id]) => words.t(id, { count: Number(count) }));
  return named.length ? listOf(words.locale, named) : '';
}

function partyText(record: WireBookingRecord, extras: BookedExtras | null, words: Translator): string {
  const parts = [
    words.t('mail.party.passengers', { count: record.passengers }),
    words.t('mail.party.suitcases', { count: record.suitcases }),
  ];
  if (extras?.handbags) parts.push(words.t('mail.party.handbags', { count: extras.handbags }));
  return listOf(words.locale, parts);
}

/** How it is paid, as the booking form and the ticket word it (src/shared/format/bookingStatus.ts) in English. */
export function paymentIn(words: Translator, method: string, isPaid: boolean): string {
  if (words.locale === SOURCE_LOCALE) return paymentText(method, isPaid);
  const key = method.trim().toLowerCase();
  if (!key) return '';
  const ids = {
    card: 'mail.method.card',
    stripe: 'mail.method.card',
    cash: 'mail.method.cash',
    account: 'mail.method.account',
  } as const;
  const id = ids[key as keyof typeof ids];
  const name = id ? words.t(id) : paymentText(key, false).replace(/ \(.*\)$/, '');
  if (isPaid) return words.t('mail.payment.paid', { method: name });
  if (key === 'cash') return words.t('mail.payment.payDriver', { method: name });
  if (key === 'account') return name;
  return words.t('mail.payment.unpaid', { method: name });
}

export function detailLines(row: BookingRow, settings: MailSettings): string[] {
  const w = wordsOf(settings);
  const onward = row.details;
  const extras = extrasText(row.extras, w);
  const promo = row.fares?.promocode && row.fares.discount ? row.fares : null;
  const cost = (amount: number) => moneyIn(w.locale, amount, row.currency_code);
  return [
    ...legLines(onward, 'booking', settings),
    ...(row.return_details ? ['', ...legLines(row.return_details, 'return', settings)] : []),
    '',
    w.t('mail.passenger', { name: onward.passengername }),
    w.t('mail.vehicle', { vehicle: onward.vehicletype }),
    w.t('mail.travelling', { party: partyText(onward, row.extras, w) }),
    extras ? w.t('mail.extras', { extras }) : '',
    onward.notes ? w.t('mail.note', { note: onward.notes }) : '',
    // Worded as the booking form and the ticket word them (src/shared/format), so the mail reads the same.
    promo ? w.t('mail.promo', { code: promo.promocode, amount: cost(promo.discount ?? 0) }) : '',
    w.t(row.return_details ? 'mail.totalBoth' : 'mail.total', { amount: cost(row.total_fare) }),
    w.t('mail.payment', { payment: paymentIn(w, row.payment_method, row.is_paid) }),
    w.t('mail.status', {
      status:
        w.locale === SOURCE_LOCALE
          ? bookingStatusText(row.status)
          : w.t('mail.statusName', { status: bookingStatusText(row.status) }),
    }),
  ].filter((line, i, lines) => line !== '' || (i > 0 && lines[i - 1] !== ''));
}

export function closing(settings: MailSettings, facts: MailFacts): string[] {
  const w = wordsOf(settings);
  return [
    '',
    ...(facts.ticketUrl ? [w.t('mail.ticket', { url: facts.ticketUrl })] : []),
    w.t('mail.questions', { company: settings.company, phone: w.ltr(settings.phone) }),
  ];
}

/**
 * The booking's full account with its calendar file: 'confirmation' on booking, 'receipt' when the customer asks
 * for one (the promo calls rule (rules: call-promo) Email receipt). The same details either way, so the two can never disagree.
 * In the booking's language (settings.words); an Arabic mail's HTML reads right to left (`html`).
 */
export function bookingMail(
  row: BookingRow,
  kind: 'confirmation' | 'receipt',
  settings: MailSettings,
  facts: MailFacts = {},
  warnings: WireWarning[] = [],
): Omit<Mail, 'recipient'> {
  const w = wordsOf(settings);
  const ref = w.ltr(String(row.jobpartid));
  // The booking checks rule (rules: booking-checks): what looked wrong when booking, so it can still be put right.
  const check = warnings.length ? [w.t('mail.check'), ...warnings.map((warning) => `- ${warning.message}`), ''] : [];
  const calendar = bookingCalendar(row, settings, facts);
  const intro = w.t(kind === 'confirmation' ? 'mail.intro.confirmation' : 'mail.intro.receipt', {
    company: settings.company,
  });
  const body = [intro, '', ...check, ...detailLines(row, settings), ...closing(settings, facts)].join('\n');
  return {
    kind: kind === 'confirmation' ? 'booking-confirmation' : 'receipt',
    subject: w.t(kind === 'confirmation' ? 'mail.subject.confirmation' : 'mail.subject.receipt', { ref }),
    body,
    ...(w.locale === SOURCE_LOCALE ? {} : { html: mailHtml(body, w.locale) }),
    attachments: calendar
      ? [{ filename: calendarFileName(row.jobpartid), contentType: 'text/calendar; charset=utf-8', content: calendar }]
      : [],
  };
}

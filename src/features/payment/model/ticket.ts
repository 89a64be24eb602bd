/** Rules of the confirmed / ticket page (the page addresses, booking record and promo calls rules, rules: routes, booking-record, call-promo): what it shows and what it offers. */
import type { EventAttributes } from 'ics';
import { DateTime } from 'luxon';
import {
  interpretResult,
  mapBookingSummary,
  resultCode,
  type BookingSummary,
  type WireBookingInfoResponse,
  type WireGenericResult,
} from '@/api';
import { GENERIC_ERROR, RECEIPT_SENT } from './messages';
import type { Translator } from '@/i18n';
import { calendarEvent, formatMoney, paymentText, type CalendarLeg, type CalendarWords } from '@/shared';

/** A booking as its ticket shows it: the onward journey and, when one was booked, the return journey (the return journey rule, rules: return-journey). */
export interface TicketBooking {
  booking: BookingSummary;
  returnBooking: BookingSummary | null;
}

/** Reads bookinginfo's answer (code 1): the onward record and the return journey's record when the booking has one. */
export function ticketFromInfo(answer: WireBookingInfoResponse): TicketBooking {
  const { returnbooking, ...onward } = answer;
  return {
    booking: mapBookingSummary(onward),
    returnBooking: returnbooking && typeof returnbooking === 'object' ? mapBookingSummary(returnbooking) : null,
  };
}

/** The page's words and locale: ticket texts are said in the page's language (the language rule, docs/languages.md). */
export type TicketWords = Pick<Translator, 't' | 'locale'>;

/** Items of a list joined as the language joins them ("a, b, c" in English, "a، b" in Arabic), as the mails do. */
const listOf = (locale: string, items: string[]) =>
  new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(items);

/** Passengers, suitcases and hand bags as booked (the booking record rule's (rules: booking-record) passengers and suitcases); nothing when the record has no count. */
export function partyText(
  booking: Pick<BookingSummary, 'passengers' | 'suitcases'> & Partial<Pick<BookingSummary, 'extras'>>,
  { t, locale }: TicketWords,
): string {
  if (!(booking.passengers > 0)) return '';
  const parts = [t('payment.party.passengers', { count: booking.passengers })];
  if (booking.suitcases > 0) parts.push(t('payment.party.suitcases', { count: booking.suitcases }));
  const handBags = booking.extras?.handBags ?? 0;
  if (handBags > 0) parts.push(t('payment.party.handBags', { count: handBags }));
  return listOf(locale, parts);
}

/** Child seats, pets and other equipment as booked (the extras rule, rules: extras), in the words of the extras panel; '' when none. */
export function extrasText({ extras }: Pick<BookingSummary, 'extras'>, { t, locale }: TicketWords): string {
  const named = (
    [
      [extras.smallChildSeats, 'payment.extra.smallChildSeats'],
      [extras.largeChildSeats, 'payment.extra.largeChildSeats'],
      [extras.smallPets, 'payment.extra.smallPets'],
      [extras.otherPets, 'payment.extra.otherPets'],
      [extras.equipment, 'payment.extra.equipment'],
    ] as const
  )
    .filter(([count]) => count > 0)
    .map(([count, id]) => t(id, { count }));
  return named.length ? listOf(locale, named) : '';
}

/** The flight the driver meets: number, where it comes from and when it is expected to land; '' without a flight. */
export function flightText(
  booking: Pick<BookingSummary, 'flightNumber' | 'arrivingFromAirportName' | 'expectedFlightArrival'>,
  timeZone: string,
  { t, locale }: TicketWords,
): string {
  const number = booking.flightNumber.trim();
  if (!number) return '';
  const from = booking.arrivingFromAirportName.trim();
  const time = booking.expectedFlightArrival ? ticketTime(booking.expectedFlightArrival, timeZone, locale) : '';
  const named = from && from !== number;
  if (named && time) return t('payment.ticket.flightFromLanding', { number, from, time });
  if (named) return t('payment.ticket.flightFrom', { number, from });
  if (time) return t('payment.ticket.flightLanding', { number, time });
  return number;
}

/**
 * The rows of the ticket, in reading order; rows without a value are left out. A return journey is stated with its
 * own reference, pick-up time and flight; the fare (which covers both journeys, the promo already taken off) says so.
 */
export function ticketRows(
  { booking, returnBooking }: TicketBooking,
  timeZone: string,
  words: TicketWords,
): [label: string, value: string][] {
  const { t, locale } = words;
  const fare = formatMoney(booking.totalFare, booking.currencyCode, locale);
  const promo = booking.promo;
  const rows: [string, string][] = [
    [t('payment.ticket.row.pickUp'), booking.pickup.address],
    ...booking.via.map((via, index): [string, string] => [
      booking.via.length > 1 ? t('payment.ticket.row.viaNumbered', { number: index + 1 }) : t('payment.ticket.row.via'),
      via.address,
    ]),
    [t('payment.ticket.row.dropOff'), booking.dropoff.address],
    [t('payment.ticket.row.pickupTime'), ticketTime(booking.pickupDateTime, timeZone, locale)],
    [t('payment.ticket.row.flight'), flightText(booking, timeZone, words)],
    [
      t('payment.ticket.row.return'),
      returnBooking
        ? t('payment.ticket.returnAt', {
            time: ticketTime(returnBooking.pickupDateTime, timeZone, locale),
            reference: returnBooking.jobPartId,
          })
        : '',
    ],
    [t('payment.ticket.row.returnFlight'), returnBooking ? flightText(returnBooking, timeZone, words) : ''],
    [t('payment.ticket.row.vehicle'), booking.vehicleType],
    [t('payment.ticket.row.party'), partyText(booking, words)],
    [t('payment.ticket.row.extras'), extrasText(booking, words)],
    [t('payment.ticket.row.note'), booking.notes.trim()],
    [
      t('payment.ticket.row.promo'),
      promo
        ? t('payment.ticket.promoOff', {
            code: promo.code.toUpperCase(),
            amount: formatMoney(promo.discount, booking.currencyCode, locale),
          })
        : '',
    ],
    [t('payment.ticket.row.fare'), returnBooking ? t('payment.ticket.fareWithReturn', { fare }) : fare],
    [t('payment.ticket.row.payment'), paymentText(booking.paymentMethod, booking.isPaid, t)],
    [t('payment.ticket.row.passenger'), booking.passenger.name],
    // A booker's own reference for the booking (the booking record rule (rules: booking-record) bookerref), as typed in the customer section.
    [t('payment.ticket.row.ourRef'), booking.bookerRef.trim()],
  ];
  return rows.filter(([, value]) => value !== '');
}

/**
 * The pick-up time as the operator states it: in the operator's time zone, never the browser's (DESIGN 2), with
 * day and month names in the page's locale.
 */
export function ticketTime(iso: string, timeZone: string, locale = 'en-GB'): string {
  const time = DateTime.fromISO(iso, { setZone: true });
  if (!time.isValid) return '';
  const zoned = time.setZone(timeZone).setLocale(locale);
  return `${zoned.toFormat('cccc d LLLL yyyy, HH:mm')} (${zoned.offsetNameShort ?? zoned.zoneName})`;
}

/** The promo calls rule (rules: call-promo): code 1 means the receipt was sent, code 0 the generic error, other codes the server's message. */
export function receiptMessage(result: WireGenericResult | undefined): { sent: boolean; message: string } {
  if (resultCode(result) === 1) return { sent: true, message: RECEIPT_SENT };
  const interpreted = interpretResult(result);
  return { sent: false, message: interpreted.ok ? GENERIC_ERROR : interpreted.message };
}

/** The booking actions rule (rules: booking-actions) is matched case-insensitively; a cancelled booking gets no receipt and no calendar entry. */
export function isCancelled(status: string): boolean {
  return /cancel/i.test(status);
}

/**
 * One calendar entry per journey (the shared event of `@/shared`): the onward pick-up and, when one was booked, the
 * return pick-up, each with its own reference and length, the pick-up stated on the operator's clock.
 */
export function calendarEvents(
  { booking, returnBooking }: TicketBooking,
  options: {
    company: string;
    timeZone: string;
    words: TicketWords;
    journeyMinutes?: number;
    returnMinutes?: number;
    url?: string;
  },
): EventAttributes[] {
  const leg = (journey: BookingSummary, label: CalendarLeg['label']): CalendarLeg => ({
    reference: journey.jobPartId,
    label,
    pickupTime: journey.pickupDateTime,
    pickupText: ticketTime(journey.pickupDateTime, options.timeZone, options.words.locale),
    pickup: { address: journey.pickup.address, lat: journey.pickup.lat, lng: journey.pickup.lng },
    vias: journey.via.map((via) => via.address),
    dropoff: journey.dropoff.address,
    vehicle: journey.vehicleType,
    flight: flightText(journey, options.timeZone, options.words),
    passenger: journey.passenger.name,
    status: journey.status,
  });
  // The event's words in the page's language (the language rule).
  const say: CalendarWords = (id, values) => options.words.t(`common.calendar.${id}`, values);
  const onward = calendarEvent(
    leg(booking, 'Booking'),
    options.company,
    { journeyMinutes: options.journeyMinutes, ticketUrl: options.url },
    say,
  );
  const back = returnBooking
    ? calendarEvent(
        leg(returnBooking, 'Return'),
        options.company,
        { journeyMinutes: options.returnMinutes, ticketUrl: options.url },
        say,
      )
    : null;
  return [onward, back].filter((event): event is EventAttributes => event !== null);
}

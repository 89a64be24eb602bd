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
import { calendarEvent, formatMoney, paymentText, type CalendarLeg } from '@/shared';

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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Passengers, suitcases and hand bags as booked (the booking record rule's (rules: booking-record) passengers and suitcases); nothing when the record has no count. */
export function partyText(
  booking: Pick<BookingSummary, 'passengers' | 'suitcases'> & Partial<Pick<BookingSummary, 'extras'>>,
): string {
  if (!(booking.passengers > 0)) return '';
  const parts = [plural(booking.passengers, 'passenger', 'passengers')];
  if (booking.suitcases > 0) parts.push(plural(booking.suitcases, 'suitcase', 'suitcases'));
  const handBags = booking.extras?.handBags ?? 0;
  if (handBags > 0) parts.push(plural(handBags, 'hand bag', 'hand bags'));
  return parts.join(', ');
}

/** Child seats, pets and other equipment as booked (the extras rule, rules: extras), in the words of the extras panel; '' when none. */
export function extrasText({ extras }: Pick<BookingSummary, 'extras'>): string {
  return [
    extras.smallChildSeats > 0 ? plural(extras.smallChildSeats, 'small child seat', 'small child seats') : '',
    extras.largeChildSeats > 0 ? plural(extras.largeChildSeats, 'large child seat', 'large child seats') : '',
    extras.smallPets > 0 ? plural(extras.smallPets, 'small pet', 'small pets') : '',
    extras.otherPets > 0 ? plural(extras.otherPets, 'other pet', 'other pets') : '',
    extras.equipment > 0 ? plural(extras.equipment, 'item of other equipment', 'items of other equipment') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The flight the driver meets: number, where it comes from and when it is expected to land; '' without a flight. */
export function flightText(
  booking: Pick<BookingSummary, 'flightNumber' | 'arrivingFromAirportName' | 'expectedFlightArrival'>,
  timeZone: string,
): string {
  const number = booking.flightNumber.trim();
  if (!number) return '';
  const from = booking.arrivingFromAirportName.trim();
  const landing = booking.expectedFlightArrival ? ticketTime(booking.expectedFlightArrival, timeZone) : '';
  return `${number}${from && from !== number ? ` from ${from}` : ''}${landing ? `, landing ${landing}` : ''}`;
}

/**
 * The rows of the ticket, in reading order; rows without a value are left out. A return journey is stated with its
 * own reference, pick-up time and flight; the fare (which covers both journeys, the promo already taken off) says so.
 */
export function ticketRows(
  { booking, returnBooking }: TicketBooking,
  timeZone: string,
): [label: string, value: string][] {
  const fare = formatMoney(booking.totalFare, booking.currencyCode);
  const promo = booking.promo;
  const rows: [string, string][] = [
    ['Pick-up', booking.pickup.address],
    ...booking.via.map((via, index): [string, string] => [
      booking.via.length > 1 ? `Via ${index + 1}` : 'Via',
      via.address,
    ]),
    ['Drop-off', booking.dropoff.address],
    ['Pick-up time', ticketTime(booking.pickupDateTime, timeZone)],
    ['Flight', flightText(booking, timeZone)],
    [
      'Return',
      returnBooking
        ? `${ticketTime(returnBooking.pickupDateTime, timeZone)}, reference ${returnBooking.jobPartId}`
        : '',
    ],
    ['Return flight', returnBooking ? flightText(returnBooking, timeZone) : ''],
    ['Vehicle', booking.vehicleType],
    ['Passengers and luggage', partyText(booking)],
    ['Extras', extrasText(booking)],
    ['Note to driver', booking.notes.trim()],
    [
      'Promo code',
      promo ? `${promo.code.toUpperCase()}: ${formatMoney(promo.discount, booking.currencyCode)} off` : '',
    ],
    ['Fare', returnBooking ? `${fare} (return included)` : fare],
    ['Payment', paymentText(booking.paymentMethod, booking.isPaid)],
    ['Passenger', booking.passenger.name],
    // A booker's own reference for the booking (the booking record rule (rules: booking-record) bookerref), as typed in the customer section.
    ['Our Ref', booking.bookerRef.trim()],
  ];
  return rows.filter(([, value]) => value !== '');
}

/** The pick-up time as the operator states it: in the operator's time zone, never the browser's (DESIGN 2). */
export function ticketTime(iso: string, timeZone: string): string {
  const time = DateTime.fromISO(iso, { setZone: true });
  if (!time.isValid) return '';
  const zoned = time.setZone(timeZone).setLocale('en-GB');
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
  options: { company: string; timeZone: string; journeyMinutes?: number; returnMinutes?: number; url?: string },
): EventAttributes[] {
  const leg = (journey: BookingSummary, label: string): CalendarLeg => ({
    reference: journey.jobPartId,
    label,
    pickupTime: journey.pickupDateTime,
    pickupText: ticketTime(journey.pickupDateTime, options.timeZone),
    pickup: { address: journey.pickup.address, lat: journey.pickup.lat, lng: journey.pickup.lng },
    vias: journey.via.map((via) => via.address),
    dropoff: journey.dropoff.address,
    vehicle: journey.vehicleType,
    flight: flightText(journey, options.timeZone),
    passenger: journey.passenger.name,
    status: journey.status,
  });
  const onward = calendarEvent(leg(booking, 'Booking'), options.company, {
    journeyMinutes: options.journeyMinutes,
    ticketUrl: options.url,
  });
  const back = returnBooking
    ? calendarEvent(leg(returnBooking, 'Return'), options.company, {
        journeyMinutes: options.returnMinutes,
        ticketUrl: options.url,
      })
    : null;
  return [onward, back].filter((event): event is EventAttributes => event !== null);
}

/** Rules of the confirmed / ticket page (spec 2.1, 3.2, 7.5): what it shows and what it offers. */
import type { EventAttributes } from 'ics';
import { DateTime } from 'luxon';
import {
  interpretResult,
  mapBookingSummary,
  resultCode,
  type BookingSummary,
  type LatLng,
  type WireBookingInfoResponse,
  type WireGenericResult,
} from '@/api';
import { GENERIC_ERROR, RECEIPT_SENT } from './messages';
import { formatMoney } from '@/shared';

/** A booking as its ticket shows it: the onward journey and, when one was booked, the return journey (4.2). */
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

/** Passengers and suitcases as booked (3.2's passengers and suitcases); nothing when the record has no count. */
export function partyText(booking: Pick<BookingSummary, 'passengers' | 'suitcases'>): string {
  if (!(booking.passengers > 0)) return '';
  const parts = [plural(booking.passengers, 'passenger', 'passengers')];
  if (booking.suitcases > 0) parts.push(plural(booking.suitcases, 'suitcase', 'suitcases'));
  return parts.join(', ');
}

/**
 * The rows of the ticket, in reading order; rows without a value are left out. A return journey is stated with its
 * own reference and pick-up time, and the fare (which covers both journeys) says so.
 */
export function ticketRows(
  { booking, returnBooking }: TicketBooking,
  timeZone: string,
): [label: string, value: string][] {
  const fare = formatMoney(booking.totalFare, booking.currencyCode);
  const payment = booking.paymentMethod ? booking.paymentMethod[0].toUpperCase() + booking.paymentMethod.slice(1) : '';
  const rows: [string, string][] = [
    ['Pick-up', booking.pickup.address],
    ...booking.via.map((via, index): [string, string] => [
      booking.via.length > 1 ? `Via ${index + 1}` : 'Via',
      via.address,
    ]),
    ['Drop-off', booking.dropoff.address],
    ['Pick-up time', ticketTime(booking.pickupDateTime, timeZone)],
    [
      'Return',
      returnBooking
        ? `${ticketTime(returnBooking.pickupDateTime, timeZone)}, reference ${returnBooking.jobPartId}`
        : '',
    ],
    ['Vehicle', booking.vehicleType],
    ['Passengers and luggage', partyText(booking)],
    ['Fare', returnBooking ? `${fare} (return included)` : fare],
    ['Payment', `${payment}${payment && booking.isPaid ? ' (paid)' : ''}`],
    ['Passenger', booking.passenger.name],
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

/** The points the route passes through: pick-up, the via stops in order, drop-off; places without coordinates are left out. */
export function routePoints(booking: Pick<BookingSummary, 'pickup' | 'via' | 'dropoff'>): LatLng[] {
  return [booking.pickup, ...booking.via, booking.dropoff]
    .filter(
      (place) => Number.isFinite(place.lat) && Number.isFinite(place.lng) && !(place.lat === 0 && place.lng === 0),
    )
    .map((place) => ({ lat: place.lat, lng: place.lng }));
}

/** Spec 7.5: code 1 means the receipt was sent, code 0 the generic error, other codes the server's message. */
export function receiptMessage(result: WireGenericResult | undefined): { sent: boolean; message: string } {
  if (resultCode(result) === 1) return { sent: true, message: RECEIPT_SENT };
  const interpreted = interpretResult(result);
  return { sent: false, message: interpreted.ok ? GENERIC_ERROR : interpreted.message };
}

/** Spec 4.3 is matched case-insensitively; a cancelled booking gets no receipt and no calendar entry. */
export function isCancelled(status: string): boolean {
  return /cancel/i.test(status);
}

const DEFAULT_JOURNEY_MINUTES = 60;

/**
 * The calendar entry for the pick-up. The start is the instant the operator booked, written in UTC so every
 * calendar shows it correctly wherever the customer is; the description states it in the operator's zone.
 */
export function calendarEvent(
  booking: BookingSummary,
  options: { company: string; timeZone: string; journeyMinutes?: number; url?: string },
): EventAttributes | null {
  const start = DateTime.fromISO(booking.pickupDateTime, { setZone: true });
  if (!start.isValid) return null;
  const utc = start.toUTC();
  const minutes = Math.max(1, Math.round(options.journeyMinutes || DEFAULT_JOURNEY_MINUTES));
  const lines = [
    `Reference: ${booking.jobPartId}`,
    `Pick-up: ${ticketTime(booking.pickupDateTime, options.timeZone)}`,
    `From: ${booking.pickup.address}`,
    ...booking.via.map((via) => `Via: ${via.address}`),
    `To: ${booking.dropoff.address}`,
    booking.vehicleType ? `Vehicle: ${booking.vehicleType}` : '',
    booking.passenger.name ? `Passenger: ${booking.passenger.name}` : '',
  ].filter(Boolean);
  return {
    uid: `booking-${booking.jobPartId}@${options.company.replace(/\s+/g, '-').toLowerCase() || 'transfer'}`,
    title: `${options.company ? `${options.company}: ` : ''}transfer to ${booking.dropoff.address}`,
    description: lines.join('\n'),
    location: booking.pickup.address,
    start: [utc.year, utc.month, utc.day, utc.hour, utc.minute],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes },
    status: 'CONFIRMED',
    ...(options.url ? { url: options.url } : {}),
  };
}

export function calendarFileName(jobPartId: number): string {
  return `booking-${jobPartId}.ics`;
}

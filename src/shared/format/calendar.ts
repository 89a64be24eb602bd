/**
 * A booked journey as a calendar event (.ics, RFC 5545), built one way for the app's two "Add to calendar" buttons
 * (My Bookings and the ticket) and for the confirmation and receipt mails the server sends, so every file describes
 * the same event under the same UID (a calendar that has one updates it rather than adding a copy). Pure: the caller turns events into text with the
 * `ics` package (the app loads it on first use), so this module imports only its types. The reference API imports
 * it too, which is why it holds nothing of the app's but luxon.
 */
import type { EventAttributes, HeaderAttributes } from 'ics';
import { DateTime } from 'luxon';

/** What the event says of one journey of a booking. */
export interface CalendarLeg {
  /** The journey's reference (jobpartid). */
  reference: number;
  /** "Booking" for the outward journey, "Return" for the return. */
  label: 'Booking' | 'Return';
  /** The pick-up time, ISO with its offset. */
  pickupTime: string;
  /** The pick-up time in words on the operator's clock, where the caller writes it (the ticket). */
  pickupText?: string;
  pickup: { address: string; lat: number; lng: number };
  vias: readonly string[];
  dropoff: string;
  vehicle?: string;
  /** The flight as the caller states it: its number, or with where from and the landing time. */
  flight?: string;
  passenger?: string;
  /** The booking's status as the API words it ("Cancelled" makes a cancelled event). */
  status: string;
}

export interface CalendarFacts {
  /** Driving minutes of the journey; an hour when not known. */
  journeyMinutes?: number;
  /** The booking's ticket page. */
  ticketUrl?: string;
}

/** The event's words: the title and the description's lines. */
export type CalendarTextId =
  'title' | 'titleAlone' | 'reference' | 'pickup' | 'from' | 'via' | 'to' | 'vehicle' | 'flight' | 'passenger';

/**
 * Says one of the event's words in a language: the page's catalog (`common.calendar.*`) in the browser, the
 * booking's (`mail.calendar.*`) on the server. `leg` is "return" for the return journey, "booking" otherwise.
 */
export type CalendarWords = (id: CalendarTextId, values: Record<string, string | number>) => string;

/**
 * The source language's words, kept here because the server imports this module without the catalogs; the
 * catalog test holds `common.calendar.*` and `mail.calendar.*` to them.
 */
/* eslint-disable house/no-literal-text -- the calendar's English words, the catalogs' source */
export const ENGLISH_CALENDAR_WORDS: CalendarWords = (id, v) =>
  ({
    title: `${v.company}: transfer to ${v.dropoff}`,
    titleAlone: `transfer to ${v.dropoff}`,
    reference: `${v.leg === 'return' ? 'Return' : 'Booking'} reference: ${v.reference}`,
    pickup: `Pick-up: ${v.time}`,
    from: `From: ${v.address}`,
    via: `Via: ${v.address}`,
    to: `To: ${v.address}`,
    vehicle: `Vehicle: ${v.vehicle}`,
    flight: `Flight: ${v.flight}`,
    passenger: `Passenger: ${v.name}`,
  })[id];
/* eslint-enable house/no-literal-text */

/** A journey's length when the quote's driving time is not known. */
export const DEFAULT_JOURNEY_MINUTES = 60;

export const calendarFileName = (reference: number) => `booking-${reference}.ics`;

/** The operator's name as the UID's domain and the product id: letters and digits, dashed. */
export function calendarSlug(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'transfer'
  );
}

/** The calendar's header: the operator is its product and its name. */
export function calendarHeader(company: string): HeaderAttributes {
  return { productId: `${calendarSlug(company)}/booking`, calName: company };
}

/** The event of one journey, from its pick-up for the journey's length; null when its time cannot be read. */
export function calendarEvent(
  leg: CalendarLeg,
  company: string,
  facts: CalendarFacts = {},
  say: CalendarWords = ENGLISH_CALENDAR_WORDS,
): EventAttributes | null {
  const start = DateTime.fromISO(leg.pickupTime, { setZone: true });
  if (!start.isValid) return null;
  const description = [
    say('reference', { leg: leg.label === 'Return' ? 'return' : 'booking', reference: String(leg.reference) }),
    leg.pickupText ? say('pickup', { time: leg.pickupText }) : '',
    say('from', { address: leg.pickup.address }),
    ...leg.vias.map((via) => say('via', { address: via })),
    say('to', { address: leg.dropoff }),
    leg.vehicle ? say('vehicle', { vehicle: leg.vehicle }) : '',
    leg.flight ? say('flight', { flight: leg.flight }) : '',
    leg.passenger ? say('passenger', { name: leg.passenger }) : '',
  ].filter(Boolean);
  return {
    uid: `booking-${leg.reference}@${calendarSlug(company)}`,
    title: company ? say('title', { company, dropoff: leg.dropoff }) : say('titleAlone', { dropoff: leg.dropoff }),
    description: description.join('\n'),
    location: leg.pickup.address,
    ...(leg.pickup.lat || leg.pickup.lng ? { geo: { lat: leg.pickup.lat, lon: leg.pickup.lng } } : {}),
    // A timestamp (to the minute) rather than [y, m, d, h, min]: the same DTSTART, but the package validates a date
    // array with a fresh schema per item, three quarters of its cost (about 0.55 of 0.75 ms per event; a tenth of a
    // booking's CPU in the booking load's profile).
    start: start.startOf('minute').toMillis(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(1, Math.round(facts.journeyMinutes || DEFAULT_JOURNEY_MINUTES)) },
    status: /cancel/i.test(leg.status) ? 'CANCELLED' : 'CONFIRMED',
    ...(facts.ticketUrl ? { url: facts.ticketUrl } : {}),
  };
}

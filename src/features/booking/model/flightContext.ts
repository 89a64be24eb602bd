/** What the flights feature is told about a journey's flights (issue 12): where they land and around when. */
import { DateTime } from 'luxon';
import type { Address } from '@/api';
import type { FlightKind } from './customerStep';
import type { BookingDraft, BookingFlight } from './draft';
import type { Translate } from './messages';
import { formatBookingTime } from './time';

type FlightJourney = Pick<BookingDraft, 'pickUp' | 'dropOff' | 'time' | 'returnDate'>;

const airportOf = (place: Readonly<Address> | null) =>
  place?.isAirport ? { name: place.name || place.fullAddress, icao: place.icao } : null;

/** The flight required rule (rules: flight-required): the onward flight lands at the pick-up airport, the return flight at the drop-off airport. */
export function flightAirports(draft: Readonly<FlightJourney>) {
  return { onward: airportOf(draft.pickUp), return: airportOf(draft.dropOff) } as const;
}

/** Each journey's pick-up time as set ('' for now or not yet set): the flight finder's first guess. */
export function flightPickupTimes(draft: Readonly<FlightJourney>): Record<FlightKind, string> {
  return {
    onward: draft.time.pickUpType === 'later' ? draft.time.time : '',
    return: draft.returnDate ?? '',
  };
}

/** The free-waiting timeline's rounding: a pick-up raised to the earliest bookable time falls on 5 minutes. */
const PICKUP_ROUNDING_MINUTES = 5;

/**
 * The minimum lead time rule for a pick-up a flight sets: the earliest bookable time (now plus the lead time, as
 * ASAP books it, model/time asapPickupTime) rounded up to 5 minutes, as the flight dialog's timeline shows it: never
 * before the ASAP pick-up the page announces. '' when unknown.
 */
export function earliestFlightPickup(earliestIso: string, zone: string): string {
  const earliest = DateTime.fromISO(earliestIso, { setZone: true });
  if (!earliestIso || !earliest.isValid) return '';
  const step = PICKUP_ROUNDING_MINUTES * 60_000;
  const rounded = Math.ceil(earliest.startOf('minute').toMillis() / step) * step;
  return DateTime.fromMillis(rounded, { zone }).toISO({ suppressMilliseconds: true }) ?? '';
}

/**
 * Issue 12, "a pick-up time tied to landing": the pick-up a flight sets, its landing plus the waiting time the
 * customer chose ("minutes after flight has landed"), in the operator's zone. Null when the flight has no landing
 * time (declined, or a number alone). Issue 28 (the minimum lead time rule): a flight that has landed, or lands too
 * soon, never sets a pick-up inside the lead time: the pick-up is raised to `earliestIso` (earliestFlightPickup)
 * and `raised` says so. Without an earliest time, a moment already passed sets nothing (the pick-up stays).
 */
export function flightPickup(
  flight: Readonly<Pick<BookingFlight, 'landingTime' | 'landingTimeWait' | 'isFlightDetail'>>,
  zone: string,
  nowMs: number,
  earliestIso = '',
): { time: string; raised: boolean } | null {
  if (flight.isFlightDetail || !flight.landingTime) return null;
  const landing = DateTime.fromISO(flight.landingTime, { setZone: true });
  if (!landing.isValid) return null;
  const pickup = landing.plus({ minutes: Math.max(0, flight.landingTimeWait || 0) }).setZone(zone);
  const earliest = earliestIso ? DateTime.fromISO(earliestIso, { setZone: true }) : null;
  if (earliest?.isValid && pickup.toMillis() < earliest.toMillis())
    return { time: earliest.setZone(zone).toISO({ suppressMilliseconds: true }) ?? '', raised: true };
  if (pickup.toMillis() <= nowMs) return null;
  return { time: pickup.toISO({ suppressMilliseconds: true }) ?? '', raised: false };
}

/** The pick-up time a flight sets (flightPickup), or null. */
export function pickupAfterLanding(
  flight: Readonly<Pick<BookingFlight, 'landingTime' | 'landingTimeWait' | 'isFlightDetail'>>,
  zone: string,
  nowMs: number,
  earliestIso = '',
): string | null {
  return flightPickup(flight, zone, nowMs, earliestIso)?.time ?? null;
}

/**
 * A flight in the details' summary: declined, or its number and where from, with, once its landing is known, the
 * landing and the pick-up it sets (landing plus the waiting time), so the customer sees the time the booking takes.
 */
export function flightSummary(
  flight: Readonly<BookingFlight> | null,
  zone: string,
  t: Translate,
  locale?: string,
): string {
  if (!flight) return t('booking.flight.needed');
  if (flight.isFlightDetail) return t('booking.flight.none');
  const named = { number: flight.number, airport: flight.airportText || flight.airportCode };
  const landing = DateTime.fromISO(flight.landingTime, { setZone: true });
  if (!flight.landingTime || !landing.isValid) return t('booking.flight.from', named);
  const pickup = landing.plus({ minutes: Math.max(0, flight.landingTimeWait || 0) });
  const at = (time: DateTime) => formatBookingTime(time.toISO() ?? '', zone, locale);
  return t('booking.flight.landing', {
    ...named,
    landing: at(landing),
    pickup: at(pickup),
    wait: flight.landingTimeWait,
  });
}

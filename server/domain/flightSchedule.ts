/**
 * A simulated flight schedule (issue 12) so the flight finder and landing times work offline: real airlines and
 * airports from the data packages, flight numbers that stay the same every day, durations from the great-circle
 * distance, and a delay per flight and date. Everything is a pure function of (airline, number, date, now), so the
 * same question always gets the same answer and tests can assert the times. The routes it runs are in flightRoutes.ts.
 */
import { DateTime } from 'luxon';
import type { WireFlightInfo } from '../../src/api/wire/lookups';
import type { WireAirline, WireAirport } from './airports';
import { hash, HIGHEST_NUMBER, routeOf, type Route } from './flightRoutes';

// The routes' look-ups, for the flight calls and the flight-follow rule, which ask this schedule.
export { airlineByCode, airportByCode, routeOf } from './flightRoutes';

/** The finder's window: flights landing this many hours either side of the time asked for. */
export const SEARCH_WINDOW_HOURS = 4;
/** Estimates appear this long before departure; before that the filed arrival is all there is. */
const ESTIMATES_FROM_HOURS = 3;
/** The dates a question may be about, around today. */
export const DAYS_BACK = 2;
export const DAYS_AHEAD = 365;

/** The delay of a flight on a date in minutes: most on time or a little early, some late, a few very late. */
export function delayMinutes(ident: string, date: string): number {
  const seed = hash(`${ident}@${date}`);
  const band = seed % 100;
  if (band < 50) return -((seed >>> 8) % 3) * 5 || 0;
  if (band < 85) return 5 + ((seed >>> 8) % 8) * 5;
  return 45 + ((seed >>> 8) % 22) * 5;
}

const iso = (time: DateTime) => time.toUTC().toISO({ suppressMilliseconds: true }) ?? '';

/**
 * The flight of a route departing on a UTC date, as the wire shows it: the filed times always, the estimated
 * arrival from 3 hours before departure, and the actual arrival once it has landed.
 */
export function flightOn(route: Route, date: string, now: Date): WireFlightInfo {
  const departure = DateTime.fromISO(date, { zone: 'utc' }).plus({ minutes: route.departureMinute });
  const filed = departure.plus({ minutes: route.minutes });
  const expected = filed.plus({ minutes: delayMinutes(route.ident, date) });
  const at = DateTime.fromJSDate(now);
  const estimates = at >= departure.minus({ hours: ESTIMATES_FROM_HOURS });
  return {
    ident: route.ident,
    origin: route.origin.iata,
    originName: route.origin.airport,
    originCity: route.origin.city,
    destination: route.destination.iata,
    destinationIcao: route.destination.icao,
    destinationName: route.destination.airport,
    destinationCity: route.destination.city,
    departuretime: iso(departure),
    arrivaltime: iso(filed),
    filedarrivaltime: iso(filed),
    ...(estimates ? { estimatedarrivaltime: iso(expected) } : {}),
    ...(at >= expected ? { actualarrivaltime: iso(expected) } : {}),
  };
}

/** Actual, else estimated, else filed arrival (the flight fields rule, rules: flight-fields). */
export function landingOf(flight: WireFlightInfo): string {
  return flight.actualarrivaltime || flight.estimatedarrivaltime || flight.filedarrivaltime || flight.arrivaltime;
}

/** The UTC dates whose departures can land inside the window. */
function datesAround(from: DateTime, to: DateTime): string[] {
  const dates: string[] = [];
  for (let day = from.toUTC().minus({ days: 1 }).startOf('day'); day <= to.toUTC(); day = day.plus({ days: 1 })) {
    dates.push(day.toISODate() ?? '');
  }
  return dates;
}

export interface FlightSearch {
  airline: WireAirline;
  destination: WireAirport;
  origin?: WireAirport;
  around: DateTime;
}

/** The airline's flights to the destination landing within 4 hours of the time asked for, closest first. */
export function searchFlights(search: FlightSearch, now: Date): WireFlightInfo[] {
  const from = search.around.minus({ hours: SEARCH_WINDOW_HOURS });
  const to = search.around.plus({ hours: SEARCH_WINDOW_HOURS });
  const routes: Route[] = [];
  for (let number = 1; number <= HIGHEST_NUMBER; number++) {
    const route = routeOf(search.airline, number);
    if (!route || route.destination.iata !== search.destination.iata) continue;
    if (search.origin && route.origin.iata !== search.origin.iata) continue;
    routes.push(route);
  }
  const target = search.around.toMillis();
  const found: { flight: WireFlightInfo; distance: number }[] = [];
  for (const date of datesAround(from, to)) {
    for (const route of routes) {
      const flight = flightOn(route, date, now);
      const landing = DateTime.fromISO(landingOf(flight));
      if (landing < from || landing > to) continue;
      found.push({ flight, distance: Math.abs(DateTime.fromISO(flight.arrivaltime).toMillis() - target) });
    }
  }
  return found.sort((a, b) => a.distance - b.distance).map(({ flight }) => flight);
}

/** "BA117", "ba 117", "BAW117" or "EZY8712": an airline code then 1 to 4 digits (an optional letter suffix). */
export const FLIGHT_NUMBER = /^([A-Z0-9]{2}|[A-Z]{3})\s?(\d{1,4})[A-Z]?$/;

export function parseFlightNumber(text: string): { code: string; number: number } | undefined {
  const match = FLIGHT_NUMBER.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  return { code: match[1], number: Number(match[2]) };
}

/**
 * The flight with this number landing nearest to the given time (the day's departure, the day before's or the
 * day after's), or undefined when the airline does not fly it.
 */
export function flightByNumber(airline: WireAirline, number: number, near: DateTime, now: Date) {
  const route = routeOf(airline, number);
  if (!route) return undefined;
  const target = near.toMillis();
  return datesAround(near.minus({ days: 1 }), near.plus({ days: 1 }))
    .map((date) => flightOn(route, date, now))
    .sort(
      (a, b) =>
        Math.abs(DateTime.fromISO(a.arrivaltime).toMillis() - target) -
        Math.abs(DateTime.fromISO(b.arrivaltime).toMillis() - target),
    )[0];
}

/**
 * The Heathrow terminal an airline's flights arrive at (the terminal check of the booking checks rule, rules:
 * booking-checks): the airlines' published terminals, one per airline as the simulated schedule has one route per
 * number; an airline not listed has no terminal here, so nothing is checked for it.
 */
const HEATHROW_TERMINALS: Record<number, string[]> = {
  2: ['LH', 'UA', 'AC', 'SQ', 'NH', 'LX', 'OS', 'SN', 'SK', 'TP', 'TK', 'LO', 'EI', 'A3', 'ET', 'AI', 'NZ', 'OZ', 'CA'],
  3: ['VS', 'AA', 'DL', 'CX', 'QF', 'EK', 'JL', 'MH'],
  4: ['AF', 'KL', 'QR', 'EY', 'KQ', 'SV', 'VN'],
  5: ['BA', 'IB'],
};

export function heathrowTerminal(airlineCode: string): number | undefined {
  const code = airlineCode.trim().toUpperCase();
  for (const [terminal, airlines] of Object.entries(HEATHROW_TERMINALS))
    if (airlines.includes(code)) return Number(terminal);
  return undefined;
}

/**
 * A simulated flight schedule (issue 12) so the flight finder and landing times work offline: real airlines and
 * airports from the data packages, flight numbers that stay the same every day, durations from the great-circle
 * distance, and a delay per flight and date. Everything is a pure function of (airline, number, date, now), so the
 * same question always gets the same answer and tests can assert the times.
 */
import { DateTime } from 'luxon';
import type { WireFlightInfo } from '../../src/api/wire/lookups';
import { searchAirlines, searchAirports, type WireAirline, type WireAirport } from './airports';

/** The UK airports flights land at, with how many of an airline's flights land there (out of the sum). */
const UK_ARRIVALS: [iata: string, weight: number][] = [
  ['LHR', 30],
  ['LGW', 18],
  ['MAN', 12],
  ['STN', 8],
  ['EDI', 8],
  ['LTN', 6],
  ['BHX', 5],
  ['GLA', 5],
  ['BRS', 4],
  ['LCY', 4],
];

/** Large airports around the world that flights to the UK come from. */
const HUBS = [
  'JFK',
  'EWR',
  'BOS',
  'IAD',
  'ORD',
  'ATL',
  'MIA',
  'DFW',
  'LAX',
  'SFO',
  'SEA',
  'YYZ',
  'YUL',
  'YVR',
  'MEX',
  'GRU',
  'EZE',
  'BOG',
  'CDG',
  'ORY',
  'AMS',
  'FRA',
  'MUC',
  'BER',
  'ZRH',
  'GVA',
  'VIE',
  'BRU',
  'CPH',
  'ARN',
  'OSL',
  'HEL',
  'DUB',
  'MAD',
  'BCN',
  'AGP',
  'PMI',
  'LIS',
  'FAO',
  'FCO',
  'MXP',
  'VCE',
  'ATH',
  'IST',
  'WAW',
  'PRG',
  'BUD',
  'OTP',
  'DXB',
  'AUH',
  'DOH',
  'RUH',
  'TLV',
  'CAI',
  'JNB',
  'CPT',
  'NBO',
  'LOS',
  'ACC',
  'DEL',
  'BOM',
  'BLR',
  'SIN',
  'HKG',
  'BKK',
  'KUL',
  'PEK',
  'PVG',
  'NRT',
  'HND',
  'ICN',
  'SYD',
  'MEL',
  'PER',
  'AKL',
  'BGI',
  'KIN',
];

/** Flight numbers run from 1 to this; an airline operates a share of them. */
const HIGHEST_NUMBER = 1999;
/** Cruise speed for the duration, plus taxi, climb and descent. */
const CRUISE_KMH = 830;
const GROUND_MINUTES = 35;
/** The finder's window: flights landing this many hours either side of the time asked for. */
export const SEARCH_WINDOW_HOURS = 4;
/** Estimates appear this long before departure; before that the filed arrival is all there is. */
const ESTIMATES_FROM_HOURS = 3;
/** The dates a question may be about, around today. */
export const DAYS_BACK = 2;
export const DAYS_AHEAD = 365;

/** FNV-1a: a small stable hash, so the schedule is the same on every machine and every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length];
}

function weighted(items: readonly [string, number][], seed: number): string {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let point = seed % total;
  for (const [item, weight] of items) {
    if (point < weight) return item;
    point -= weight;
  }
  return items[0][0];
}

const airportsByCode = new Map<string, WireAirport | undefined>();

/** An airport by its IATA (3 letters) or ICAO (4 characters) code. */
export function airportByCode(code: string): WireAirport | undefined {
  const wanted = code.trim().toUpperCase();
  if (!/^([A-Z]{3}|[A-Z0-9]{4})$/.test(wanted)) return undefined;
  if (!airportsByCode.has(wanted))
    airportsByCode.set(
      wanted,
      searchAirports(wanted, 5).find((airport) => airport.iata === wanted || airport.icao === wanted),
    );
  return airportsByCode.get(wanted);
}

/** An active airline by its IATA (2 characters) or ICAO (3 letters) code. */
export function airlineByCode(code: string): WireAirline | undefined {
  const wanted = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,3}$/.test(wanted)) return undefined;
  return searchAirlines(wanted, 10).find((airline) => airline.iata === wanted || airline.icao === wanted);
}

const hubAirports = (() => {
  let list: WireAirport[] | undefined;
  return () => (list ??= HUBS.map(airportByCode).filter((airport): airport is WireAirport => Boolean(airport)));
})();

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Block time from the distance, rounded to 5 minutes. */
export function flightMinutes(km: number): number {
  return Math.max(45, Math.round(((km / CRUISE_KMH) * 60 + GROUND_MINUTES) / 5) * 5);
}

/** One flight number's daily service: where from, where to, and when it departs (minutes after midnight UTC). */
export interface Route {
  airline: WireAirline;
  ident: string;
  number: number;
  origin: WireAirport;
  destination: WireAirport;
  departureMinute: number;
  minutes: number;
}

const airlineCode = (airline: WireAirline) => airline.iata || airline.icao;

/** The share of the numbers an airline operates: home carriers fly more of them. */
function operates(airline: WireAirline, number: number): boolean {
  const share = airline.country === 'United Kingdom' ? 6 : 2 + (hash(airline.name) % 3);
  return hash(`${airlineCode(airline)}#${number}`) % 100 < share;
}

/** The route of an airline's flight number, or undefined when the airline does not fly that number. */
export function routeOf(airline: WireAirline, number: number): Route | undefined {
  if (!Number.isInteger(number) || number < 1 || number > HIGHEST_NUMBER || !operates(airline, number))
    return undefined;
  const seed = hash(`${airlineCode(airline)}/${number}`);
  const destination = airportByCode(weighted(UK_ARRIVALS, seed));
  // A foreign airline flies to the UK from its own country's hubs where it has any.
  const hubs = hubAirports();
  const home = hubs.filter((hub) => hub.country === airline.country);
  const origin = pick(home.length > 0 ? home : hubs, hash(`${seed}:origin`));
  if (!destination || !origin) return undefined;
  return {
    airline,
    ident: `${airlineCode(airline)}${number}`,
    number,
    origin,
    destination,
    departureMinute: (hash(`${seed}:time`) % 288) * 5,
    minutes: flightMinutes(distanceKm(origin, destination)),
  };
}

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

/** Actual, else estimated, else filed arrival (3.5). */
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

/**
 * The simulated flight network (issue 12): which airline flies which number, from where to which UK airport, at what
 * minute of the day and for how long. Pure functions of (airline, number) over the airline and airport data packages;
 * the dated flights on this network are in flightSchedule.ts.
 */
import type { WireAirline, WireAirport } from './airports';
import { searchAirlines, searchAirports } from './airports';

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
export const HIGHEST_NUMBER = 1999;
/** Cruise speed for the duration, plus taxi, climb and descent. */
const CRUISE_KMH = 830;
const GROUND_MINUTES = 35;

/** FNV-1a: a small stable hash, so the schedule is the same on every machine and every run. */
export function hash(text: string): number {
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

/** The flight finder (the flight finder, flight form, lookup calls and verbatim messages rules, rules: flight-finder, flight-form, call-lookups, messages): its query, its checks, and how its results are offered. */
import type { Flight } from '@/api';

export const FINDER_MESSAGES = {
  dateTime: 'Datetime is required!',
  airline: 'Airline is required!',
  hint: "Still can't find your flight? No problem, you can enter your flight number and our team will manually check it",
} as const;

/**
 * A search that found nothing says so and what to try (issue 28), naming what was searched, so the customer can
 * tell a wrong time from a wrong airline or departure airport.
 */
export function noFlightsMessage(search: {
  airline: string;
  landingAt: string;
  from?: string;
  around: string;
}): string {
  const from = search.from ? ` from ${search.from}` : '';
  return `No ${search.airline} flights${from} landing at ${search.landingAt} around ${search.around}.`;
}

/** What to try after a search that found nothing. */
export const NO_FLIGHTS_ADVICE =
  'Try a time closer to the landing, check the airline, or leave the departure airport out. You can also enter your flight number below.';

export const BEST_MATCH = 'Best match';
export const POSSIBLE_OPTIONS = 'Possible options';
/** The flight form rule (rules: flight-form): the finder's time moves in 5-minute steps. */
export const FINDER_MINUTE_STEP = 5;

export interface FinderQuery {
  /** ISO date-time the flight lands around. */
  dateTime: string;
  /** The chosen airline's code (IATA, else ICAO); '' while none is chosen. */
  airline: string;
  /** Optional: the airport the flight comes from. */
  airport: string;
  /** The pick-up airport, where the flight lands (the flight fields rule (rules: flight-fields) PickUpCode). */
  pickUpCode: string;
}

export type FinderErrors = Partial<Record<'dateTime' | 'airline', string>>;

export function validateFinder(query: FinderQuery): FinderErrors {
  const errors: FinderErrors = {};
  if (!query.dateTime.trim()) errors.dateTime = FINDER_MESSAGES.dateTime;
  if (!query.airline.trim()) errors.airline = FINDER_MESSAGES.airline;
  return errors;
}

/** The searchflight query of 7.1. */
export function searchQueryOf(query: FinderQuery) {
  return {
    destination: query.pickUpCode,
    airline: query.airline,
    ...(query.airport ? { origin: query.airport } : {}),
    departuretime: query.dateTime,
  };
}

/** The flight finder rule (rules: flight-finder): the first result is the best match, the rest are possible options. */
export function groupResults(flights: readonly Flight[]): { heading: string; flights: Flight[] }[] {
  if (flights.length === 0) return [];
  const [best, ...rest] = flights;
  return [
    { heading: BEST_MATCH, flights: [best] },
    ...(rest.length > 0 ? [{ heading: POSSIBLE_OPTIONS, flights: rest }] : []),
  ];
}

/** A found flight chosen in the finder fills the form: its number, the airport it comes from, its landing time. */
export function applyChosenFlight<V extends FinderFormFields>(values: V, found: Flight): V {
  const airport = { code: found.origin, name: found.originName || found.origin };
  return {
    ...values,
    number: found.ident,
    airport,
    arrivingFrom: airport.name,
    landingTime: found.landingTime,
    noDetails: false,
  };
}

/** The free waiting rule (rules: free-waiting): a number entered by hand; its airport text is that number, and the landing time is not known. */
export function applyManualFlight<V extends FinderFormFields>(values: V, number: string): V {
  const typed = number.trim().toUpperCase();
  return {
    ...values,
    number: typed,
    airport: { code: '', name: typed },
    arrivingFrom: typed,
    landingTime: '',
    noDetails: false,
  };
}

interface FinderFormFields {
  number: string;
  arrivingFrom: string;
  airport: { code: string; name: string } | null;
  landingTime: string;
  noDetails: boolean;
}

/** The flight finder (the flight finder, flight form, lookup calls and verbatim messages rules, rules: flight-finder, flight-form, call-lookups, messages): its query, its checks, and how its results are offered. */
import type { Flight } from '@/api';
import type { Translator } from '@/i18n';

/** The page's `t` (`useT()`): the model says its texts in the page's language. */
type Translate = Translator['t'];

/** The verbatim messages rule (rules: messages): the finder's checks and hint, as message ids. */
export const FINDER_MESSAGES = {
  dateTime: 'flights.finder.dateTimeRequired',
  airline: 'flights.finder.airlineRequired',
  hint: 'flights.finder.hint',
} as const;

/**
 * A search that found nothing says so and what to try (issue 28), naming what was searched, so the customer can
 * tell a wrong time from a wrong airline or departure airport.
 */
export function noFlightsMessage(
  search: { airline: string; landingAt: string; from?: string; around: string },
  t: Translate,
): string {
  const { airline, landingAt, around } = search;
  return search.from
    ? t('flights.finder.noFlightsFrom', { airline, from: search.from, landingAt, around })
    : t('flights.finder.noFlights', { airline, landingAt, around });
}

/** What to try after a search that found nothing. */
export const NO_FLIGHTS_ADVICE = 'flights.finder.noFlightsAdvice';

export const BEST_MATCH = 'flights.finder.bestMatch';
export const POSSIBLE_OPTIONS = 'flights.finder.possibleOptions';
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

export function validateFinder(query: FinderQuery, t: Translate): FinderErrors {
  const errors: FinderErrors = {};
  if (!query.dateTime.trim()) errors.dateTime = t(FINDER_MESSAGES.dateTime);
  if (!query.airline.trim()) errors.airline = t(FINDER_MESSAGES.airline);
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

/** The flight finder rule (rules: flight-finder): the first result is the best match, the rest are possible options (headings as message ids). */
export function groupResults(
  flights: readonly Flight[],
): { heading: typeof BEST_MATCH | typeof POSSIBLE_OPTIONS; flights: Flight[] }[] {
  if (flights.length === 0) return [];
  const [best, ...rest] = flights;
  const groups: { heading: typeof BEST_MATCH | typeof POSSIBLE_OPTIONS; flights: Flight[] }[] = [
    { heading: BEST_MATCH, flights: [best] },
  ];
  if (rest.length > 0) groups.push({ heading: POSSIBLE_OPTIONS, flights: rest });
  return groups;
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

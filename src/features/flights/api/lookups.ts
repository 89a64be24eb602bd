/** The flight feature's calls (the lookup calls rule, rules: call-lookups): airport and airline lists, and the flight finder's search. */
import { ApiError, mapFlight, searchAirlines, searchAirports, searchFlight, type Flight } from '@/api';
import type { CodeOption } from '../components/CodeCombobox';
import { searchQueryOf, type FinderQuery } from '../model/finder';

export async function airportOptions(text: string, signal: AbortSignal): Promise<CodeOption[]> {
  const { airports } = await searchAirports(text, { signal });
  return (airports ?? []).map((airport) => ({ code: airport.iata || airport.icao, name: airport.name }));
}

export async function airlineOptions(text: string, signal: AbortSignal): Promise<CodeOption[]> {
  const { airlines } = await searchAirlines(text, { signal });
  return (airlines ?? []).map((airline) => ({
    code: airline.iata || airline.icao,
    name: `${airline.name} (${airline.iata || airline.icao})`,
  }));
}

/** The finder's flights, best first; an unknown code or a refused query finds nothing (the verbatim messages rule (rules: messages) hint then shows). */
export async function findFlights(query: FinderQuery, signal?: AbortSignal): Promise<Flight[]> {
  try {
    const response = await searchFlight(searchQueryOf(query), { signal });
    return (response.AirlineFlightSchedulesResult?.data ?? []).map(mapFlight);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return [];
    throw error;
  }
}

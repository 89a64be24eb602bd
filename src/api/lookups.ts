/** The lookup calls rule (rules: call-lookups): lookups. Airport search cancels the previous search (createAirportSearch). */
import { isAbortError, request, type CallOptions } from './client';
import type {
  WireAddressSearchResponse,
  WireAirlineSearchResponse,
  WireAirportSearchResponse,
  WireFlightInfoQuery,
  WireFlightInfoResponse,
  WireFlightSearchQuery,
  WireFlightSearchResponse,
} from './wire/lookups';

export function searchAirports(searchString: string, options?: CallOptions): Promise<WireAirportSearchResponse> {
  return request({ method: 'get', path: '/api/searchairport', query: { searchString } }, options);
}

export function searchAirlines(searchstring: string, options?: CallOptions): Promise<WireAirlineSearchResponse> {
  return request({ method: 'get', path: '/api/searchairport', query: { searchstring } }, options);
}

export function searchAddress(prefix: string, options?: CallOptions): Promise<WireAddressSearchResponse> {
  return request({ method: 'get', path: '/api/searchaddress', query: { prefix } }, options);
}

export function searchFlight(query: WireFlightSearchQuery, options?: CallOptions): Promise<WireFlightSearchResponse> {
  return request({ method: 'get', path: '/api/searchflight', query: { ...query } }, options);
}

export function flightInfo(query: WireFlightInfoQuery, options?: CallOptions): Promise<WireFlightInfoResponse> {
  return request({ method: 'get', path: '/api/flightinfo', query: { ...query } }, options);
}

export type AirportSearchOutcome = { cancelled: false; response: WireAirportSearchResponse } | { cancelled: true };

/**
 * "On each new airport search the previous request is cancelled" (the lookup calls rule, rules: call-lookups).
 * Returns a search function; calling it aborts the previous in-flight search. The superseded call
 * resolves to `{ cancelled: true }` instead of rejecting, so a type-ahead needs no try/catch for the
 * common case and can simply ignore stale results. The caller's own signal cancels the same way.
 * Transport failures still reject with ApiError.
 */
export function createAirportSearch(
  search: typeof searchAirports = searchAirports,
): (searchString: string, options?: CallOptions) => Promise<AirportSearchOutcome> {
  let inFlight: AbortController | undefined;
  return async (searchString, options = {}) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    // Forward the caller's signal by hand: AbortSignal.any is missing from older Safari.
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    const signal = controller.signal;
    try {
      const response = await search(searchString, { signal });
      if (signal.aborted) return { cancelled: true };
      return { cancelled: false, response };
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return { cancelled: true };
      throw error;
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  };
}

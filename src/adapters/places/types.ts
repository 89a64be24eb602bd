/** Place search for the journey autocomplete (DESIGN 3: operator API, Google Places, Bing). */
import type { Address } from '@/api';

export interface PlaceSearchOptions {
  /** Cancels the search; a cancelled search rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface PlacesAdapter {
  /** Addresses matching the text, best first. Called only with more than 1 character (the search autocomplete rule, rules: search-autocomplete). */
  search(text: string, options?: PlaceSearchOptions): Promise<Address[]>;
  /**
   * Completes a chosen suggestion (coordinates, postcode) where the provider's suggestions lack them (Google's
   * autocomplete: details are fetched for the one place chosen, which also closes the search session).
   * Providers whose suggestions are complete leave it out.
   */
  resolve?(address: Address, options?: PlaceSearchOptions): Promise<Address>;
}

export type PlacesProviderName = 'operator' | 'google' | 'bing';

/** What a vendor search needs from the configuration (the operator configuration rule, rules: configuration). */
export interface PlacesSettings {
  apiKey?: string;
  /** ISO 3166 alpha-2, lower or upper case: suggestions stay in the operator's country. */
  regionCode: string;
  /** The operator's base location: suggestions near it come first. */
  bias: { lat: number; lng: number };
}

/** The defaults rule (rules: defaults): the autocomplete bias area is a radius of 775 km. */
export const PLACES_BIAS_RADIUS_M = 775_000;

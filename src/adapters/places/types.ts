/** Place search for the journey autocomplete (DESIGN 3: operator API, Google Places, Bing). */
import type { Address } from '@/api';

export interface PlaceSearchOptions {
  /** Cancels the search; a cancelled search rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface PlacesAdapter {
  /** Addresses matching the text, best first. Called only with more than 1 character (spec 5.1). */
  search(text: string, options?: PlaceSearchOptions): Promise<Address[]>;
}

export type PlacesProviderName = 'operator' | 'google' | 'bing';

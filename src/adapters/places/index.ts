/**
 * The places adapter's public surface. The operator API's search needs no SDK; google and bing load theirs with
 * import() on the first search, so an unused provider costs no bytes (DESIGN rule 4).
 */
import { createOperatorPlaces } from './operator';
import type { PlacesAdapter, PlacesProviderName, PlacesSettings } from './types';

export type * from './types';
export { PLACES_BIAS_RADIUS_M } from './types';
export { createFakePlaces } from './fake';
export { PlacesProvider, usePlacesOverride } from './PlacesContext';

/**
 * The adapter for the configured search API (the operator configuration rule (rules: configuration) `searchapi`): `google` or `bing` with a key, else the operator's
 * search (also for unknown names, and for google or bing without a key).
 */
export function placesAdapterFor(
  provider: PlacesProviderName | string = 'operator',
  settings?: PlacesSettings,
): PlacesAdapter {
  const operator = createOperatorPlaces();
  const vendor = provider === 'google' || provider === 'bing' ? provider : undefined;
  if (!vendor || !settings?.apiKey?.trim()) return operator;
  // The vendor's loader and the fallback logic load with the first search, so a page that never searches pays nothing.
  const chosen = import('./vendorPlaces').then(({ vendorPlaces }) => vendorPlaces(vendor, settings, operator));
  return {
    search: async (text, options) => (await chosen).search(text, options),
    resolve: async (address, options) => (await chosen).resolve!(address, options),
  };
}

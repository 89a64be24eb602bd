/**
 * The places adapter's public surface. The operator API's search is the only provider so far; google and bing
 * would load their SDKs here with import(), so an unused provider costs no bytes (DESIGN rule 4).
 */
import { createOperatorPlaces } from './operator';
import type { PlacesAdapter, PlacesProviderName } from './types';

export type * from './types';
export { createFakePlaces } from './fake';
export { PlacesProvider, usePlacesOverride } from './PlacesContext';

/** The adapter for the configured search API; unknown or unbuilt providers use the operator API. */
export function placesAdapterFor(_provider: PlacesProviderName | string = 'operator'): PlacesAdapter {
  return createOperatorPlaces();
}

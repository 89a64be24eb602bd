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

const vendors: Record<'google' | 'bing', (settings: PlacesSettings) => Promise<PlacesAdapter>> = {
  google: async (settings) => (await import('./google')).createGooglePlaces(settings),
  bing: async (settings) => (await import('./bing')).createBingPlaces(settings),
};

// By name: an abort may come from another realm's DOMException (the platform's, not the page's).
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * A vendor search loaded on first use. When it cannot load (script blocked, no network) or fails a search for any
 * reason but a cancel (a refused key), it warns once and the operator's own search takes over for the page's life.
 */
function vendorWithFallback(name: string, load: () => Promise<PlacesAdapter>, fallback: PlacesAdapter): PlacesAdapter {
  let current: Promise<PlacesAdapter> | undefined;
  const giveUp = (error: unknown) => {
    console.warn(`Place search ${name} failed; using the operator's search.`, error);
    current = Promise.resolve(fallback);
    return fallback;
  };
  const adapter = () => (current ??= load().catch(giveUp));
  return {
    async search(text, options) {
      const chosen = await adapter();
      try {
        return await chosen.search(text, options);
      } catch (error) {
        if (isAbort(error) || chosen === fallback) throw error;
        return giveUp(error).search(text, options);
      }
    },
    async resolve(address, options) {
      const chosen = await adapter();
      return chosen.resolve ? chosen.resolve(address, options) : address;
    },
  };
}

/**
 * The adapter for the configured search API (3.14 `searchapi`): `google` or `bing` with a key, else the operator's
 * search (also for unknown names, and for google or bing without a key).
 */
export function placesAdapterFor(
  provider: PlacesProviderName | string = 'operator',
  settings?: PlacesSettings,
): PlacesAdapter {
  const operator = createOperatorPlaces();
  const vendor = provider === 'google' || provider === 'bing' ? provider : undefined;
  if (!vendor || !settings?.apiKey?.trim()) return operator;
  return vendorWithFallback(vendor, () => vendors[vendor](settings), operator);
}

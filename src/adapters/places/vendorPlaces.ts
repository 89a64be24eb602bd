import type { PlacesAdapter, PlacesSettings } from './types';

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
function withFallback(name: string, load: () => Promise<PlacesAdapter>, fallback: PlacesAdapter): PlacesAdapter {
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

/** The google or bing search, falling back to the operator's. */
export function vendorPlaces(
  vendor: 'google' | 'bing',
  settings: PlacesSettings,
  operator: PlacesAdapter,
): PlacesAdapter {
  return withFallback(vendor, () => vendors[vendor](settings), operator);
}

import { createSwappableAdapter } from './failover';
import type { MapAdapter, MapAdapterFactory, MapOptions, MapProviderName } from './types';

interface ProviderEntry {
  load: () => Promise<MapAdapterFactory>;
  /** Providers that need a key fall back to maplibre without one. */
  needsApiKey: boolean;
}

/** Each provider is a lazily imported module, so an unused one (and its SDK) costs no bytes. */
const providers: Record<MapProviderName, ProviderEntry> = {
  maplibre: { load: async () => (await import('./maplibre')).createMaplibreAdapter, needsApiKey: false },
  google: { load: async () => (await import('./google')).createGoogleAdapter, needsApiKey: true },
  bing: { load: async () => (await import('./bing')).createBingAdapter, needsApiKey: true },
};

const FALLBACK_PROVIDER: MapProviderName = 'maplibre';

/** Which provider will actually draw: the configured one when it exists and has what it needs, else maplibre. */
export function resolveMapProvider(requested: MapProviderName, apiKey: string | undefined): MapProviderName {
  const entry = providers[requested] as ProviderEntry | undefined;
  if (!entry) return FALLBACK_PROVIDER;
  if (entry.needsApiKey && !apiKey?.trim()) return FALLBACK_PROVIDER;
  return requested;
}

const loadFallback = async (options: MapOptions) =>
  (await providers[FALLBACK_PROVIDER].load())({ ...options, apiKey: undefined, onProviderFailure: undefined });

/**
 * Loads the adapter for the provider. A provider that fails to load (its SDK blocked or unreachable) falls back to
 * maplibre; one that fails later (its key refused once the map is drawn) is replaced by maplibre showing the same.
 */
export async function loadMapAdapter(provider: MapProviderName, options: MapOptions): Promise<MapAdapter> {
  const resolved = resolveMapProvider(provider, options.apiKey);
  if (resolved === FALLBACK_PROVIDER) return loadFallback(options);
  let swappable: ReturnType<typeof createSwappableAdapter> | undefined;
  let failedEarly = false;
  const onProviderFailure = (error: unknown) => {
    console.warn(`Map provider ${resolved} failed; using ${FALLBACK_PROVIDER}.`, error);
    if (!swappable) {
      failedEarly = true;
      return;
    }
    const current = swappable;
    loadFallback(options).then(
      (fallback) => current.swap(fallback),
      (fallbackError) => console.warn('The fallback map failed too.', fallbackError),
    );
  };
  try {
    const adapter = await (await providers[resolved].load())({ ...options, onProviderFailure });
    if (failedEarly) {
      adapter.destroy();
      return loadFallback(options);
    }
    swappable = createSwappableAdapter(adapter);
    return swappable;
  } catch (error) {
    console.warn(`Map provider ${resolved} failed to load; using ${FALLBACK_PROVIDER}.`, error);
    return loadFallback(options);
  }
}

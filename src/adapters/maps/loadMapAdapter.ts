import type { MapAdapter, MapAdapterFactory, MapOptions, MapProviderName } from './types';

interface ProviderEntry {
  load: () => Promise<MapAdapterFactory>;
  /** Providers that need a key fall back to maplibre without one. */
  needsApiKey: boolean;
}

/**
 * Each provider is a lazily imported module, so an unused one costs no bytes.
 * google and bing are not implemented yet; adding one is an entry here (see docs/maps.md).
 */
const providers: Partial<Record<MapProviderName, ProviderEntry>> = {
  maplibre: {
    load: async () => (await import('./maplibre')).createMaplibreAdapter,
    needsApiKey: false,
  },
};

const FALLBACK_PROVIDER: MapProviderName = 'maplibre';

/** Which provider will actually draw: the configured one when it exists and has what it needs, else maplibre. */
export function resolveMapProvider(requested: MapProviderName, apiKey: string | undefined): MapProviderName {
  const entry = providers[requested];
  if (!entry) return FALLBACK_PROVIDER;
  if (entry.needsApiKey && !apiKey) return FALLBACK_PROVIDER;
  return requested;
}

/** Loads the adapter for the provider. A provider that fails to load (e.g. its SDK is unreachable) falls back to maplibre. */
export async function loadMapAdapter(provider: MapProviderName, options: MapOptions): Promise<MapAdapter> {
  const resolved = resolveMapProvider(provider, options.apiKey);
  const fallback = providers[FALLBACK_PROVIDER]!;
  if (resolved === FALLBACK_PROVIDER) return (await fallback.load())(options);
  try {
    return await (
      await providers[resolved]!.load()
    )(options);
  } catch (error) {
    console.warn(`Map provider ${resolved} failed to load; using ${FALLBACK_PROVIDER}.`, error);
    return (await fallback.load())({ ...options, apiKey: undefined });
  }
}

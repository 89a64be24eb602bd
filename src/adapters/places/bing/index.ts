/// <reference types="bingmaps" />
import { mapAddress, type Address } from '@/api';
import { loadBingMaps, loadBingModule } from '@/adapters/sdk';
import type { PlacesAdapter, PlacesSettings } from '../types';

const abortError = () => new DOMException('The search was cancelled', 'AbortError');

function fromSuggestion(suggestion: Microsoft.Maps.ISuggestionResult): Address {
  const { address } = suggestion;
  // Street addresses come without a location; their best view is centred on them (the documented way to show one).
  const location = suggestion.location ?? suggestion.bestView?.center;
  return mapAddress({
    name: suggestion.title,
    line1: address?.addressLine || suggestion.title,
    line2: address?.locality ?? '',
    postcode: address?.postalCode ?? '',
    country: (address as { countryRegionISO2?: string } | undefined)?.countryRegionISO2 ?? address?.countryRegion ?? '',
    fulladdress: suggestion.formattedSuggestion || address?.formattedAddress || suggestion.title,
    latitude: location?.latitude,
    longitude: location?.longitude,
    placeid: suggestion.entityId,
    category: /airport/i.test(suggestion.entitySubType ?? '') ? 'Air' : suggestion.entityType,
  });
}

/**
 * Address suggestions through the V8 control's AutoSuggest module, kept to the operator's country and near its base.
 * Loaded with import(); rejects when the control cannot load.
 */
export async function createBingPlaces(settings: PlacesSettings): Promise<PlacesAdapter> {
  if (!settings.apiKey) throw new Error('Bing place search needs an API key');
  const maps = await loadBingMaps(settings.apiKey);
  await loadBingModule(maps, 'Microsoft.Maps.AutoSuggest');
  const manager = new maps.AutosuggestManager({
    maxResults: 10,
    countryCode: settings.regionCode.toUpperCase(),
    userLocation: new maps.Location(settings.bias.lat, settings.bias.lng),
    useMapView: false,
  });
  return {
    search(text, options = {}) {
      const { signal } = options;
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        signal?.addEventListener('abort', () => reject(abortError()), { once: true });
        manager.getSuggestions(text, (suggestions) => {
          if (signal?.aborted) return;
          resolve(suggestions.map(fromSuggestion).filter((found) => found.latitude !== 0 || found.longitude !== 0));
        });
      });
    },
  };
}

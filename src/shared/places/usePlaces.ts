import { useMemo } from 'react';
import { placesAdapterFor, usePlacesOverride, type PlacesAdapter } from '@/adapters/places';
import { useConfig } from '@/config';

/** The configured place search (DESIGN 3), or the one a story or test passes in (or provides above). */
export function usePlaces(override?: PlacesAdapter): PlacesAdapter {
  const { searchApi, googleApiKey, bingApiKey, phoneCountry, baseLocation } = useConfig();
  const provided = usePlacesOverride();
  const apiKey = searchApi === 'google' ? googleApiKey : searchApi === 'bing' ? bingApiKey : undefined;
  const { lat, lng } = baseLocation;
  return useMemo(
    () =>
      override ??
      provided ??
      placesAdapterFor(searchApi, { apiKey: apiKey?.split('|')[0], regionCode: phoneCountry, bias: { lat, lng } }),
    [override, provided, searchApi, apiKey, phoneCountry, lat, lng],
  );
}

import { useMemo } from 'react';
import { placesAdapterFor, type PlacesAdapter } from '@/adapters/places';
import { useConfig } from '@/config';

/** The configured place search (DESIGN 3), or the one a story or test passes in. */
export function usePlaces(override?: PlacesAdapter): PlacesAdapter {
  const { searchApi } = useConfig();
  return useMemo(() => override ?? placesAdapterFor(searchApi), [override, searchApi]);
}

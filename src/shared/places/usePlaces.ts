import { useMemo } from 'react';
import { placesAdapterFor, usePlacesOverride, type PlacesAdapter } from '@/adapters/places';
import { useConfig } from '@/config';

/** The configured place search (DESIGN 3), or the one a story or test passes in (or provides above). */
export function usePlaces(override?: PlacesAdapter): PlacesAdapter {
  const { searchApi } = useConfig();
  const provided = usePlacesOverride();
  return useMemo(() => override ?? provided ?? placesAdapterFor(searchApi), [override, provided, searchApi]);
}

import { interpretResult, mapAddress, searchAddress } from '@/api';
import type { PlacesAdapter } from '../types';

/** The operator API's own gazetteer (GET /api/searchaddress, the lookup calls rule (rules: call-lookups)). */
export function createOperatorPlaces(search: typeof searchAddress = searchAddress): PlacesAdapter {
  return {
    async search(text, options = {}) {
      const response = await search(text, { signal: options.signal });
      const result = interpretResult(response);
      if (!result.ok && response.code !== undefined) throw new Error(result.message);
      return (response.addresses ?? []).map(mapAddress);
    },
  };
}

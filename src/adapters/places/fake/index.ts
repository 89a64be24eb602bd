import type { Address } from '@/api';
import type { PlacesAdapter } from '../types';

/** A places adapter over a fixed list, for stories and component tests: matches any word prefix. */
export function createFakePlaces(addresses: Address[], delayMs = 0): PlacesAdapter {
  return {
    search(text, options = {}) {
      const needle = text.trim().toLowerCase();
      const found = addresses.filter((a) => `${a.name} ${a.fullAddress} ${a.postcode}`.toLowerCase().includes(needle));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(found), delayMs);
        options.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    },
  };
}

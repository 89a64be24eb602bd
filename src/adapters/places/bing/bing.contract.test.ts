import { createFakeBingMaps } from '@/adapters/maps/contract/fakeBingMaps';
import { createFakeBingAutosuggest } from '../contract/fakeVendors';
import { placesContract } from '../contract/placesContract';
import { placesAdapterFor } from '../index';

const bing = vi.hoisted(() => ({ namespace: undefined as unknown, keys: [] as string[] }));
vi.mock('@/adapters/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/adapters/sdk')>()),
  loadBingMaps: async (key: string) => {
    bing.keys.push(key);
    return bing.namespace;
  },
}));

const settings = { apiKey: 'bing-key', regionCode: 'gb', bias: { lat: 51.536743, lng: -0.015247 } };

function bingPlaces() {
  const fake = createFakeBingMaps();
  const autosuggest = createFakeBingAutosuggest();
  fake.namespace.modules['Microsoft.Maps.AutoSuggest'] = autosuggest.module;
  bing.namespace = fake.namespace;
  return { places: placesAdapterFor('bing', settings), autosuggest };
}

describe('bing place search (contract, V8 AutoSuggest replaced at the script loader)', () => {
  for (const check of placesContract) it(check.name, () => check.run(bingPlaces().places));

  it("asks for suggestions in the operator's country near its base, with its key", async () => {
    const { places, autosuggest } = bingPlaces();
    await places.search('Heathrow');
    expect(bing.keys.at(-1)).toBe('bing-key');
    expect(autosuggest.managers).toEqual([
      expect.objectContaining({ countryCode: 'GB', userLocation: expect.objectContaining({ latitude: 51.536743 }) }),
    ]);
  });
});

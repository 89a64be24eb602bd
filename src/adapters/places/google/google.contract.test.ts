import { createFakeGooglePlacesLibrary, fakeOperatorSearch } from '../contract/fakeVendors';
import { placesContract } from '../contract/placesContract';
import { PLACES_BIAS_RADIUS_M, placesAdapterFor } from '../index';

const google = vi.hoisted(() => ({
  places: undefined as ReturnType<typeof createFakeGooglePlacesLibrary> | undefined,
  failLoading: false,
}));
vi.mock('@googlemaps/js-api-loader', () => ({
  setOptions: () => undefined,
  importLibrary: async (name: string) => {
    if (google.failLoading) throw new Error('The Google Maps JavaScript API could not load.');
    if (name !== 'places') throw new Error(`unexpected library ${name}`);
    return google.places!.library;
  },
}));
// The operator's search, for the fallback, answers from the same known places without a server.
vi.mock('../operator', async (importOriginal) => {
  const original = await importOriginal<typeof import('../operator')>();
  return { createOperatorPlaces: () => original.createOperatorPlaces(fakeOperatorSearch) };
});

const settings = { apiKey: 'google-key', regionCode: 'gb', bias: { lat: 51.536743, lng: -0.015247 } };

function googlePlaces() {
  google.failLoading = false;
  google.places = createFakeGooglePlacesLibrary();
  return placesAdapterFor('google', settings);
}

describe('google place search (contract, Places API replaced at the loader)', () => {
  for (const check of placesContract) it(check.name, () => check.run(googlePlaces()));

  it("keeps one session token while typing, restricted to the operator's country and biased to its base", async () => {
    const places = googlePlaces();
    await places.search('Hea');
    const [first] = await places.search('Heathrow');
    const { requests, detailsFetched } = google.places!;
    expect(requests).toHaveLength(2);
    expect(requests[0].sessionToken).toBe(requests[1].sessionToken);
    expect(requests[1]).toMatchObject({
      input: 'Heathrow',
      includedRegionCodes: ['gb'],
      locationBias: { center: settings.bias, radius: PLACES_BIAS_RADIUS_M },
    });
    expect(detailsFetched).toEqual([]);

    await places.resolve!(first);
    expect(detailsFetched).toHaveLength(1);
    await places.search('Downing');
    expect(requests[2].sessionToken).not.toBe(requests[1].sessionToken);
  });

  it("falls back to the operator's search with a warning when the API cannot load", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    google.places = createFakeGooglePlacesLibrary();
    google.failLoading = true;
    const places = placesAdapterFor('google', settings);
    const [found] = await places.search('Heathrow');
    expect(found).toMatchObject({ name: 'Heathrow Terminal 5', isAirport: true, postcode: 'TW6 2GA' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('google failed'), expect.any(Error));
    expect(google.places.requests).toEqual([]);
  });
});

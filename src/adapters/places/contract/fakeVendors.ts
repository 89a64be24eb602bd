/// <reference types="google.maps" />
/// <reference types="bingmaps" />
import type { WireAddressSearchResponse } from '@/api';
import { knownPlaces, type KnownPlace } from './placesContract';

const matching = (input: string) =>
  knownPlaces.filter((place) => `${place.name} ${place.street}`.toLowerCase().includes(input.toLowerCase()));

/** The Places API (New) calls the google search uses, answering from the known places as Google documents them. */
export function createFakeGooglePlacesLibrary() {
  const requests: google.maps.places.AutocompleteRequest[] = [];
  const detailsFetched: { placeId: string; fields: string[] }[] = [];
  let tokens = 0;

  class AutocompleteSessionToken {
    readonly id = ++tokens;
  }

  const text = (value: string) => ({ text: value, matches: [] });
  const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

  function placeOf(known: KnownPlace, placeId: string) {
    const place = {
      id: placeId,
      displayName: undefined as string | undefined,
      formattedAddress: undefined as string | undefined,
      location: undefined as ReturnType<typeof latLng> | undefined,
      addressComponents: undefined as { longText: string; shortText: string; types: string[] }[] | undefined,
      types: undefined as string[] | undefined,
      async fetchFields({ fields }: { fields: string[] }) {
        detailsFetched.push({ placeId, fields });
        place.displayName = known.name;
        place.formattedAddress = `${known.street}, ${known.town} ${known.postcode}, UK`;
        place.location = latLng(known.lat, known.lng);
        place.types = known.airport ? ['airport', 'point_of_interest'] : ['street_address'];
        place.addressComponents = [
          { longText: known.postcode, shortText: known.postcode, types: ['postal_code'] },
          { longText: known.town, shortText: known.town, types: ['postal_town'] },
          { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'] },
        ];
        return { place };
      },
    };
    return place;
  }

  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request: google.maps.places.AutocompleteRequest) {
      requests.push(request);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {
        suggestions: matching(request.input).map((known, index) => {
          const placeId = `place-${index}-${known.postcode}`;
          return {
            placePrediction: {
              placeId,
              text: text(`${known.name}, ${known.town}, UK`),
              mainText: text(known.name),
              secondaryText: text(`${known.town}, UK`),
              types: known.airport ? ['airport', 'establishment'] : ['street_address', 'geocode'],
              toPlace: () => placeOf(known, placeId),
            },
          };
        }),
      };
    },
  };

  return { library: { AutocompleteSuggestion, AutocompleteSessionToken }, requests, detailsFetched };
}

/** The V8 AutoSuggest module, as a `modules` entry of the fake `Microsoft.Maps` namespace. */
export function createFakeBingAutosuggest() {
  const managers: Microsoft.Maps.IAutosuggestOptions[] = [];
  class AutosuggestManager {
    constructor(readonly options: Microsoft.Maps.IAutosuggestOptions) {
      managers.push(options);
    }
    getSuggestions(query: string, callback: (suggestions: unknown[], query: string) => void) {
      setTimeout(() => {
        const suggestions = matching(query).map((known) => {
          // Street addresses come without a location, only a best view around them (as V8 documents).
          const view = {
            center: { latitude: known.lat, longitude: known.lng },
          };
          return {
            title: known.name,
            subtitle: known.town,
            formattedSuggestion: `${known.name}, ${known.town} ${known.postcode}`,
            entityId: `bing-${known.postcode}`,
            entityType: known.airport ? 'Place' : 'Address',
            entitySubType: known.airport ? 'Airport' : 'Address',
            location: known.airport ? { latitude: known.lat, longitude: known.lng } : undefined,
            bestView: view,
            address: {
              addressLine: known.street,
              locality: known.town,
              postalCode: known.postcode,
              countryRegion: 'United Kingdom',
              countryRegionISO2: 'GB',
              formattedAddress: `${known.street}, ${known.town} ${known.postcode}`,
            },
          };
        });
        callback(suggestions, query);
      }, 5);
    }
  }
  return { module: { AutosuggestManager }, managers };
}

/** The operator API's GET /api/searchaddress answering from the known places (wire format of the lookup calls rule (rules: call-lookups)). */
export function fakeOperatorSearch(
  prefix: string,
  options?: { signal?: AbortSignal },
): Promise<WireAddressSearchResponse> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        resolve({
          code: 1,
          addresses: matching(prefix).map((known) => ({
            name: known.name,
            line1: known.street,
            line2: known.town,
            postcode: known.postcode,
            latitude: known.lat,
            longitude: known.lng,
            category: known.airport ? 'Air' : 'Address',
            fulladdress: `${known.street}, ${known.town} ${known.postcode}`,
          })),
        } as WireAddressSearchResponse),
      5,
    );
    options?.signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/// <reference types="google.maps" />
import { mapAddress, type Address } from '@/api';
import { configureGoogleMaps, importGoogleLibrary } from '@/adapters/sdk';
import { PLACES_BIAS_RADIUS_M, type PlacesAdapter, type PlacesSettings } from '../types';

/** The details fetched for a chosen place: enough for the spec's address fields (the place fields rule, rules: place-fields), nothing billed beyond them. */
const DETAIL_FIELDS = ['displayName', 'formattedAddress', 'location', 'addressComponents', 'types'];

const isAirport = (types: readonly string[]) => types.includes('airport');

function fromPrediction(prediction: google.maps.places.PlacePrediction): Address {
  const main = prediction.mainText?.text ?? prediction.text.text;
  return mapAddress({
    name: main,
    line1: main,
    line2: prediction.secondaryText?.text ?? '',
    fulladdress: prediction.text.text,
    placeid: prediction.placeId,
    category: isAirport(prediction.types) ? 'Air' : 'Address',
  });
}

function fromPlace(place: google.maps.places.Place, chosen: Address): Address {
  const components = place.addressComponents ?? [];
  const part = (type: string, short = false) => {
    const found = components.find((component) => component.types.includes(type));
    return (short ? found?.shortText : found?.longText) ?? '';
  };
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const types = place.types ?? [];
  return {
    ...chosen,
    name: place.displayName ?? chosen.name,
    line1: street || place.displayName || chosen.line1,
    line2: part('postal_town') || part('locality') || chosen.line2,
    postcode: part('postal_code'),
    country: part('country', true),
    fullAddress: place.formattedAddress ?? chosen.fullAddress,
    latitude: place.location?.lat() ?? 0,
    longitude: place.location?.lng() ?? 0,
    category: isAirport(types) || chosen.isAirport ? 'Air' : 'Address',
    isAirport: isAirport(types) || chosen.isAirport,
  };
}

/**
 * Address search through the Places API (New): autocomplete suggestions within one session token, restricted to the
 * operator's country and biased to its base location (the defaults rule (rules: defaults): 775 km); details for the one place chosen end the
 * session, as Google bills them. Loaded with import(); rejects when the library cannot load.
 */
export async function createGooglePlaces(settings: PlacesSettings): Promise<PlacesAdapter> {
  if (!settings.apiKey) throw new Error('Google place search needs an API key');
  configureGoogleMaps(settings.apiKey);
  const { AutocompleteSuggestion, AutocompleteSessionToken } = await importGoogleLibrary('places');
  let session = new AutocompleteSessionToken();
  const predictions = new Map<string, google.maps.places.PlacePrediction>();

  return {
    async search(text, options = {}) {
      options.signal?.throwIfAborted();
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        sessionToken: session,
        includedRegionCodes: [settings.regionCode.toLowerCase()],
        locationBias: { center: settings.bias, radius: PLACES_BIAS_RADIUS_M },
      });
      options.signal?.throwIfAborted();
      return suggestions.flatMap(({ placePrediction }) => {
        if (!placePrediction) return [];
        predictions.set(placePrediction.placeId, placePrediction);
        return [fromPrediction(placePrediction)];
      });
    },

    async resolve(address, options = {}) {
      const prediction = predictions.get(address.placeId);
      if (!prediction) return address;
      const place = prediction.toPlace();
      await place.fetchFields({ fields: DETAIL_FIELDS });
      // The details close the session: the next typing starts a new one.
      session = new AutocompleteSessionToken();
      predictions.clear();
      options.signal?.throwIfAborted();
      return fromPlace(place, address);
    },
  };
}

import type { Address } from '@/api';
import type { PlacesAdapter } from '../types';

/**
 * What every place search promises, run against each provider with its vendor replaced by a fake that knows the
 * places below (each in the vendor's own format): the spec's address fields (the place fields rule, rules: place-fields) filled, airports marked Air.
 */
export interface KnownPlace {
  name: string;
  street: string;
  town: string;
  postcode: string;
  lat: number;
  lng: number;
  airport: boolean;
}

export const knownPlaces: KnownPlace[] = [
  {
    name: 'Heathrow Terminal 5',
    street: 'Wallis Road',
    town: 'Hounslow',
    postcode: 'TW6 2GA',
    lat: 51.4723,
    lng: -0.4885,
    airport: true,
  },
  {
    name: '10 Downing Street',
    street: '10 Downing Street',
    town: 'London',
    postcode: 'SW1A 2AA',
    lat: 51.5034,
    lng: -0.1276,
    airport: false,
  },
];

export interface PlacesContractCheck {
  name: string;
  run(places: PlacesAdapter): Promise<void>;
}

class ContractFailure extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContractFailure(message);
}

/** What the booking form receives once a suggestion is chosen (resolve completes it where a provider needs to). */
async function chooseFirst(places: PlacesAdapter, text: string): Promise<Address> {
  const [first] = await places.search(text);
  check(first, `nothing found for "${text}"`);
  return places.resolve ? places.resolve(first) : first;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-3;

export const placesContract: PlacesContractCheck[] = [
  {
    name: 'an airport comes back as category Air with its postcode and coordinates',
    async run(places) {
      const heathrow = knownPlaces[0];
      const found = await chooseFirst(places, 'Heathrow');
      check(found.name.includes('Heathrow'), `name is "${found.name}"`);
      check(found.isAirport && /air/i.test(found.category), `category is "${found.category}"`);
      check(found.postcode === heathrow.postcode, `postcode is "${found.postcode}"`);
      check(near(found.latitude, heathrow.lat) && near(found.longitude, heathrow.lng), 'coordinates are off');
      check(found.fullAddress.length > 0, 'no full address');
    },
  },
  {
    name: 'a street address has its postcode and coordinates and is not an airport',
    async run(places) {
      const downing = knownPlaces[1];
      const found = await chooseFirst(places, 'Downing');
      check(!found.isAirport, 'a street counted as an airport');
      check(found.postcode === downing.postcode, `postcode is "${found.postcode}"`);
      check(near(found.latitude, downing.lat) && near(found.longitude, downing.lng), 'coordinates are off');
      check(found.fullAddress.includes('Downing'), `full address is "${found.fullAddress}"`);
    },
  },
  {
    name: 'a cancelled search rejects with an AbortError',
    async run(places) {
      const controller = new AbortController();
      const searching = places.search('Heathrow', { signal: controller.signal });
      controller.abort();
      const outcome = await searching.then(
        () => 'resolved',
        (error: unknown) => (error as { name?: string }).name ?? String(error),
      );
      check(outcome === 'AbortError', `the search ended with ${outcome}`);
    },
  },
];

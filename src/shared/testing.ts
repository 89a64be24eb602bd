/** Fixtures for tests of the shared kernel and of the features that use it. */
import type { Address } from '@/api';

export function address(
  name: string,
  postcode: string,
  latitude: number,
  longitude: number,
  category = 'Address',
): Address {
  return {
    name,
    line1: name,
    line2: '',
    category,
    postcode,
    latitude,
    longitude,
    placeName: '',
    fullAddress: `${name}, London ${postcode}`,
    iconPath: '',
    icao: '',
    order: 0,
    placeId: '',
    country: 'GB',
    title: '',
    valid: true,
    code: '',
    isAirport: category.toLowerCase().includes('air'),
  };
}

export const kingsCross = address("King's Cross Station", 'N1C 4AH', 51.5308, -0.1238);
export const heathrow = address('Heathrow Terminal 5', 'TW6 2GA', 51.4723, -0.4887, 'Air');
export const towerBridge = address('Tower Bridge', 'SE1 2UP', 51.5055, -0.0754);

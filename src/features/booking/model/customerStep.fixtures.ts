/** Test places: an ordinary address, or an airport when the category contains "air" (the place fields rule, rules: place-fields). */
import type { Address } from '@/api';

export function place(name: string, category = 'Address'): Address {
  return {
    name,
    line1: name,
    line2: '',
    category,
    postcode: 'E1 6AN',
    latitude: 51.5,
    longitude: -0.1,
    placeName: '',
    fullAddress: `${name}, London`,
    iconPath: '',
    icao: '',
    order: 0,
    placeId: name,
    country: 'GB',
    title: name,
    valid: true,
    code: '',
    isAirport: category.toLowerCase().includes('air'),
  };
}

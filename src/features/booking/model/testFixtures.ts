/** Shared fixtures for the booking model's unit tests. */
import type { Address, Quotation, VehicleType } from '@/api';

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

export function quotation(overrides: Partial<Quotation> = {}): Quotation {
  return {
    code: 1,
    message: '',
    fare: 50,
    totalFare: 50,
    returnFare: 0,
    gbpFare: 50,
    gbpTotalFare: 50,
    gbpReturnFare: 0,
    onwardFare: 50,
    currencyCode: 'GBP',
    travelTime: 45,
    journeyTime: 45,
    returnTravelTime: 0,
    returnJourneyTime: 0,
    routeDistance: 20,
    returnRouteDistance: 0,
    routePath: [
      { lat: 51.5, lng: -0.1 },
      { lat: 51.47, lng: -0.48 },
    ],
    returnRoutePath: [],
    priceTiers: [],
    defaultPriceTierIndex: -1,
    isValid: true,
    ...overrides,
  };
}

export function vehicle(id: number, passengers: number, luggage: number, handBags: number): VehicleType {
  return { id, name: `Vehicle ${id}`, description: '', image: '', passengers, luggage, handBags, maxLuggage: luggage };
}

/** Shared fixtures for the booking model's unit tests. */
import type { Quotation, VehicleType } from '@/api';

export { address, heathrow, kingsCross, towerBridge } from '@/shared/testing';

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

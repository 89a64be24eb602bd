import { describe, expect, it } from 'vitest';
import type { BookingPlace } from '@/api';
import { contactFrom, tripChangesOf, tripFrom, tripIncomplete } from './changeTrip';
import { addressFromPlace } from './journey';

const place = (address: string, lat: number, lng: number, category = ''): BookingPlace => ({
  address,
  postcode: '',
  category,
  lat,
  lng,
  isAirport: /air/i.test(category),
});
const heathrow = place('Heathrow Airport Terminal 5', 51.4723, -0.488, 'Air');
const kingsCross = place("King's Cross Station, London", 51.5308, -0.1238, 'Station');
const trafalgar = place('Trafalgar Square, London', 51.508, -0.1281, 'Landmark');
const booking = {
  pickup: heathrow,
  dropoff: kingsCross,
  via: [] as BookingPlace[],
  flightNumber: 'BA117',
  arrivingFromAirportCode: 'JFK',
  arrivingFromAirportName: 'New York JFK',
  expectedFlightArrival: '2026-11-24T07:05:00Z',
  pickupDateTime: '2026-11-24T08:00:00Z',
  passenger: { name: 'Ada Lovelace', phone: '7700900123', email: 'ada@example.com', dialingCode: '+44' },
};

describe('changing the journey and passenger (the booking change rule)', () => {
  it('starts from the booking and sends nothing when nothing changed', () => {
    const trip = tripFrom(booking);
    expect(trip.flight).toMatchObject({ number: 'BA117', airportCode: 'JFK', isFlightDetail: false });
    expect(tripChangesOf(trip, contactFrom(booking), booking)).toEqual({});
  });

  it('sends a new place, the via stops as they now are, a new flight and a changed passenger', () => {
    const trip = {
      ...tripFrom(booking),
      dropOff: addressFromPlace(trafalgar),
      via: [addressFromPlace(kingsCross)],
      flight: { ...tripFrom(booking).flight!, number: 'BA83', landingTime: '2026-11-24T06:40:00Z' },
    };
    const contact = { ...contactFrom(booking), phone: '7700900999', email: '' };
    expect(tripChangesOf(trip, contact, booking)).toEqual({
      dropoff: {
        address: trafalgar.address,
        postcode: '',
        lat: trafalgar.lat,
        lng: trafalgar.lng,
        category: 'Landmark',
      },
      viaaddresses: [
        { address: kingsCross.address, postcode: '', lat: kingsCross.lat, lng: kingsCross.lng, category: 'Station' },
      ],
      flightno: 'BA83',
      exparrival: '2026-11-24T06:40:00Z',
      passengerphone: '7700900999',
      passengeremail: '',
    });
  });

  it('removes the flight when the customer has no flight details, and waits for a via stop left empty', () => {
    const trip = { ...tripFrom(booking), flight: { ...tripFrom(booking).flight!, isFlightDetail: true } };
    expect(tripChangesOf(trip, contactFrom(booking), booking)).toEqual({ flightno: '' });
    expect(tripIncomplete({ ...trip, via: [null] })).toBe(true);
    expect(tripIncomplete(trip)).toBe(false);
  });
});

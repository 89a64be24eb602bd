import { describe, expect, it } from 'vitest';
import type { BookingPlace } from '@/api';
import { contactFrom, returnChangesOf, returnFrom, tripChangesOf, tripFrom, tripIncomplete } from './changeTrip';
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

describe("changing a return booking's return (the booking record rule's ReturnDate and ReturnFlight)", () => {
  const zone = 'Europe/London';
  const leg = {
    jobPartId: 100302,
    pickupDateTime: '2026-11-24T18:30:00+00:00',
    earliestTime: '2026-11-24T09:00:00+00:00',
    waitAndReturn: false,
    flightNumber: 'BA118',
  };
  const withReturn = { returnLeg: leg };

  it("starts from the return journey's time in the operator's zone and its flight, and sends nothing unchanged", () => {
    // 24 November is winter time; a summer date shows the zone's hour, not UTC's.
    expect(returnFrom(withReturn, zone)).toEqual({ date: '2026-11-24', time: '18:30', flight: 'BA118' });
    const summer = { returnLeg: { ...leg, pickupDateTime: '2026-07-01T17:30:00Z' } };
    expect(returnFrom(summer, zone)).toMatchObject({ date: '2026-07-01', time: '18:30' });
    expect(returnChangesOf(returnFrom(withReturn, zone), withReturn, zone)).toEqual({});
  });

  it('sends a new return time in the zone with its offset, and a new or removed return flight', () => {
    const values = { date: '2026-11-25', time: '20:15', flight: ' ba283 ' };
    expect(returnChangesOf(values, withReturn, zone)).toEqual({
      returndate: '2026-11-25T20:15:00+00:00',
      returnflightno: 'BA283',
    });
    expect(returnChangesOf({ date: '2026-11-24', time: '18:30', flight: '' }, withReturn, zone)).toEqual({
      returnflightno: '',
    });
  });

  it('has no return fields for a one-way booking or a wait and return, whose return follows the wait', () => {
    expect(returnFrom({ returnLeg: null }, zone)).toBeNull();
    const waitAndReturn = { returnLeg: { ...leg, waitAndReturn: true } };
    expect(returnFrom(waitAndReturn, zone)).toBeNull();
    expect(returnChangesOf({ date: '2026-11-25', time: '20:15', flight: '' }, waitAndReturn, zone)).toEqual({});
  });
});

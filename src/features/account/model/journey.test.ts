import { createEvents } from 'ics';
import { describe, expect, it } from 'vitest';
import { mapBookingSummary } from '@/api';
import { calendarEvent, calendarHeader } from '@/shared';
import { calendarLeg, journeyFrom, placeLine } from './journey';

const past = mapBookingSummary({
  jobpartid: 100240,
  status: 'Completed',
  pickupdatetime: '2026-11-20T09:15:00+00:00',
  pickupaddress: 'Heathrow Airport Terminal 5',
  pickpostcode: 'TW6 2GA',
  pickcategory: 'Air',
  picklat: 51.47,
  picklng: -0.49,
  dropoffaddress: "King's Cross St Pancras",
  droppostcode: 'N1C 4QP',
  doffcategory: 'Train',
  dofflat: 51.53,
  dofflng: -0.12,
  vehicletype: 'Saloon',
});

describe('repeat and return (spec 4.3)', () => {
  it('repeat keeps pick-up and drop-off', () => {
    const { pickUp, dropOff } = journeyFrom(past, 'repeat');
    expect([pickUp.name, pickUp.postcode, pickUp.isAirport]).toEqual(['Heathrow Airport Terminal 5', 'TW6 2GA', true]);
    expect([dropOff.name, dropOff.latitude, dropOff.longitude]).toEqual(["King's Cross St Pancras", 51.53, -0.12]);
  });
  it('return swaps them', () => {
    const { pickUp, dropOff } = journeyFrom(past, 'return');
    expect(pickUp.postcode).toBe('N1C 4QP');
    expect(dropOff.postcode).toBe('TW6 2GA');
    expect(dropOff.category).toBe('Air');
  });
});

describe('add to calendar', () => {
  it('makes the shared calendar event of the booking, at the pick-up time in UTC', () => {
    const event = calendarEvent(calendarLeg(past), 'London Transfers');
    expect(event).not.toBeNull();
    const { error, value } = createEvents([event!], calendarHeader('London Transfers'));
    expect(error).toBeFalsy();
    expect(value).toContain('DTSTART:20261120T091500Z');
    expect(value).toContain("SUMMARY:London Transfers: transfer to King's Cross St Pancras");
    expect(value).toContain('LOCATION:Heathrow Airport Terminal 5');
    expect(value).toContain('UID:booking-100240@london-transfers');
  });
});

describe('a place as one line', () => {
  it('adds the postcode only when the address does not already hold it', () => {
    expect(placeLine({ address: 'Upper Street, Islington, London, N1 0PN', postcode: 'N1 0PN' })).toBe(
      'Upper Street, Islington, London, N1 0PN',
    );
    expect(placeLine({ address: 'Upper Street, London, n10pn', postcode: 'N1 0PN' })).toBe(
      'Upper Street, London, n10pn',
    );
    expect(placeLine({ address: 'Heathrow Airport Terminal 5', postcode: 'TW6 2GA' })).toBe(
      'Heathrow Airport Terminal 5, TW6 2GA',
    );
    expect(placeLine({ address: 'The Savoy', postcode: '' })).toBe('The Savoy');
    expect(placeLine({ address: '', postcode: 'E1 1AA' })).toBe('E1 1AA');
  });
});

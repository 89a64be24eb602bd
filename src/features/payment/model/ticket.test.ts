import { createEvent } from 'ics';
import { describe, expect, it } from 'vitest';
import { mapBookingSummary } from '@/api';
import { calendarEvent, isCancelled, receiptMessage, routePoints, ticketTime } from './ticket';

const booking = mapBookingSummary({
  jobpartid: 1001,
  status: 'Upcoming',
  pickupdatetime: '2026-07-01T13:30:00Z',
  pickupaddress: 'Heathrow Terminal 5',
  picklat: 51.4723,
  picklng: -0.4887,
  dropoffaddress: "King's Cross St Pancras",
  dofflat: 51.5308,
  dofflng: -0.1238,
  vialocations: [{ address: 'Paddington', postcode: 'W2 1HQ', category: '', lat: 51.5154, lng: -0.1755 }],
  vehicletype: 'Saloon',
  passengername: 'Ada Lovelace',
  totalfare: 85,
  currencycode: 'GBP',
});

describe('ticket', () => {
  it('states the pick-up time in the operator time zone, whatever offset it came with', () => {
    expect(ticketTime('2026-07-01T13:30:00Z', 'Europe/London')).toBe('Wednesday 1 July 2026, 14:30 (BST)');
    expect(ticketTime('2026-12-01T09:05:00+01:00', 'Europe/London')).toBe('Tuesday 1 December 2026, 08:05 (GMT)');
    expect(ticketTime('not a time', 'Europe/London')).toBe('');
  });

  it('routes through pick-up, vias in order and drop-off', () => {
    expect(routePoints(booking)).toEqual([
      { lat: 51.4723, lng: -0.4887 },
      { lat: 51.5154, lng: -0.1755 },
      { lat: 51.5308, lng: -0.1238 },
    ]);
  });

  it('says the receipt was sent on code 1 and gives the generic text on code 0', () => {
    expect(receiptMessage({ code: 1 })).toEqual({ sent: true, message: 'The receipt has been sent to your email address' });
    expect(receiptMessage({ code: 0, message: 'smtp down' })).toEqual({ sent: false, message: 'Something went wrong, please try again.' });
    expect(receiptMessage({ code: 2, message: 'No e-mail address on this booking.' })).toEqual({ sent: false, message: 'No e-mail address on this booking.' });
  });

  it('recognises a cancelled status in any case', () => {
    expect(isCancelled('CANCELLED')).toBe(true);
    expect(isCancelled('Upcoming')).toBe(false);
  });

  it('makes an .ics event at the booked instant with the journey length', () => {
    const event = calendarEvent(booking, { company: 'London Transfers', timeZone: 'Europe/London', journeyMinutes: 51 });
    expect(event).not.toBeNull();
    const { value, error } = createEvent(event!);
    expect(error).toBeNull();
    expect(value).toContain('DTSTART:20260701T133000Z');
    expect(value).toContain('DURATION:PT51M');
    expect(value).toContain('LOCATION:Heathrow Terminal 5');
    expect(value).toMatch(/Pick-up: Wednesday 1 July 2026\\?, 14:30 \(BST\)/);
    expect(calendarEvent({ ...booking, pickupDateTime: '' }, { company: 'X', timeZone: 'Europe/London' })).toBeNull();
  });
});

import { createEvents } from 'ics';
import { describe, expect, it } from 'vitest';
import { calendarEvent, calendarFileName, calendarHeader, calendarSlug, type CalendarLeg } from './calendar';

const leg: CalendarLeg = {
  reference: 1234,
  label: 'Booking',
  pickupTime: '2026-11-22T09:15:30+00:00',
  pickup: { address: 'Heathrow Airport Terminal 5', lat: 51.47, lng: -0.49 },
  vias: ['The Savoy'],
  dropoff: "King's Cross St Pancras",
  vehicle: 'Saloon',
  flight: 'BA117',
  passenger: 'Ada Lovelace',
  status: 'Booked',
};

describe('calendarEvent', () => {
  it('describes the journey from its pick-up, an hour long unless its driving time is known', () => {
    expect(calendarEvent(leg, 'London Transfers')).toEqual({
      uid: 'booking-1234@london-transfers',
      title: "London Transfers: transfer to King's Cross St Pancras",
      description: [
        'Booking reference: 1234',
        'From: Heathrow Airport Terminal 5',
        'Via: The Savoy',
        "To: King's Cross St Pancras",
        'Vehicle: Saloon',
        'Flight: BA117',
        'Passenger: Ada Lovelace',
      ].join('\n'),
      location: 'Heathrow Airport Terminal 5',
      geo: { lat: 51.47, lon: -0.49 },
      start: Date.UTC(2026, 10, 22, 9, 15),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: 60 },
      status: 'CONFIRMED',
    });
  });

  it('leaves out what the booking lacks and takes the facts it is given', () => {
    const event = calendarEvent(
      {
        ...leg,
        label: 'Return',
        vias: [],
        vehicle: '',
        flight: undefined,
        passenger: '',
        pickup: { ...leg.pickup, lat: 0, lng: 0 },
        status: 'Cancelled',
      },
      '',
      { journeyMinutes: 42.4, ticketUrl: 'https://example.test/ticket/AB12' },
    );
    expect(event).toMatchObject({
      uid: 'booking-1234@transfer',
      title: "transfer to King's Cross St Pancras",
      description: "Return reference: 1234\nFrom: Heathrow Airport Terminal 5\nTo: King's Cross St Pancras",
      duration: { minutes: 42 },
      status: 'CANCELLED',
      url: 'https://example.test/ticket/AB12',
    });
    expect(event).not.toHaveProperty('geo');
  });

  it('states the pick-up in words after the reference where the caller writes it (the ticket)', () => {
    const event = calendarEvent({ ...leg, pickupText: 'Sunday 22 November 2026, 09:15 (GMT)' }, 'London Transfers');
    expect(event?.description?.split('\n').slice(0, 2)).toEqual([
      'Booking reference: 1234',
      'Pick-up: Sunday 22 November 2026, 09:15 (GMT)',
    ]);
  });

  it('makes no event without a readable pick-up time', () => {
    expect(calendarEvent({ ...leg, pickupTime: 'soon' }, 'London Transfers')).toBeNull();
  });

  it('becomes an .ics file with the operator as its product', () => {
    const { error, value } = createEvents(
      [calendarEvent(leg, 'London Transfers')!],
      calendarHeader('London Transfers'),
    );
    expect(error).toBeFalsy();
    expect(value).toContain('PRODID:london-transfers/booking');
    expect(value).toContain('DTSTART:20261122T091500Z');
    expect(calendarFileName(1234)).toBe('booking-1234.ics');
  });
});

describe('calendarSlug', () => {
  it('keeps letters and digits, dashed and lower case', () => {
    expect(calendarSlug('  Acme Cars & Co. ')).toBe('acme-cars-co');
    expect(calendarSlug('***')).toBe('transfer');
  });
});

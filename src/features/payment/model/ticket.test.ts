import { createEvent, createEvents } from 'ics';
import { describe, expect, it } from 'vitest';
import { mapBookingSummary } from '@/api';
import { createTranslator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arCommon from '@/i18n/locales/ar/common.json';
import arPayment from '@/i18n/locales/ar/payment.json';
import frCommon from '@/i18n/locales/fr/common.json';
import frPayment from '@/i18n/locales/fr/payment.json';
import plCommon from '@/i18n/locales/pl/common.json';
import plPayment from '@/i18n/locales/pl/payment.json';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import {
  calendarEvents,
  extrasText,
  flightText,
  isCancelled,
  partyText,
  receiptMessage,
  ticketFromInfo,
  ticketRows,
  ticketTime,
} from './ticket';

const words = sourceTranslator();

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

  it('says the receipt was sent on code 1 and gives the generic text on code 0', () => {
    expect(receiptMessage({ code: 1 })).toEqual({
      sent: true,
      message: 'The receipt has been sent to your email address',
    });
    expect(receiptMessage({ code: 0, message: 'smtp down' })).toEqual({
      sent: false,
      message: 'Something went wrong, please try again.',
    });
    expect(receiptMessage({ code: 2, message: 'No e-mail address on this booking.' })).toEqual({
      sent: false,
      message: 'No e-mail address on this booking.',
    });
  });

  it('recognises a cancelled status in any case', () => {
    expect(isCancelled('CANCELLED')).toBe(true);
    expect(isCancelled('Upcoming')).toBe(false);
  });

  it('makes an .ics event at the booked instant with the journey length', () => {
    const [event] = calendarEvents(
      { booking, returnBooking: null },
      { company: 'London Transfers', timeZone: 'Europe/London', words, journeyMinutes: 51 },
    );
    expect(event).toBeDefined();
    const { value, error } = createEvent(event!);
    expect(error).toBeNull();
    // Long lines are folded (RFC 5545 3.1): unfold them to read the fields.
    const text = value?.replace(/\r\n[ \t]/g, '');
    expect(text).toContain('DTSTART:20260701T133000Z');
    expect(text).toContain('DURATION:PT51M');
    expect(text).toContain('LOCATION:Heathrow Terminal 5');
    expect(text).toMatch(/Pick-up: Wednesday 1 July 2026\\?, 14:30 \(BST\)/);
    expect(
      calendarEvents(
        { booking: { ...booking, pickupDateTime: '' }, returnBooking: null },
        { company: 'X', timeZone: 'Europe/London', words },
      ),
    ).toEqual([]);
  });

  it('reads the return journey from bookinginfo when the booking has one', () => {
    const onward = {
      code: 1,
      jobpartid: 1001,
      pickupdatetime: '2026-07-01T13:30:00Z',
      totalfare: 170,
      vialocations: [],
    };
    const withReturn = ticketFromInfo({
      ...onward,
      returnbooking: { ...onward, jobpartid: 1002, pickupdatetime: '2026-07-03T17:00:00Z' } as never,
    });
    expect(withReturn.booking.jobPartId).toBe(1001);
    expect(withReturn.returnBooking?.jobPartId).toBe(1002);
    expect(withReturn.returnBooking?.pickupDateTime).toBe('2026-07-03T17:00:00Z');
    expect(ticketFromInfo(onward).returnBooking).toBeNull();
  });

  it('states passengers and suitcases, leaving out what the record does not count', () => {
    expect(partyText({ passengers: 2, suitcases: 3 }, words)).toBe('2 passengers, 3 suitcases');
    expect(partyText({ passengers: 1, suitcases: 1 }, words)).toBe('1 passenger, 1 suitcase');
    expect(partyText({ passengers: 1, suitcases: 0 }, words)).toBe('1 passenger');
    expect(partyText({ passengers: 0, suitcases: 2 }, words)).toBe('');
  });

  it('lists the rows in reading order and leaves out empty ones', () => {
    const rows = ticketRows(
      {
        booking: { ...booking, paymentMethod: 'card', isPaid: true, passengers: 2, suitcases: 1 },
        returnBooking: null,
      },
      'Europe/London',
      words,
    );
    expect(rows).toEqual([
      ['Pick-up', 'Heathrow Terminal 5'],
      ['Via', 'Paddington'],
      ['Drop-off', "King's Cross St Pancras"],
      ['Pick-up time', 'Wednesday 1 July 2026, 14:30 (BST)'],
      ['Vehicle', 'Saloon'],
      ['Passengers and luggage', '2 passengers, 1 suitcase'],
      ['Fare', '£85.00'],
      ['Payment', 'Card (paid)'],
      ['Passenger', 'Ada Lovelace'],
    ]);
    // A booker's booking ends with her own reference.
    expect(
      ticketRows({ booking: { ...booking, bookerRef: ' PO-4412 ' }, returnBooking: null }, 'Europe/London', words).at(
        -1,
      ),
    ).toEqual(['Our Ref', 'PO-4412']);
    const unpaid = ticketRows(
      { booking: { ...booking, paymentMethod: '', isPaid: false }, returnBooking: null },
      'Europe/London',
      words,
    );
    expect(unpaid.map(([label]) => label)).not.toContain('Payment');
  });

  it('numbers several via stops and states a return with its own time and reference, the fare covering both', () => {
    const second = { ...booking.via[0], address: 'Marble Arch' };
    const returnBooking = { ...booking, jobPartId: 1002, pickupDateTime: '2026-07-03T17:00:00Z' };
    const rows = ticketRows(
      { booking: { ...booking, via: [...booking.via, second] }, returnBooking },
      'Europe/London',
      words,
    );
    expect(rows).toContainEqual(['Via 1', 'Paddington']);
    expect(rows).toContainEqual(['Via 2', 'Marble Arch']);
    expect(rows).toContainEqual(['Return', 'Friday 3 July 2026, 18:00 (BST), reference 1002']);
    expect(rows).toContainEqual(['Fare', '£85.00 (return included)']);
    expect(rows.map(([label]) => label).indexOf('Return')).toBe(
      rows.map(([label]) => label).indexOf('Pick-up time') + 1,
    );
  });

  it('tells the extras, the note to the driver, the flights and the promo with its discount', () => {
    const onward = {
      ...booking,
      notes: 'Meet at the north exit',
      flightNumber: 'BA117',
      arrivingFromAirportName: 'New York JFK',
      expectedFlightArrival: '2026-07-01T12:50:00Z',
      suitcases: 2,
      passengers: 3,
      extras: { smallChildSeats: 1, largeChildSeats: 0, smallPets: 1, otherPets: 0, equipment: 2, handBags: 1 },
      promo: { code: 'WELCOME10', discount: 13.04 },
      totalFare: 117.32,
    };
    const back = { ...onward, jobPartId: 1002, pickupDateTime: '2026-07-03T17:00:00Z', flightNumber: '' };
    const rows = ticketRows({ booking: onward, returnBooking: back }, 'Europe/London', words);
    expect(rows).toContainEqual(['Flight', 'BA117 from New York JFK, landing Wednesday 1 July 2026, 13:50 (BST)']);
    expect(rows).toContainEqual(['Passengers and luggage', '3 passengers, 2 suitcases, 1 hand bag']);
    expect(rows).toContainEqual(['Extras', '1 small child seat, 1 small pet, 2 items of other equipment']);
    expect(rows).toContainEqual(['Note to driver', 'Meet at the north exit']);
    expect(rows).toContainEqual(['Promo code', 'WELCOME10: £13.04 off']);
    expect(rows).toContainEqual(['Fare', '£117.32 (return included)']);
    expect(rows.map(([label]) => label)).not.toContain('Return flight');
    const withReturnFlight = ticketRows(
      {
        booking: onward,
        returnBooking: { ...back, flightNumber: 'EZY22', arrivingFromAirportName: '', expectedFlightArrival: '' },
      },
      'Europe/London',
      words,
    );
    expect(withReturnFlight).toContainEqual(['Return flight', 'EZY22']);
    expect(extrasText(booking, words)).toBe('');
    expect(flightText(booking, 'Europe/London', words)).toBe('');
  });

  it('puts both journeys in the calendar, each at its own pick-up with its own reference', () => {
    const returnBooking = {
      ...booking,
      jobPartId: 1002,
      pickupDateTime: '2026-07-03T17:00:00Z',
      pickup: booking.dropoff,
      dropoff: booking.pickup,
    };
    const events = calendarEvents(
      { booking, returnBooking },
      { company: 'London Transfers', timeZone: 'Europe/London', words, journeyMinutes: 51, returnMinutes: 47 },
    );
    expect(events).toHaveLength(2);
    const { value, error } = createEvents(events);
    expect(error).toBeNull();
    expect(value).toContain('DTSTART:20260701T133000Z');
    expect(value).toContain('DTSTART:20260703T170000Z');
    expect(value).toContain('DURATION:PT47M');
    expect(value).toContain('Return reference: 1002');
    expect(value).toContain('UID:booking-1002@london-transfers');
    expect(value).toContain('transfer to Heathrow Terminal 5');
    expect(
      calendarEvents({ booking, returnBooking: null }, { company: 'X', timeZone: 'Europe/London', words }),
    ).toHaveLength(1);
  });

  it('says the rows, plurals, times and money in the page’s language', () => {
    const fr = createTranslator('fr', compileCatalog({ ...frCommon, ...frPayment }), ['common', 'payment']);
    const rows = ticketRows(
      {
        booking: {
          ...booking,
          paymentMethod: 'card',
          isPaid: true,
          passengers: 2,
          suitcases: 1,
          promo: { code: 'welcome10', discount: 12.5 },
        },
        returnBooking: { ...booking, jobPartId: 1002, pickupDateTime: '2026-07-03T17:00:00Z' },
      },
      'Europe/London',
      fr,
    );
    expect(rows).toContainEqual(['Heure de prise en charge', 'mercredi 1 juillet 2026, 14:30 (UTC+1)']);
    expect(rows).toContainEqual(['Retour', 'vendredi 3 juillet 2026, 18:00 (UTC+1), référence 1002']);
    expect(rows).toContainEqual(['Passagers et bagages', '2 passagers et 1 valise']);
    expect(rows).toContainEqual(['Code promo', 'WELCOME10 : 12,50\u00a0£ de réduction']);
    expect(rows).toContainEqual(['Tarif', '85,00\u00a0£ (retour compris)']);
    expect(rows).toContainEqual(['Paiement', 'Carte (payé)']);
    const pl = createTranslator('pl', compileCatalog({ ...plCommon, ...plPayment }), ['common', 'payment']);
    expect(partyText({ passengers: 5, suitcases: 2 }, pl)).toBe('5 pasażerów i 2 walizki');
    const ar = createTranslator('ar', compileCatalog({ ...arCommon, ...arPayment }), ['common', 'payment']);
    expect(partyText({ passengers: 2, suitcases: 1 }, ar)).toBe('راكبان وحقيبة واحدة');
  });
});

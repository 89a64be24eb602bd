/** The booking's calendar file in the booking's language (the booking language rule), English by default. */
import { describe, expect, it } from 'vitest';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { mailTranslator } from '../services/mailTranslator';
import { bookingCalendar } from './bookingCalendar';

const details = {
  jobpartid: 1001,
  pickupdatetime: '2026-07-01T13:30:00Z',
  pickupaddress: 'Heathrow Terminal 5',
  picklat: 51.47,
  picklng: -0.49,
  vialocations: [],
  dropoffaddress: "King's Cross",
  vehicletype: 'Saloon',
  flightnumber: '',
  passengername: 'Ada Lovelace',
  status: 'Upcoming',
} as unknown as WireBookingRecord;

const unfolded = (text: string | null) => (text ?? '').replace(/\r\n[ \t]/g, '');

describe('bookingCalendar', () => {
  it('is English without the booking’s words, and English words give the same file', () => {
    const english = bookingCalendar({ details, return_details: null }, { company: 'Demo' });
    expect(unfolded(english)).toContain("SUMMARY:Demo: transfer to King's Cross");
    expect(unfolded(english)).toContain('DESCRIPTION:Booking reference: 1001\\nFrom: Heathrow Terminal 5');
    const said = bookingCalendar({ details, return_details: null }, { company: 'Demo', words: mailTranslator() });
    expect(said?.replace(/DTSTAMP:\S+/, '')).toBe(english?.replace(/DTSTAMP:\S+/, ''));
  });

  it('speaks the booking’s language', () => {
    const text = unfolded(
      bookingCalendar({ details, return_details: null }, { company: 'Demo', words: mailTranslator('fr') }),
    );
    expect(text).toContain("SUMMARY:Demo : transfert vers King's Cross");
    expect(text).toContain('DESCRIPTION:Référence de la réservation : 1001\\nDépart : Heathrow Terminal 5');
  });
});

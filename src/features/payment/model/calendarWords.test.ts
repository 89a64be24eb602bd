/** The calendar (.ics) event's words in the page's or the booking's language (the language rule). */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import frCommon from '@/i18n/locales/fr/common.json';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { calendarEvent, ENGLISH_CALENDAR_WORDS, type CalendarLeg, type CalendarTextId } from '@/shared/format/calendar';

const CALENDAR_TEXT_IDS: CalendarTextId[] = [
  'title',
  'titleAlone',
  'reference',
  'pickup',
  'from',
  'via',
  'to',
  'vehicle',
  'flight',
  'passenger',
];

const leg: CalendarLeg = {
  reference: 1234,
  label: 'Booking',
  pickupTime: '2026-11-22T09:15:30+00:00',
  pickup: { address: 'Heathrow Airport Terminal 5', lat: 51.47, lng: -0.49 },
  vias: ['The Savoy'],
  dropoff: "King's Cross St Pancras",
  status: 'Booked',
};

describe('the calendar’s words in a language', () => {
  const SAMPLE = {
    company: 'London Transfers',
    dropoff: 'Heathrow',
    leg: 'return',
    reference: '1002',
    time: 'Sunday 22 November 2026, 09:15 (GMT)',
    address: 'Paddington',
    vehicle: 'Saloon',
    flight: 'BA117',
    name: 'Ada Lovelace',
  };
  it('keeps the catalogs’ English (page and mail) equal to the words the server and browser fall back to', () => {
    const { t } = sourceTranslator();
    for (const id of CALENDAR_TEXT_IDS) {
      for (const leg of ['booking', 'return']) {
        const values = { ...SAMPLE, leg };
        expect(t(`common.calendar.${id}`, values)).toBe(ENGLISH_CALENDAR_WORDS(id, values));
        expect(t(`mail.calendar.${id}`, values)).toBe(ENGLISH_CALENDAR_WORDS(id, values));
      }
    }
  });

  it('says the title and the description in the words it is given', () => {
    const fr = createTranslator('fr', compileCatalog(frCommon), ['common']);
    const event = calendarEvent(leg, 'London Transfers', {}, (id, values) => fr.t(`common.calendar.${id}`, values));
    expect(event?.title).toBe("London Transfers : transfert vers King's Cross St Pancras");
    expect(event?.description).toContain('Référence de la réservation : 1234');
  });
});

/**
 * The booking as a calendar file for its confirmation and receipt: one event per journey, so a return booking puts
 * both the outward and the return pick-up in the customer's calendar. The event is the app's own
 * (src/shared/format/calendar.ts). Pure.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import {
  calendarEvent,
  calendarHeader,
  ENGLISH_CALENDAR_WORDS,
  type CalendarFacts,
  type CalendarLeg,
  type CalendarWords,
} from '../../src/shared/format/calendar';
import type { Translator } from '../../src/i18n/translator';
import type { BookingRow } from './bookingPayments';

export { calendarFileName } from '../../src/shared/format/calendar';

function legOf(record: WireBookingRecord, label: CalendarLeg['label']): CalendarLeg {
  return {
    reference: record.jobpartid,
    label,
    pickupTime: record.pickupdatetime,
    pickup: { address: record.pickupaddress, lat: record.picklat, lng: record.picklng },
    vias: record.vialocations.map((via) => via.address),
    dropoff: record.dropoffaddress,
    vehicle: record.vehicletype,
    flight: record.flightnumber,
    passenger: record.passengername,
    status: record.status,
  };
}

/** The event's words in the booking's language (the mail's words, `mail.calendar.*`); English without them. */
const calendarWordsOf = (words: Translator | undefined): CalendarWords =>
  words ? (id, values) => words.t(`mail.calendar.${id}`, values) : ENGLISH_CALENDAR_WORDS;

/** The .ics text with the outward journey and, for a return booking, the return; null if it cannot be made. */
export function bookingCalendar(
  row: Pick<BookingRow, 'details' | 'return_details'>,
  settings: { company: string; words?: Translator },
  facts: CalendarFacts = {},
): string | null {
  const say = calendarWordsOf(settings.words);
  const events = [
    calendarEvent(legOf(row.details, 'Booking'), settings.company, facts, say),
    row.return_details ? calendarEvent(legOf(row.return_details, 'Return'), settings.company, facts, say) : null,
  ].filter((event): event is EventAttributes => event !== null);
  if (events.length === 0) return null;
  const { error, value } = createEvents(events, calendarHeader(settings.company));
  return error || !value ? null : value;
}

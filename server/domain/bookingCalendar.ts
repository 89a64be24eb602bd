/**
 * The booking as a calendar file for its confirmation and receipt: one event per journey, so a return booking puts
 * both the outward and the return pick-up in the customer's calendar. The event is the app's own
 * (src/shared/format/calendar.ts). Pure.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { calendarEvent, calendarHeader, type CalendarFacts, type CalendarLeg } from '../../src/shared/format/calendar';
import type { BookingRow } from './bookingPayments';

export { calendarFileName } from '../../src/shared/format/calendar';

function legOf(record: WireBookingRecord, label: string): CalendarLeg {
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

/** The .ics text with the outward journey and, for a return booking, the return; null if it cannot be made. */
export function bookingCalendar(
  row: Pick<BookingRow, 'details' | 'return_details'>,
  settings: { company: string },
  facts: CalendarFacts = {},
): string | null {
  const events = [
    calendarEvent(legOf(row.details, 'Booking'), settings.company, facts),
    row.return_details ? calendarEvent(legOf(row.return_details, 'Return'), settings.company, facts) : null,
  ].filter((event): event is EventAttributes => event !== null);
  if (events.length === 0) return null;
  const { error, value } = createEvents(events, calendarHeader(settings.company));
  return error || !value ? null : value;
}

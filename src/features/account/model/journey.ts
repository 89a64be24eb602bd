/**
 * The booking actions rule (rules: booking-actions): Repeat copies a booking with the same pick-up and drop-off; Return swaps them. Both reset the
 * time; the booking feature does that when it takes the addresses.
 */
import type { Address, BookingPlace, BookingSummary } from '@/api';
import type { CalendarLeg } from '@/shared';

export function addressFromPlace(place: BookingPlace): Address {
  return {
    name: place.address,
    line1: place.address,
    line2: '',
    category: place.category,
    postcode: place.postcode,
    latitude: place.lat,
    longitude: place.lng,
    placeName: '',
    fullAddress: place.address,
    iconPath: '',
    icao: '',
    order: 0,
    placeId: '',
    country: '',
    title: '',
    valid: true,
    code: '',
    isAirport: place.isAirport,
  };
}

/** A place as one line: the address, with its postcode only when the address does not already end in it. */
export function placeLine(place: Pick<BookingPlace, 'address' | 'postcode'>): string {
  const address = place.address.trim();
  const postcode = place.postcode.trim();
  if (!postcode) return address;
  const squash = (text: string) => text.replace(/\s+/g, '').toUpperCase();
  if (squash(address).includes(squash(postcode))) return address;
  return address ? `${address}, ${postcode}` : postcode;
}

export type JourneyCopy = 'repeat' | 'return';

export function journeyFrom(booking: BookingSummary, kind: JourneyCopy): { pickUp: Address; dropOff: Address } {
  const pickUp = addressFromPlace(booking.pickup);
  const dropOff = addressFromPlace(booking.dropoff);
  return kind === 'repeat' ? { pickUp, dropOff } : { pickUp: dropOff, dropOff: pickUp };
}

/**
 * "Add to calendar" (beyond the spec): the booking's journey as the shared calendar event takes it, so the file the
 * app makes is the one the confirmation mail carries.
 */
export function calendarLeg(booking: BookingSummary): CalendarLeg {
  return {
    reference: booking.jobPartId,
    // The leg's kind, not a text: the calendar's words name it (common.calendar.reference).
    // eslint-disable-next-line house/no-literal-text
    label: 'Booking',
    pickupTime: booking.pickupDateTime,
    pickup: { address: booking.pickup.address, lat: booking.pickup.lat, lng: booking.pickup.lng },
    vias: booking.via.map((via) => via.address),
    dropoff: booking.dropoff.address,
    vehicle: booking.vehicleType,
    flight: booking.flightNumber,
    passenger: booking.passenger.name,
    status: booking.status,
  };
}

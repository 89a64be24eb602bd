/**
 * Spec 4.3: Repeat copies a booking with the same pick-up and drop-off; Return swaps them. Both reset the
 * time; the booking feature does that when it takes the addresses.
 */
import type { Address, BookingPlace, BookingSummary } from '@/api';
import type { DateTime } from 'luxon';
import type { EventAttributes } from 'ics';

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

/** "Add to calendar" (beyond the spec): one event from pick-up, an hour long unless told otherwise. */
export function calendarEvent(
  booking: BookingSummary,
  pickup: DateTime,
  company: string,
  minutes = 60,
): EventAttributes {
  const utc = pickup.toUTC();
  return {
    start: [utc.year, utc.month, utc.day, utc.hour, utc.minute],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(15, Math.round(minutes)) },
    title: `${company ? `${company}: ` : ''}transfer to ${booking.dropoff.address}`,
    location: booking.pickup.address,
    description:
      `Booking ${booking.jobPartId}: ${booking.pickup.address} to ${booking.dropoff.address}. ${booking.vehicleType}`.trim(),
    uid: `booking-${booking.jobPartId}@transfer-booking`,
    geo: booking.pickup.lat || booking.pickup.lng ? { lat: booking.pickup.lat, lon: booking.pickup.lng } : undefined,
  };
}

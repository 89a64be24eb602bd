/**
 * Changing a booking's journey and passenger (the booking change rule, rules: booking-change): the booking's places,
 * via stops, flight and passenger as the change form starts from them, and the change call's fields for what the
 * customer changed (only those: the server keeps the rest as booked).
 */
import { DateTime } from 'luxon';
import type { Address, BookingPlace, BookingSummary, WireChangeBookingRequest, WireViaAddress } from '@/api';
import { addressFromPlace } from './journey';

/** A flight as the booking form's flight fields keep it (structurally the booking feature's BookingFlight). */
export interface TripFlight {
  number: string;
  airportCode: string;
  airportText: string;
  arrivingFromTime: string;
  landingTime: string;
  landingTimeWait: number;
  isFlightDetail: boolean;
  signText?: string;
}

export interface ChangeTrip {
  pickUp: Address | null;
  dropOff: Address | null;
  via: (Address | null)[];
  flight: TripFlight | null;
  /** The pick-up time (ISO); the flight fields may move it to the flight's landing. */
  pickupTime: string;
}

export interface ChangeContact {
  name: string;
  phone: string;
  email: string;
}

type TripBooking = Pick<
  BookingSummary,
  | 'pickup'
  | 'dropoff'
  | 'via'
  | 'flightNumber'
  | 'arrivingFromAirportCode'
  | 'arrivingFromAirportName'
  | 'expectedFlightArrival'
  | 'pickupDateTime'
  | 'passenger'
>;

export function tripFrom(booking: TripBooking): ChangeTrip {
  return {
    pickUp: addressFromPlace(booking.pickup),
    dropOff: addressFromPlace(booking.dropoff),
    via: booking.via.map(addressFromPlace),
    flight: booking.flightNumber.trim()
      ? {
          number: booking.flightNumber.trim(),
          airportCode: booking.arrivingFromAirportCode,
          airportText: booking.arrivingFromAirportName,
          arrivingFromTime: '',
          landingTime: booking.expectedFlightArrival,
          landingTimeWait: 60,
          isFlightDetail: false,
        }
      : null,
    pickupTime: booking.pickupDateTime,
  };
}

export const contactFrom = (booking: Pick<BookingSummary, 'passenger'>): ChangeContact => ({
  name: booking.passenger.name,
  phone: booking.passenger.phone,
  email: booking.passenger.email,
});

const samePlace = (address: Address | null, place: BookingPlace) =>
  Boolean(address) &&
  (address!.fullAddress || address!.name).trim() === place.address.trim() &&
  Math.abs(address!.latitude - place.lat) < 1e-6 &&
  Math.abs(address!.longitude - place.lng) < 1e-6;

const placeOf = (address: Address) => ({
  address: address.fullAddress || address.name,
  postcode: address.postcode,
  lat: address.latitude,
  lng: address.longitude,
  category: address.category,
});

const viaOf = (address: Address): WireViaAddress => placeOf(address);

/** The change call's fields for the journey and passenger the customer changed; `{}` when nothing differs. */
export function tripChangesOf(
  trip: ChangeTrip,
  contact: ChangeContact,
  booking: TripBooking,
): Omit<WireChangeBookingRequest, 'bookingref' | 'requestid'> {
  const changes: Omit<WireChangeBookingRequest, 'bookingref' | 'requestid'> = {};
  if (trip.pickUp && !samePlace(trip.pickUp, booking.pickup)) changes.pickup = placeOf(trip.pickUp);
  if (trip.dropOff && !samePlace(trip.dropOff, booking.dropoff)) changes.dropoff = placeOf(trip.dropOff);
  const vias = trip.via.filter((via): via is Address => Boolean(via));
  const sameVias = vias.length === booking.via.length && vias.every((via, i) => samePlace(via, booking.via[i]));
  if (!sameVias) changes.viaaddresses = vias.map(viaOf);
  const number = trip.flight && !trip.flight.isFlightDetail ? trip.flight.number.trim() : '';
  if (number !== booking.flightNumber.trim()) {
    changes.flightno = number;
    const arrival = trip.flight?.landingTime || trip.flight?.arrivingFromTime || '';
    if (number && arrival) changes.exparrival = arrival;
  }
  if (contact.name.trim() && contact.name.trim() !== booking.passenger.name.trim())
    changes.passengername = contact.name.trim();
  if (contact.phone.trim() && contact.phone.trim() !== booking.passenger.phone.trim())
    changes.passengerphone = contact.phone.trim();
  if (contact.email.trim() !== booking.passenger.email.trim()) changes.passengeremail = contact.email.trim();
  return changes;
}

/** A via stop left empty: the change cannot be checked until it is chosen or removed. */
export const tripIncomplete = (trip: ChangeTrip) => !trip.pickUp || !trip.dropOff || trip.via.some((via) => !via);

/** The return journey's time (yyyy-MM-dd and HH:mm in the operator's zone) and flight number, as the form edits them. */
export interface ChangeReturn {
  date: string;
  time: string;
  flight: string;
}

/**
 * The return fields of a return booking the customer times (the booking record rule's ReturnDate and ReturnFlight);
 * null for a one-way booking and for wait and return, whose return follows the wait and is not chosen.
 */
export function returnFrom(booking: Pick<BookingSummary, 'returnLeg'>, zone: string): ChangeReturn | null {
  const leg = booking.returnLeg;
  if (!leg || leg.waitAndReturn) return null;
  const at = DateTime.fromISO(leg.pickupDateTime, { setZone: true }).setZone(zone);
  if (!at.isValid) return null;
  return { date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm'), flight: leg.flightNumber };
}

/** The change call's `returndate` and `returnflightno` for what the customer changed of the return; `{}` when nothing. */
export function returnChangesOf(
  values: ChangeReturn | null,
  booking: Pick<BookingSummary, 'returnLeg'>,
  zone: string,
): Pick<WireChangeBookingRequest, 'returndate' | 'returnflightno'> {
  const before = returnFrom(booking, zone);
  if (!values || !before) return {};
  const changes: Pick<WireChangeBookingRequest, 'returndate' | 'returnflightno'> = {};
  if (values.date !== before.date || values.time !== before.time) {
    const at = DateTime.fromISO(`${values.date}T${values.time}`, { zone });
    if (at.isValid) changes.returndate = at.toISO({ suppressMilliseconds: true }) ?? undefined;
  }
  const flight = values.flight.trim().toUpperCase();
  if (flight !== before.flight.trim().toUpperCase()) changes.returnflightno = flight;
  return changes;
}

import type { Address } from '@/api';
import { emptyDraft } from './model/draft';
import { booking, persistBooking } from './state/bookingStore';

/**
 * Starts a new booking from two addresses (Repeat and Return of spec 4.3): a fresh working booking with the
 * contact kept, the time reset and step 1. It is saved at once, so the booking page restores it (4.11).
 */
export function startBookingFrom(pickUp: Address, dropOff: Address): void {
  const { contact, customer } = booking;
  Object.assign(booking, { ...emptyDraft(), contact, customer, pickUp, dropOff, step: 1 });
  persistBooking();
}

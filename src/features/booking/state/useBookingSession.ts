import { useEffect, useState } from 'react';
import { persistBooking, restoreBookingOnce, type BookingStore } from './bookingStore';
import { goToStep } from './actions';

/**
 * The marker a payment provider's return URL carries (`?paymentreturn`, any value): coming back from a payment
 * return shows the payment (the booking state rule, rules: booking-state). The payment step builds its return URLs with it.
 */
export const PAYMENT_RETURN_PARAM = 'paymentreturn';

export function isPaymentReturn(search: string): boolean {
  return new URLSearchParams(search).has(PAYMENT_RETURN_PARAM);
}

/**
 * Restores the stored booking after hydration and keeps it saved (the storage rule, rules: storage). The booking page is prerendered with
 * the empty booking, so the restore runs in an effect: the first client render matches the server's HTML.
 * Returns true once the stored booking is in place.
 */
export function useBookingSession(store: BookingStore): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    restoreBookingOnce(store);
    if (isPaymentReturn(window.location.search)) goToStep(store, 'payment');
    setRestored(true);
    return persistBooking(store);
  }, [store]);
  return restored;
}

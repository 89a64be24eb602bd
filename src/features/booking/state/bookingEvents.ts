import { subscribe } from 'valtio';
import type { WireBookingParams } from '@/api';
import { bookingParamsOf } from '../model/handOver';
import { selectedFare } from '../model/quote';
import { pageBookingStore } from './bookingStore';

/** A window event the page's booking sends once made: what a booking frame tells its client page (issue 17). */
const BOOKING_CONFIRMED_EVENT = 'booking:confirmed';

export function announceBookingConfirmed(reference: number): void {
  window.dispatchEvent(new CustomEvent(BOOKING_CONFIRMED_EVENT, { detail: { reference } }));
}

export interface BookingOutcomeListener {
  /** A fare on screen, each time it changes (the chosen vehicle's and tier's, in the quotation's currency). */
  quote(fare: number, currency: string): void;
  /** The booking is made: its reference (the booking state rule (rules: booking-state) Bref), which the confirmed page shows. */
  confirmed(reference: number): void;
}

/** Follows the page's booking: its fares as they are quoted and the booking once made. Returns the unsubscribe. */
export function watchBookingOutcomes(listener: BookingOutcomeListener): () => void {
  const store = pageBookingStore();
  let shown = '';
  const onChange = () => {
    const fare = selectedFare(store.draft);
    const currency = store.draft.quotation?.currencyCode ?? '';
    const key = fare > 0 ? `${fare} ${currency}` : '';
    if (key && key !== shown) listener.quote(fare, currency);
    shown = key;
  };
  const stopQuotes = subscribe(store.draft, onChange);
  onChange();
  const onConfirmed = (event: Event) => {
    const reference = Number((event as CustomEvent<{ reference?: unknown }>).detail?.reference);
    if (reference > 0) listener.confirmed(reference);
  };
  window.addEventListener(BOOKING_CONFIRMED_EVENT, onConfirmed);
  return () => {
    stopQuotes();
    window.removeEventListener(BOOKING_CONFIRMED_EVENT, onConfirmed);
  };
}

/** The page's booking in progress as booking parameters (the licence host rule, rules: licence-host), to hand over to the operator's full booking page. */
export function bookingParamsNow(trackingcode: string): WireBookingParams {
  return bookingParamsOf(pageBookingStore().draft, trackingcode);
}

import type { WireBookingParams } from '@/api';
import type { BookingDraft } from './draft';

/** The address as the quick-booking page finds it again by searching (its place name, else its full text). */
function searchableText(address: BookingDraft['pickUp']): string {
  return (address?.name || address?.fullAddress || '').trim().slice(0, 255);
}

/**
 * The journey of a booking in progress as the licence host's booking parameters (the licence host rule, rules: licence-host), to hand it over to the
 * operator's full booking page (docs/embedding.md): ends, time or ASAP, vehicle. Pure.
 */
export function bookingParamsOf(
  draft: Pick<BookingDraft, 'pickUp' | 'dropOff' | 'time' | 'vehicleId'>,
  trackingcode: string,
): WireBookingParams {
  const later = draft.time.pickUpType === 'later' && draft.time.time !== '';
  return {
    trackingcode,
    pickup: searchableText(draft.pickUp),
    dropoff: searchableText(draft.dropOff),
    datetime: later ? draft.time.time : '',
    isASAP: draft.time.pickUpType === 'now',
    // 0: none chosen (the quick-booking page reads only a positive id).
    vehtypeid: draft.vehicleId ?? 0,
  };
}

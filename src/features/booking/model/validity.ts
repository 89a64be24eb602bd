/** Whole-booking and quotation validity (the valid booking rule, rules: booking-valid). */
import type { Quotation } from '@/api';
import type { BookingDraft } from './draft';
import { isDateTimeValid } from './time';

/** The valid booking rule (rules: booking-valid): a quotation is valid when the fare is over 0 and the route path is non-empty. */
export function isQuotationValid(quotation: Pick<Quotation, 'fare' | 'routePath'> | null | undefined): boolean {
  return Boolean(quotation && quotation.fare > 0 && quotation.routePath.length > 0);
}

/** The valid booking rule (rules: booking-valid): pick-up, vehicle, drop-off, date-time, total fare over 0 and all via stops valid. */
export function isBookingValid(
  draft: Pick<BookingDraft, 'pickUp' | 'dropOff' | 'via' | 'vehicleId' | 'time' | 'quotation'>,
): boolean {
  return (
    Boolean(draft.pickUp) &&
    draft.vehicleId !== null &&
    Boolean(draft.dropOff) &&
    isDateTimeValid(draft.time) &&
    (draft.quotation?.totalFare ?? 0) > 0 &&
    draft.via.every(Boolean)
  );
}

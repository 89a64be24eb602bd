/**
 * The booking's payable total (the quotation and promo discount rules, rules: quotation, promo-discount): the chosen price tier's fare less the applied promo code, through
 * the shared payableTotal. The fare summary, the payment step and the card button all read it, and the server takes the same
 * discount off the same fare (server/domain/bookingsRecord.ts), so the amount shown is the amount charged.
 */
import { payableTotal, type PayableTotal } from '@/shared';
import type { BookingDraft } from './draft';
import { isPromoStale } from './promo';
import { selectedFare } from './quote';

export function payableTotalOf(
  draft: Pick<BookingDraft, 'quotation' | 'vehicleId' | 'priceTier' | 'promo'>,
): PayableTotal {
  // A value given for another fare is never shown as this fare's discount (it is checked again, see watchPromoValue).
  return payableTotal(selectedFare(draft), isPromoStale(draft) ? null : draft.promo);
}

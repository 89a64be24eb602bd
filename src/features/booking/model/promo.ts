/** Promo codes (the promo discount, promo required, promo calls and verbatim messages rules, rules: promo-discount, promo-required, call-promo, messages). */
import {
  GENERIC_ERROR,
  presentableMessage,
  resultCode,
  type WirePromoCodeRequest,
  type WirePromoCodeResponse,
} from '@/api';
import type { BookingDraft, BookingPromo } from './draft';
import type { Translate } from './messages';

/** The promo required rule (rules: promo-required): "Promo code is required to submit." */
export function validatePromoCode(code: string, t: Translate): string | undefined {
  return code.trim() === '' ? t('booking.message.promoRequired') : undefined;
}

export type PromoOutcome = { ok: true; promo: BookingPromo } | { ok: false; message: string };

/** The promo calls and verbatim messages rules (rules: call-promo, messages): code 1 is valid; code 0 shows the generic text; any other code shows the server message. */
export function promoOutcome(
  code: string,
  response: WirePromoCodeResponse | null | undefined,
  price?: number,
): PromoOutcome {
  const resultCodeValue = resultCode(response);
  if (resultCodeValue === 1 && response) {
    const id = Number(response.promocodeid);
    return {
      ok: true,
      promo: {
        code: code.trim(),
        promoCodeId: Number.isFinite(id) ? id : 0,
        value: Number.isFinite(Number(response.Value)) ? Number(response.Value) : 0,
        message: typeof response.Message === 'string' ? response.Message : '',
        ...(price !== undefined ? { price } : {}),
      },
    };
  }
  if (resultCodeValue === 0) return { ok: false, message: GENERIC_ERROR };
  return { ok: false, message: presentableMessage(response?.Message) };
}

/** The fare the promo applies to: the chosen vehicle's total, else the quotation's. */
export function selectedTotalFare(draft: Pick<BookingDraft, 'quotation' | 'vehicleId' | 'priceTier'>): number {
  const quotation = draft.quotation;
  if (!quotation) return 0;
  const tier =
    quotation.priceTiers[draft.priceTier] ??
    quotation.priceTiers.find((t) => draft.vehicleId !== null && t.vehicleTypeId === draft.vehicleId);
  return tier ? tier.totalFare || tier.fare : quotation.totalFare || quotation.fare;
}

/** POST /api/promocode body (the promo calls rule, rules: call-promo). */
export function promoRequest(
  code: string,
  draft: Pick<BookingDraft, 'quotation' | 'vehicleId' | 'priceTier'>,
  currencyCode: string,
  customerId: number | undefined,
): WirePromoCodeRequest {
  return {
    price: selectedTotalFare(draft),
    promocode: code.trim(),
    currencycode: draft.quotation?.currencyCode || currencyCode || 'GBP',
    ...(customerId ? { custid: customerId } : {}),
  };
}

/**
 * A promo's value belongs to the fare it was checked against: once the fare changes (another vehicle, tier or
 * route), the value is stale and the code must be checked again for the new fare before a discount is shown.
 */
export function isPromoStale(draft: Pick<BookingDraft, 'quotation' | 'vehicleId' | 'priceTier' | 'promo'>): boolean {
  const promo = draft.promo;
  if (!promo || promo.price === undefined) return false;
  const fare = selectedTotalFare(draft);
  return fare > 0 && Math.abs(fare - promo.price) >= 0.005;
}

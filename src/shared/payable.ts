/**
 * What the customer pays (the quotation, promo discount and promo calls rules, rules: quotation, promo-discount, call-promo): a fare less its promo code's discount, or the server's own figures
 * where it has them. Every screen that shows a total reads it from here, so the amount shown is the amount charged.
 */

/** A promo code and what it takes off (the promo calls rule (rules: call-promo) Value). */
export interface PromoValue {
  code: string;
  value: number;
}

export interface PayableTotal {
  /** The chosen fare before any promo code. */
  fare: number;
  /** Taken off by the promo code: its value (the promo calls rule (rules: call-promo) Value), never more than the fare; 0 without a promo. */
  discount: number;
  /** What is charged: fare less discount. */
  total: number;
  /** The promo code as applied, '' without one (or when it takes nothing off). */
  promoCode: string;
}

const toPence = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/**
 * The payable total for a fare and a promo. `server` is the server's own figure where it has one (a booking's
 * stored total and discount): it wins over the client's arithmetic.
 */
export function payableTotal(
  fare: number,
  promo: PromoValue | null,
  server?: { total: number; discount?: number; promoCode?: string },
): PayableTotal {
  if (server && Number.isFinite(server.total) && server.total >= 0) {
    const discount = Math.max(0, Number(server.discount) || 0);
    return {
      fare: toPence(server.total + discount),
      discount: toPence(discount),
      total: toPence(server.total),
      promoCode: discount > 0 ? (server.promoCode ?? promo?.code ?? '') : '',
    };
  }
  const gross = Number.isFinite(fare) && fare > 0 ? toPence(fare) : 0;
  const off = promo ? Math.min(gross, Math.max(0, toPence(Number(promo.value) || 0))) : 0;
  return { fare: gross, discount: off, total: toPence(gross - off), promoCode: off > 0 && promo ? promo.code : '' };
}

/** Promo codes (the promo discount and promo calls rules, rules: promo-discount, call-promo) seeded in the operator file (docs/tariff.md). Pure functions. */
import { round2 } from './pricing';

export interface PromoCode {
  /** The promocodeid a booking names. */
  id: number;
  code: string;
  /** percentage: value is percent off the total; fixed: value is GBP off the total. */
  type: 'percentage' | 'fixed';
  value: number;
  /** ISO date-time after which the code no longer applies. */
  expires?: string;
}

export type PromoLookup = { ok: true; promo: PromoCode } | { ok: false; message: string };

export const PROMO_UNKNOWN = 'This promo code is not valid.';
export const PROMO_EXPIRED = 'This promo code has expired.';

function usable(promo: PromoCode | undefined, now: Date): PromoLookup {
  if (!promo) return { ok: false, message: PROMO_UNKNOWN };
  if (promo.expires && Date.parse(promo.expires) <= now.getTime()) return { ok: false, message: PROMO_EXPIRED };
  return { ok: true, promo };
}

/** Codes are matched without regard to case or surrounding spaces. */
export function findPromo(promos: PromoCode[], code: string, now: Date): PromoLookup {
  const wanted = code.trim().toUpperCase();
  return usable(
    promos.find((p) => p.code.toUpperCase() === wanted),
    now,
  );
}

export function findPromoById(promos: PromoCode[], id: number, now: Date): PromoLookup {
  return usable(
    promos.find((p) => p.id === id),
    now,
  );
}

/**
 * The amount off a total in a currency whose rate from GBP is `rate`: a percentage of the total, or the fixed GBP
 * value converted; never more than the total itself.
 */
export function promoDiscount(promo: PromoCode, total: number, rate: number): number {
  const off = promo.type === 'percentage' ? (total * promo.value) / 100 : promo.value * rate;
  return round2(Math.min(Math.max(0, total), Math.max(0, off)));
}

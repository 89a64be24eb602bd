import { describe, expect, it } from 'vitest';
import { payableTotalOf } from './payable';
import { isPromoStale } from './promo';
import { quotation } from './testFixtures';

const tiers = [
  { vehicleTypeId: 1, vehicleType: 'Saloon', fare: 100, totalFare: 120, returnFare: 20, currencyCode: 'GBP' },
  { vehicleTypeId: 1, vehicleType: 'Saloon', fare: 110, totalFare: 130.36, returnFare: 20.36, currencyCode: 'GBP' },
];

describe('payableTotalOf (the booking: the chosen tier less the promo)', () => {
  it('takes the applied promo off the chosen price tier', () => {
    const draft = {
      quotation: quotation({ priceTiers: tiers }),
      vehicleId: 1,
      priceTier: 1,
      promo: { code: 'WELCOME10', promoCodeId: 1, value: 13.04, message: '', price: 130.36 },
    };
    expect(payableTotalOf(draft)).toEqual({ fare: 130.36, discount: 13.04, total: 117.32, promoCode: 'WELCOME10' });
  });

  it('never shows a value given for another fare: another tier shows its own fare until the code is checked again', () => {
    const promo = { code: 'WELCOME10', promoCodeId: 1, value: 13.04, message: '', price: 130.36 };
    const draft = { quotation: quotation({ priceTiers: tiers }), vehicleId: 1, priceTier: 0, promo };
    expect(isPromoStale(draft)).toBe(true);
    expect(payableTotalOf(draft)).toEqual({ fare: 120, discount: 0, total: 120, promoCode: '' });
    expect(isPromoStale({ ...draft, priceTier: 1 })).toBe(false);
  });

  it('is the fare alone without a promo, and nothing without a quote', () => {
    expect(
      payableTotalOf({ quotation: quotation({ priceTiers: tiers }), vehicleId: 1, priceTier: 0, promo: null }).total,
    ).toBe(120);
    expect(payableTotalOf({ quotation: null, vehicleId: null, priceTier: 0, promo: null }).total).toBe(0);
  });
});

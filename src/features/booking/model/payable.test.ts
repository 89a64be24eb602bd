import { describe, expect, it } from 'vitest';
import { payableTotalOf } from './payable';
import { quotation } from './testFixtures';

const tiers = [
  { vehicleTypeId: 1, vehicleType: 'Saloon', fare: 100, totalFare: 120, returnFare: 20, currencyCode: 'GBP' },
  { vehicleTypeId: 1, vehicleType: 'Saloon', fare: 110, totalFare: 130.36, returnFare: 20.36, currencyCode: 'GBP' },
];

describe('payableTotalOf (the booking: the chosen tier less the promo)', () => {
  it('takes the applied promo off the chosen price tier', () => {
    const draft = {
      quotation: quotation({ priceTiers: tiers }),
      priceTier: 1,
      promo: { code: 'WELCOME10', promoCodeId: 1, value: 13.04, message: '' },
    };
    expect(payableTotalOf(draft)).toEqual({ fare: 130.36, discount: 13.04, total: 117.32, promoCode: 'WELCOME10' });
  });

  it('is the fare alone without a promo, and nothing without a quote', () => {
    expect(payableTotalOf({ quotation: quotation({ priceTiers: tiers }), priceTier: 0, promo: null }).total).toBe(120);
    expect(payableTotalOf({ quotation: null, priceTier: 0, promo: null }).total).toBe(0);
  });
});

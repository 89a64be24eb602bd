import type { Quotation } from '@/api';
import { promoOutcome, promoRequest, validatePromoCode } from './promo';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const t = sourceTranslator().t;

const quotation = {
  fare: 40,
  totalFare: 40,
  currencyCode: 'EUR',
  priceTiers: [
    { vehicleTypeId: 1, vehicleType: 'Saloon', fare: 40, totalFare: 40, returnFare: 0, currencyCode: 'EUR' },
    { vehicleTypeId: 2, vehicleType: 'Estate', fare: 50, totalFare: 95, returnFare: 45, currencyCode: 'EUR' },
  ],
} as unknown as Quotation;

describe('promo codes (7.5, 8.2, 5.2)', () => {
  it('a code is required to submit', () => {
    expect(validatePromoCode('  ', t)).toBe('Promo code is required');
    expect(validatePromoCode('SAVE10', t)).toBeUndefined();
  });

  it('code 1 is valid and keeps its value, message and id', () => {
    expect(promoOutcome(' SAVE10 ', { Code: 1, Value: 10, Message: '10% off', promocodeid: '4' })).toEqual({
      ok: true,
      promo: { code: 'SAVE10', promoCodeId: 4, value: 10, message: '10% off' },
    });
  });

  it('code 0 shows the generic text, other codes the server message', () => {
    expect(promoOutcome('X', { Code: 0, Message: 'db down' })).toEqual({
      ok: false,
      message: 'Something went wrong, please try again.',
    });
    expect(promoOutcome('X', { Code: 2, Message: 'Promo code has expired' })).toEqual({
      ok: false,
      message: 'Promo code has expired',
    });
    expect(promoOutcome('X', { Code: 2 })).toEqual({ ok: false, message: 'Something went wrong, please try again.' });
  });

  it('asks about the chosen vehicle total in the quotation currency, with the customer when signed in', () => {
    expect(promoRequest('SAVE10', { quotation, vehicleId: 2, priceTier: 1 }, 'GBP', 7)).toEqual({
      price: 95,
      promocode: 'SAVE10',
      currencycode: 'EUR',
      custid: 7,
    });
    expect(promoRequest('S', { quotation, vehicleId: null, priceTier: 0 }, 'GBP', undefined)).toEqual({
      price: 40,
      promocode: 'S',
      currencycode: 'EUR',
    });
  });
});

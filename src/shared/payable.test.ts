import { describe, expect, it } from 'vitest';
import { payableTotal } from './payable';

describe('payableTotal (what is shown is what is charged)', () => {
  it('takes the promo value off the fare, to the penny', () => {
    expect(payableTotal(130.36, { code: 'WELCOME10', value: 13.04 })).toEqual({
      fare: 130.36,
      discount: 13.04,
      total: 117.32,
      promoCode: 'WELCOME10',
    });
    expect(payableTotal(0.3, { code: 'X', value: 0.1 }).total).toBe(0.2);
  });

  it('without a promo, or one worth nothing, the total is the fare and no code is named', () => {
    expect(payableTotal(45, null)).toEqual({ fare: 45, discount: 0, total: 45, promoCode: '' });
    expect(payableTotal(45, { code: 'ZERO', value: 0 })).toEqual({ fare: 45, discount: 0, total: 45, promoCode: '' });
  });

  it('never takes off more than the fare, nor adds to it, and survives bad numbers', () => {
    expect(payableTotal(20, { code: 'BIG', value: 25 })).toEqual({
      fare: 20,
      discount: 20,
      total: 0,
      promoCode: 'BIG',
    });
    expect(payableTotal(20, { code: 'NEG', value: -5 }).total).toBe(20);
    expect(payableTotal(Number.NaN, { code: 'X', value: 5 })).toEqual({
      fare: 0,
      discount: 0,
      total: 0,
      promoCode: '',
    });
  });

  it("the server's figures win where it has them (a booking's stored total and discount)", () => {
    expect(payableTotal(0, null, { total: 117.32, discount: 13.04, promoCode: 'WELCOME10' })).toEqual({
      fare: 130.36,
      discount: 13.04,
      total: 117.32,
      promoCode: 'WELCOME10',
    });
    expect(payableTotal(130.36, { code: 'SAVE5', value: 5 }, { total: 99 })).toEqual({
      fare: 99,
      discount: 0,
      total: 99,
      promoCode: '',
    });
  });
});

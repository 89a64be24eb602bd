import { describe, expect, it } from 'vitest';
import {
  checkAgainstQuote,
  expectedFares,
  FARE_CHANGED,
  JOURNEY_CHANGED,
  QUOTE_NOT_FOUND,
  quoteExpiredMessage,
  type BookingInput,
} from './bookingsRecord';
import type { PromoCode } from './promo';
import type { QuotePricing, StoredQuote } from './quotes';

const fares = (fare: number, returnfare: number) => ({
  fare,
  returnfare,
  totalfare: Math.round((fare + returnfare) * 100) / 100,
});
const pricing: QuotePricing = {
  currencycode: 'EUR',
  rate: 1.17,
  rtntype: 'rtn',
  bookingdate: '2026-11-22T09:00:00+00:00',
  leadtime: 60,
  journeytime: 50,
  waitminutes: 0,
  pick: { lat: 51.5, lng: -0.1 },
  doff: { lat: 51.47, lng: -0.48 },
  vias: [],
  vehicles: [
    {
      vehtypeid: 1,
      vehtype: 'Saloon',
      tiers: [
        { name: 'Economy', gbp: fares(45, 45), local: fares(52.65, 52.65) },
        { name: 'Standard', gbp: fares(50, 50), local: fares(58.5, 58.5) },
        { name: 'Premium', gbp: fares(62.5, 62.5), local: fares(73.13, 73.13) },
      ],
    },
  ],
};
const NOW = new Date('2026-11-22T08:00:00Z');
const quote: StoredQuote = { id: 1, pricing, expiresAt: new Date(NOW.getTime() + 1000), customerId: null };
const promos: PromoCode[] = [
  { id: 1, code: 'TEN', type: 'percentage', value: 10 },
  { id: 2, code: 'FIVE', type: 'fixed', value: 5 },
];
const context = { now: NOW, phone: '+44 20 7946 0321', promos };
const input = (change: Partial<BookingInput> = {}) =>
  ({
    quoteid: 1,
    requestid: 'r-12345678',
    vehtypeid: 1,
    rtntype: 'rtn',
    currencycode: 'EUR',
    picklat: 51.5,
    picklng: -0.1,
    dofflat: 51.47,
    dofflng: -0.48,
    viaaddresses: [],
    fare: 58.5,
    returnfare: 58.5,
    totalfare: 117,
    gbpfare: 50,
    gbptotalfare: 100,
    ...change,
  }) as BookingInput;

describe('expectedFares', () => {
  it('takes the vehicle and tier from the quote, in the quoted currency and in GBP', () => {
    expect(expectedFares(pricing, { vehtypeid: 1, tierIndex: 2, promo: null })).toMatchObject({
      fare: 73.13,
      returnfare: 73.13,
      totalfare: 146.26,
      gbpfare: 62.5,
      gbptotalfare: 125,
      discount: 0,
      tier: 'Premium',
      currencycode: 'EUR',
    });
    expect(expectedFares(pricing, { vehtypeid: 9, tierIndex: 1, promo: null })).toBeNull();
    expect(expectedFares(pricing, { vehtypeid: 1, tierIndex: 3, promo: null })).toBeNull();
  });

  it('takes a percentage off both totals, and a fixed GBP amount converted', () => {
    expect(expectedFares(pricing, { vehtypeid: 1, tierIndex: 1, promo: promos[0] })).toMatchObject({
      totalfare: 105.3,
      discount: 11.7,
      gbptotalfare: 90,
      gbpdiscount: 10,
    });
    expect(expectedFares(pricing, { vehtypeid: 1, tierIndex: 1, promo: promos[1] })).toMatchObject({
      totalfare: 111.15,
      discount: 5.85,
      gbptotalfare: 95,
    });
  });
});

describe('checkAgainstQuote', () => {
  it('accepts the quoted fare', () => {
    expect(checkAgainstQuote(input(), quote, context)).toMatchObject({ ok: true, fares: { totalfare: 117 } });
  });

  it('refuses a missing or expired quote', () => {
    expect(checkAgainstQuote(input(), null, context)).toEqual({ ok: false, message: QUOTE_NOT_FOUND });
    const expired = { ...quote, expiresAt: NOW };
    expect(checkAgainstQuote(input(), expired, context)).toEqual({
      ok: false,
      message: quoteExpiredMessage('+44 20 7946 0321'),
    });
  });

  it('refuses a moved place, an added stop or another return type', () => {
    for (const change of [
      { picklat: 51.51 },
      { dofflng: -0.47 },
      { viaaddresses: [{ address: 'x', postcode: '', lat: 51.5, lng: -0.2 }] },
      { rtntype: '' as const },
    ]) {
      expect(checkAgainstQuote(input(change), quote, context)).toEqual({ ok: false, message: JOURNEY_CHANGED });
    }
  });

  it('takes the tier from pricetier, or finds the quoted tier the fare matches', () => {
    const premium = { fare: 73.13, returnfare: 73.13, totalfare: 146.26, gbpfare: 62.5, gbptotalfare: 125 };
    expect(checkAgainstQuote(input({ ...premium, pricetier: 2 }), quote, context)).toMatchObject({
      ok: true,
      fares: { tier: 'Premium' },
    });
    expect(checkAgainstQuote(input(premium), quote, context)).toMatchObject({ ok: true, fares: { tier: 'Premium' } });
    expect(checkAgainstQuote(input({ ...premium, pricetier: 1 }), quote, context)).toEqual({
      ok: false,
      message: FARE_CHANGED,
    });
  });

  it('allows the gbp figures a penny of rounding per pound, no more', () => {
    expect(checkAgainstQuote(input({ gbptotalfare: 100.5 }), quote, context).ok).toBe(true);
    expect(checkAgainstQuote(input({ gbptotalfare: 99 }), quote, context)).toEqual({
      ok: false,
      message: FARE_CHANGED,
    });
  });

  it('refuses any fare a penny off, another currency or vehicle', () => {
    for (const change of [
      { totalfare: 116.99 },
      { returnfare: 58.49 },
      { fare: 58.51 },
      { gbpfare: 52 },
      { currencycode: 'GBP' },
      { vehtypeid: 2 },
    ]) {
      expect(checkAgainstQuote(input(change), quote, context), JSON.stringify(change)).toEqual({
        ok: false,
        message: FARE_CHANGED,
      });
    }
  });

  it('takes the promo off itself: the quoted or the discounted total is accepted, and the discounted one is kept', () => {
    const discounted = { ok: true, fares: { totalfare: 105.3, gbptotalfare: 90, discount: 11.7, promocodeid: 1 } };
    const code = promos[0].code;
    expect(
      checkAgainstQuote(
        input({ promocodeid: '1', promocode: code, totalfare: 105.3, gbptotalfare: 90 }),
        quote,
        context,
      ),
    ).toMatchObject(discounted);
    expect(checkAgainstQuote(input({ promocodeid: 1, promocode: code }), quote, context)).toMatchObject(discounted);
    expect(checkAgainstQuote(input({ promocodeid: 1, promocode: code, totalfare: 110 }), quote, context)).toEqual({
      ok: false,
      message: FARE_CHANGED,
    });
    for (const change of [{ promocodeid: 9, promocode: code }, { promocodeid: 1 }, { promocode: 'NOPE' }]) {
      expect(checkAgainstQuote(input(change), quote, context), JSON.stringify(change)).toEqual({
        ok: false,
        message: 'This promo code is not valid.',
      });
    }
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { tariffProblems } from './pricingConfig';
import { findPromo, findPromoById, promoDiscount, PROMO_EXPIRED, PROMO_UNKNOWN, type PromoCode } from './promo';

const promos: PromoCode[] = [
  { id: 1, code: 'WELCOME10', type: 'percentage', value: 10 },
  { id: 2, code: 'SAVE5', type: 'fixed', value: 5 },
  { id: 3, code: 'OLD', type: 'percentage', value: 15, expires: '2025-09-30T23:59:59Z' },
];
const now = new Date('2026-01-01T00:00:00Z');

describe('promo codes', () => {
  it('finds a code whatever its case and spacing, and by id', () => {
    expect(findPromo(promos, ' welcome10 ', now)).toEqual({ ok: true, promo: promos[0] });
    expect(findPromoById(promos, 2, now)).toEqual({ ok: true, promo: promos[1] });
  });

  it('refuses unknown and expired codes with a message', () => {
    expect(findPromo(promos, 'NOPE', now)).toEqual({ ok: false, message: PROMO_UNKNOWN });
    expect(findPromo(promos, 'OLD', now)).toEqual({ ok: false, message: PROMO_EXPIRED });
    expect(findPromo(promos, 'OLD', new Date('2025-09-01T00:00:00Z')).ok).toBe(true);
    expect(findPromoById(promos, 99, now).ok).toBe(false);
  });

  it('takes a percentage off, or a fixed GBP amount converted, never more than the total', () => {
    expect(promoDiscount(promos[0], 86.45, 1)).toBe(8.65);
    expect(promoDiscount(promos[1], 50, 1)).toBe(5);
    expect(promoDiscount(promos[1], 50, 1.17)).toBe(5.85);
    expect(promoDiscount(promos[1], 3, 1)).toBe(3);
  });
});

describe('tariffProblems', () => {
  it('finds nothing wrong with the demo operator', async () => {
    expect(tariffProblems(JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')))).toEqual([]);
  });

  it('names what an operator got wrong', async () => {
    const doc = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8'));
    doc.tariff.vehicles.pop();
    doc.tariff.vehicles[0].permile = -1;
    doc.tariff.tiers.pop();
    doc.currencyRates.eur = 1.1;
    doc.promoCodes.push({ id: 1, code: 'welcome10', type: 'half', value: 50 });
    expect(tariffProblems(doc)).toEqual([
      'tariff.vehicles[0].permile must be a number of 0 or more',
      'tariff.vehicles has no rates for vehicle type 5',
      'tariff.tiers must hold exactly 3 tiers',
      'currencyRates.eur must be a 3-letter upper-case currency code',
      'promoCodes[3].id must be a whole number used once',
      'promoCodes[3].code must be a non-empty text used once',
      'promoCodes[3].type must be percentage or fixed',
    ]);
  });
});

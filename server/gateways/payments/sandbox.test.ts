import { describe, expect, it } from 'vitest';
import { checkCard, luhnValid } from './sandbox';

const NOW = new Date('2026-11-22T08:00:00Z');
const card = {
  cardnumber: '4242 4242 4242 4242',
  expirymonth: 12,
  expiryyear: 2030,
  cvc: '123',
  name: 'Ann',
  postcode: 'N1 9AL',
};

describe('the sandbox card checks', () => {
  it('checks the Luhn sum', () => {
    expect(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005'].map(luhnValid)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['4242424242424241', '1234567812345678', ''].map(luhnValid)).toEqual([false, false, false]);
  });

  it('names the brand and keeps only the last four digits', () => {
    expect(checkCard(card, NOW)).toEqual({
      ok: true,
      digits: '4242424242424242',
      brand: 'Visa',
      last4: '4242',
      year: 2030,
    });
    expect(checkCard({ ...card, cardnumber: '5555555555554444' }, NOW)).toMatchObject({
      brand: 'Mastercard',
      last4: '4444',
    });
    expect(checkCard({ ...card, cardnumber: '378282246310005', cvc: '1234' }, NOW)).toMatchObject({
      ok: true,
      brand: 'American Express',
    });
  });

  it('accepts this month and refuses an earlier one, and asks American Express for 4 CVC digits', () => {
    expect(checkCard({ ...card, expirymonth: 11, expiryyear: 2026 }, NOW).ok).toBe(true);
    expect(checkCard({ ...card, expirymonth: 10, expiryyear: 2026 }, NOW)).toEqual({
      ok: false,
      message: 'Expiry is invalid',
    });
    expect(checkCard({ ...card, expirymonth: 1, expiryyear: 27 }, NOW).ok).toBe(true);
    expect(checkCard({ ...card, cardnumber: '378282246310005' }, NOW)).toEqual({
      ok: false,
      message: 'CVC is invalid',
    });
    expect(checkCard({ ...card, postcode: '' }, NOW)).toEqual({ ok: false, message: 'Postal code is required' });
  });
});

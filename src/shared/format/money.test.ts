import { describe, expect, it } from 'vitest';
import { formatMoney, formatVehicleFare } from './money';

describe('money (spec 9)', () => {
  it('shows 2 decimals below 1000 and for fractional amounts', () => {
    expect(formatMoney(42)).toBe('£42.00');
    expect(formatMoney(999)).toBe('£999.00');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(1000.5)).toBe('£1,000.50');
  });

  it('drops the decimals of whole amounts of 1000 or more', () => {
    expect(formatMoney(1000)).toBe('£1,000');
    expect(formatMoney(1500, 'GBP')).toBe('£1,500');
    expect(formatMoney(-2000)).toBe('-£2,000');
  });

  it('formats other currencies and survives an unknown code or a non-number', () => {
    expect(formatMoney(45.5, 'EUR')).toBe('€45.50');
    expect(formatMoney(10, 'NOPE!')).toBe('NOPE! 10.00');
    expect(formatMoney(Number.NaN)).toBe('£0.00');
    expect(formatMoney(12, '')).toBe('£12.00');
  });

  it('shows vehicle fares to 2 decimals, whatever the amount', () => {
    expect(formatVehicleFare(1200)).toBe('£1,200.00');
    expect(formatVehicleFare(45.456)).toBe('£45.46');
    expect(formatVehicleFare(12, 'NOPE')).toBe('NOPE 12.00');
  });

  it('writes the currency by its narrow symbol in every locale, as the mails do (a London fare in French is "25,00 £")', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatMoney(25, 'GBP', 'fr'))).toBe('25,00 £');
    expect(spaced(formatMoney(1500, 'GBP', 'de'))).toBe('1.500 £');
    expect(spaced(formatVehicleFare(25, 'EUR', 'es'))).toBe('25,00 €');
    expect(formatMoney(25, 'GBP', 'en-GB')).toBe('£25.00');
  });
});

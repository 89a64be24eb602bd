import { describe, expect, it } from 'vitest';
import { formatFare } from './money';

describe('fare format (spec 9)', () => {
  it('shows 2 decimals below 1000 and for fractional amounts', () => {
    expect(formatFare(42, 'GBP')).toBe('£42.00');
    expect(formatFare(1234.5, 'GBP')).toBe('£1,234.50');
  });
  it('drops decimals for whole amounts of 1000 or more', () => {
    expect(formatFare(1500, 'GBP')).toBe('£1,500');
  });
  it('formats other currencies and survives an unknown code', () => {
    expect(formatFare(10, 'EUR')).toBe('€10.00');
    expect(formatFare(10, 'NOPE!')).toBe('NOPE! 10.00');
  });
});

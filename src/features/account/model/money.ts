/**
 * Spec 9: currency formatting shows no decimals for whole amounts of 1000 or more, otherwise 2 decimals.
 * An unknown currency code falls back to the code beside the number rather than throwing.
 */
export function formatFare(amount: number, currencyCode = 'GBP', locale = 'en-GB'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = Math.abs(value) >= 1000 && Number.isInteger(value) ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode || 'GBP',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${currencyCode} ${value.toFixed(digits)}`;
  }
}

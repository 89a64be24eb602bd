/** Spec 9: currency formatting shows no decimals for whole amounts of 1000 or more, otherwise 2 decimals. */
export function formatMoney(amount: number, currencyCode = 'GBP', locale = 'en-GB'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = Number.isInteger(value) && Math.abs(value) >= 1000 ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode || 'GBP',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    // An unknown currency code must not break the page.
    return `${currencyCode} ${value.toFixed(digits)}`;
  }
}

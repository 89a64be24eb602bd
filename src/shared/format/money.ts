/**
 * Money as the customer reads it (spec 9): whole amounts of 1000 or more show no decimals, every other amount 2.
 * Vehicle labels are the exception the spec names: they always show 2 decimals.
 */
export function formatMoney(amount: number, currencyCode = 'GBP', locale = 'en-GB'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return formatWith(value, currencyCode, locale, Number.isInteger(value) && Math.abs(value) >= 1000 ? 0 : 2);
}

/** A vehicle's fare as its label shows it (spec 9): the currency symbol and always 2 decimals. */
export function formatVehicleFare(amount: number, currencyCode = 'GBP', locale = 'en-GB'): string {
  return formatWith(Number.isFinite(amount) ? amount : 0, currencyCode, locale, 2);
}

function formatWith(value: number, currencyCode: string, locale: string, digits: number): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode || 'GBP',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    // An unknown currency code must not break the page: show the amount beside the code.
    return `${currencyCode} ${value.toFixed(digits)}`;
  }
}

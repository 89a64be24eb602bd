/** Money formats (spec 9). */

/** Currency formatting: no decimals for whole amounts of 1000 or more, otherwise 2 decimals. */
export function formatCurrency(amount: number, currencyCode = 'GBP', locale = 'en-GB'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const whole = Number.isInteger(value) && Math.abs(value) >= 1000;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode || 'GBP',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(value);
  } catch {
    // An unknown currency code must not break the page: show the amount with the code.
    return `${currencyCode} ${formatFare(value)}`;
  }
}

/** Vehicle labels show fares to 2 decimals (spec 9). */
export function formatFare(amount: number): string {
  return (Number.isFinite(amount) ? amount : 0).toFixed(2);
}

/** A vehicle's fare as its label shows it: the currency symbol and always 2 decimals. */
export function formatVehicleFare(amount: number, currencyCode = 'GBP', locale = 'en-GB'): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode || 'GBP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${currencyCode} ${formatFare(amount)}`;
  }
}

/** Price tiers (3.7): the first 3 are kept and the second is the default (the first when only one exists). */
export function keptPriceTiers<T>(tiers: readonly T[]): { tiers: T[]; defaultIndex: number } {
  const kept = tiers.slice(0, 3);
  return { tiers: kept, defaultIndex: kept.length === 0 ? -1 : Math.min(1, kept.length - 1) };
}

/**
 * Money as the customer reads it (the currency format rule, rules: currency-format): whole amounts of 1000 or more show no decimals, every other amount 2.
 * Vehicle labels are the exception the spec names: they always show 2 decimals.
 */
export function formatMoney(amount: number, currencyCode = 'GBP', locale = 'en-GB'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return formatWith(value, currencyCode, locale, Number.isInteger(value) && Math.abs(value) >= 1000 ? 0 : 2);
}

/** A vehicle's fare as its label shows it (the currency format rule, rules: currency-format): the currency symbol and always 2 decimals. */
export function formatVehicleFare(amount: number, currencyCode = 'GBP', locale = 'en-GB'): string {
  return formatWith(Number.isFinite(amount) ? amount : 0, currencyCode, locale, 2);
}

/**
 * Formatters made once per locale, currency and digits: making an Intl.NumberFormat costs far more than using one
 * (it was the largest single cost of rendering a booking's confirmation mail on the server). Unknown currency codes
 * throw when made, so they are never kept; the few real combinations bound the map.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatWith(value: number, currencyCode: string, locale: string, digits: number): string {
  const currency = currencyCode || 'GBP';
  const key = `${locale} ${currency} ${digits}`;
  try {
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        // The currency's narrow symbol in every locale, as the mails write it: "25,00 £" in French rather than
        // Intl's "25,00 £GB" (the currency format rule).
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      if (formatters.size >= 100) formatters.clear();
      formatters.set(key, formatter);
    }
    return formatter.format(value);
  } catch {
    // An unknown currency code must not break the page: show the amount beside the code.
    return `${currencyCode} ${value.toFixed(digits)}`;
  }
}

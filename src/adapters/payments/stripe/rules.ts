/** Stripe's pure rules (the payment flow rule, rules: payment-flow): what counts as succeeded, billing details, amounts in minor units. */
import type { BillingDetails } from '../types';

/** The payment flow rule (rules: payment-flow) step 3: any status containing "succ" is a succeeded payment. */
export const isSucceeded = (status: string | null | undefined): boolean => /succ/i.test(status ?? '');

/** The payment flow rule (rules: payment-flow) step 2: name, city, line1, state from the country code, postal code. */
export function billingDetailsOf(billing: BillingDetails) {
  const country = billing.countryCode.trim().toUpperCase();
  return {
    name: billing.name.trim(),
    address: {
      line1: billing.line1.trim(),
      city: billing.city.trim(),
      postal_code: billing.postalCode.trim(),
      ...(country ? { country, state: country } : {}),
    },
  };
}

const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF']);

/** An amount in the currency's smallest unit, as Stripe counts it. */
export function minorUnits(amount: number, currencyCode: string): number {
  return ZERO_DECIMAL.has(currencyCode.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);
}

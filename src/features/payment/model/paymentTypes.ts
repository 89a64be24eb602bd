/** Which payment types the step offers (the operator configuration and roles rules, rules: configuration, roles) and how wide each choice is (the defaults rule, rules: defaults). */
import type { Configuration, PaymentMethod } from '@/api';

export type OfferedPaymentType = Extract<PaymentMethod, 'cash' | 'card' | 'paypal'>;

export const PAYMENT_TYPE_LABELS: Record<OfferedPaymentType, string> = {
  card: 'By card',
  cash: 'Cash',
  paypal: 'Paypal',
};

type PaymentSwitches = Pick<
  Configuration,
  'isCashAllowed' | 'isCardAllowed' | 'isPaypalAllowed' | 'defaultPaymentMethod'
>;

/**
 * The types the configuration allows, in the spec's order, limited to `available` (a caller that cannot take one).
 */
export function offeredPaymentTypes(
  config: PaymentSwitches,
  available: readonly OfferedPaymentType[] = ['card', 'cash', 'paypal'],
): OfferedPaymentType[] {
  // The operator configuration rule's (rules: configuration) order: IsCashAllowed, IsCardAllowed, IsPaypalAllowed.
  const allowed: OfferedPaymentType[] = [];
  if (config.isCashAllowed) allowed.push('cash');
  if (config.isCardAllowed) allowed.push('card');
  if (config.isPaypalAllowed) allowed.push('paypal');
  return allowed.filter((type) => available.includes(type));
}

/** The defaults rule (rules: defaults): payment item column widths are 12, 6 or 3 (of 12) for 1, 2 or more payment types. */
export function paymentColumnSpan(count: number): 12 | 6 | 3 {
  if (count <= 1) return 12;
  if (count === 2) return 6;
  return 3;
}

/** The configured default when it is offered, else the first offered type, else none. */
export function initialPaymentType(
  offered: readonly OfferedPaymentType[],
  configuredDefault: PaymentMethod,
  current?: string,
): OfferedPaymentType | '' {
  if (current && offered.includes(current as OfferedPaymentType)) return current as OfferedPaymentType;
  if (offered.includes(configuredDefault as OfferedPaymentType)) return configuredDefault as OfferedPaymentType;
  return offered[0] ?? '';
}

/**
 * The choices the payment step lists. With the dialogs rule's (rules: modals) payment-method dialog (and both card and PayPal offered), card
 * and PayPal are one online choice, "By card", and the confirm action asks which (`methodChoice`).
 */
export function paymentChoices(
  config: PaymentSwitches,
  methodDialog = false,
): { offered: OfferedPaymentType[]; methodChoice: boolean } {
  const allowed = offeredPaymentTypes(config);
  const methodChoice = methodDialog && allowed.includes('card') && allowed.includes('paypal');
  return { offered: methodChoice ? allowed.filter((type) => type !== 'paypal') : allowed, methodChoice };
}

/**
 * The payment type the step shows for the booking's choice (`current`): the one the customer chose where it is
 * offered, else the configured default, else the first offered (initialPaymentType).
 */
export function shownPaymentType(
  config: PaymentSwitches,
  current: string | undefined,
  methodDialog = false,
): OfferedPaymentType | '' {
  return initialPaymentType(paymentChoices(config, methodDialog).offered, config.defaultPaymentMethod, current);
}

import { describe, expect, it } from 'vitest';
import {
  initialPaymentType,
  offeredPaymentTypes,
  paymentChoices,
  paymentColumnSpan,
  shownPaymentType,
} from './paymentTypes';

const switches = (cash: boolean, card: boolean, paypal: boolean) => ({
  isCashAllowed: cash,
  isCardAllowed: card,
  isPaypalAllowed: paypal,
  defaultPaymentMethod: 'card' as const,
});

describe('payment types offered (3.14, 6)', () => {
  it('follows IsCashAllowed, IsCardAllowed and IsPaypalAllowed, in that order (3.14)', () => {
    expect(offeredPaymentTypes(switches(true, true, true))).toEqual(['cash', 'card', 'paypal']);
    expect(offeredPaymentTypes(switches(true, false, false))).toEqual(['cash']);
    expect(offeredPaymentTypes(switches(false, true, true))).toEqual(['card', 'paypal']);
    expect(offeredPaymentTypes(switches(false, false, false))).toEqual([]);
  });
  it('leaves out a type this build cannot take', () => {
    expect(offeredPaymentTypes(switches(true, true, true), ['card', 'cash'])).toEqual(['cash', 'card']);
  });
});

describe('column widths (9)', () => {
  it('is 12, 6 or 3 for 1, 2 or more types', () => {
    expect(paymentColumnSpan(1)).toBe(12);
    expect(paymentColumnSpan(2)).toBe(6);
    expect(paymentColumnSpan(3)).toBe(3);
    expect(paymentColumnSpan(5)).toBe(3);
  });
});

describe('the chosen type', () => {
  it('keeps the draft choice when offered, else the configured default, else the first offered', () => {
    expect(initialPaymentType(['card', 'cash'], 'card', 'cash')).toBe('cash');
    expect(initialPaymentType(['card', 'cash'], 'cash', '')).toBe('cash');
    expect(initialPaymentType(['card', 'cash'], 'card', 'paypal')).toBe('card');
    expect(initialPaymentType(['cash'], 'card')).toBe('cash');
    expect(initialPaymentType([], 'card')).toBe('');
  });
});

describe('the choices the step lists (2.6 payment-method dialog)', () => {
  it('makes card and PayPal one online choice where the template asks in a dialog', () => {
    expect(paymentChoices(switches(true, true, true), true)).toEqual({ offered: ['cash', 'card'], methodChoice: true });
    expect(paymentChoices(switches(true, true, true))).toEqual({
      offered: ['cash', 'card', 'paypal'],
      methodChoice: false,
    });
    // Without both online types there is nothing to ask.
    expect(paymentChoices(switches(true, false, true), true)).toEqual({
      offered: ['cash', 'paypal'],
      methodChoice: false,
    });
  });

  it('shows the chosen type where offered, else the default, else the first offered', () => {
    expect(shownPaymentType(switches(true, true, false), 'cash')).toBe('cash');
    expect(shownPaymentType(switches(true, true, false), '')).toBe('card');
    expect(shownPaymentType(switches(true, false, false), '')).toBe('cash');
    expect(shownPaymentType(switches(true, true, true), 'paypal', true)).toBe('card');
  });
});

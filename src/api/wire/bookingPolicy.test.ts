import { describe, expect, it } from 'vitest';
import {
  bookingPolicyProblems,
  changeAllowed,
  policyLines,
  refundFor,
  type RefundFacts,
  type WireBookingPolicy,
} from './bookingPolicy';

const policy: WireBookingPolicy = {
  changeuntilhours: 2,
  refunds: {
    card: [
      { hoursbefore: 24, percent: 100 },
      { hoursbefore: 2, percent: 50 },
    ],
    paypal: [{ hoursbefore: 48, percent: 100 }],
  },
};

const pickupAt = new Date('2026-12-01T12:00:00Z');
const hoursEarlier = (hours: number) => new Date(pickupAt.getTime() - hours * 3_600_000);
const paid: RefundFacts = { pickupAt, paymentMethod: 'Card', isPaid: true, paid: 40.25 };

describe('the refund tiers rule', () => {
  it.each([
    [72, 100, 40.25],
    [24.01, 100, 40.25],
    [24, 50, 20.13],
    [2.01, 50, 20.13],
    [2, 0, 0],
    [0.5, 0, 0],
    [-1, 0, 0],
  ])('a card booking cancelled %s hours before pick-up gets %s%% back (%s)', (hours, percent, amount) => {
    expect(refundFor(paid, hoursEarlier(hours), policy)).toEqual({ percent, amount });
  });

  it('keys tiers by payment method, whatever its case', () => {
    const byPaypal = { ...paid, paymentMethod: 'PayPal' };
    expect(refundFor(byPaypal, hoursEarlier(49), policy).percent).toBe(100);
    expect(refundFor(byPaypal, hoursEarlier(48), policy).percent).toBe(0);
    expect(refundFor({ ...paid, paymentMethod: 'account' }, hoursEarlier(72), policy).amount).toBe(0);
  });

  it('gives nothing back for an unpaid or cash booking, or without a policy', () => {
    expect(refundFor({ ...paid, isPaid: false }, hoursEarlier(72), policy).amount).toBe(0);
    expect(refundFor({ ...paid, paymentMethod: 'Cash' }, hoursEarlier(72), policy).amount).toBe(0);
    expect(refundFor(paid, hoursEarlier(72), undefined).amount).toBe(0);
  });

  it('takes the most generous tier met, whatever order the operator wrote them in', () => {
    const reversed = { ...policy, refunds: { card: [...policy.refunds.card].reverse() } };
    expect(refundFor(paid, hoursEarlier(30), reversed).percent).toBe(100);
  });
});

describe('the change cut-off rule', () => {
  it('allows a change only more than changeuntilhours before pick-up', () => {
    expect(changeAllowed(pickupAt, hoursEarlier(2.01), policy)).toBe(true);
    expect(changeAllowed(pickupAt, hoursEarlier(2), policy)).toBe(false);
    expect(changeAllowed(pickupAt, hoursEarlier(72), undefined)).toBe(false);
  });
});

describe('the policy in the operator document', () => {
  it('accepts a good policy and an absent one', () => {
    expect(bookingPolicyProblems(policy)).toEqual([]);
    expect(bookingPolicyProblems(undefined)).toEqual([]);
  });

  it('names every bad field', () => {
    expect(
      bookingPolicyProblems({ changeuntilhours: -1, refunds: { card: [{ hoursbefore: 'x', percent: 120 }], cash: 3 } }),
    ).toEqual([
      'configuration.bookingpolicy.changeuntilhours must be a number of hours, 0 or more',
      'configuration.bookingpolicy.refunds.card[0].hoursbefore must be 0 or more',
      'configuration.bookingpolicy.refunds.card[0].percent must be from 0 to 100',
      'configuration.bookingpolicy.refunds.cash must be an array of tiers',
    ]);
    expect(bookingPolicyProblems([])).toEqual(['configuration.bookingpolicy must be an object']);
  });

  it('says the policy in words', () => {
    expect(policyLines(policy)).toEqual([
      'Changes can be made online until 2 hours before pick-up.',
      'Paid by Card: a full refund if cancelled more than 24 hours before pick-up, 50% back if cancelled more than 2 hours before pick-up; no refund after that.',
      'Paid by PayPal: a full refund if cancelled more than 48 hours before pick-up; no refund after that.',
    ]);
    expect(policyLines(policy, 'PayPal')).toEqual([
      'Changes can be made online until 2 hours before pick-up.',
      'Paid by PayPal: a full refund if cancelled more than 48 hours before pick-up; no refund after that.',
    ]);
    expect(policyLines(policy, 'cash')).toEqual(['Changes can be made online until 2 hours before pick-up.']);
    expect(policyLines(undefined)).toEqual([]);
  });
});

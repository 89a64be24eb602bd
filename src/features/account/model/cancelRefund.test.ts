import { describe, expect, it } from 'vitest';
import type { WireBookingPolicy } from '@/api';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { cancelRefundNote, refundStatusText, type CancelFacts } from './cancelRefund';

const { t } = sourceTranslator();

const policy: WireBookingPolicy = {
  changeuntilhours: 2,
  refunds: {
    card: [
      { hoursbefore: 24, percent: 100 },
      { hoursbefore: 2, percent: 50 },
    ],
  },
};
const facts: CancelFacts = {
  paymentMethod: 'card',
  isPaid: true,
  totalFare: 50.17,
  currencyCode: 'GBP',
  pickupDateTime: '2026-11-24T08:00:00Z',
};
const hoursBefore = (hours: number) => new Date(Date.parse(facts.pickupDateTime) - hours * 3_600_000);

describe('the cancel confirmation says what the refund tiers rule gives back', () => {
  it('tells the amount and share of the tier met, as the server will ask the gateway for', () => {
    expect(cancelRefundNote(facts, policy, hoursBefore(48), '')).toBe(
      'You will get £50.17 back (100% under our cancellation policy), to the card or account you paid with.',
    );
    expect(cancelRefundNote(facts, policy, hoursBefore(24), '')).toBe(
      'You will get £25.09 back (50% under our cancellation policy), to the card or account you paid with.',
    );
    expect(cancelRefundNote(facts, policy, hoursBefore(2), '')).toBe(
      'Under our cancellation policy no refund is due this close to the pick-up time.',
    );
  });

  it('says nothing about money for cash or an unpaid booking, and whom to ask without a policy', () => {
    expect(cancelRefundNote({ ...facts, paymentMethod: 'cash' }, policy, hoursBefore(48), '')).toBe('');
    expect(cancelRefundNote({ ...facts, isPaid: false }, policy, hoursBefore(48), '')).toBe('');
    expect(cancelRefundNote(facts, undefined, hoursBefore(48), '020 7946 0000')).toContain(
      'please call us on 020 7946 0000',
    );
  });

  it('shows a refund made, and one the server is retrying', () => {
    expect(refundStatusText({ amount: 25.09, status: 'refunded' }, 'GBP', t)).toBe('£25.09 refunded');
    expect(refundStatusText({ amount: 25.09, status: 'failed' }, 'GBP', t)).toBe(
      '£25.09 to be refunded: the payment provider has not made it yet, and we are trying again',
    );
    expect(refundStatusText(null, 'GBP', t)).toBe('');
  });
});

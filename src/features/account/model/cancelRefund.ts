/**
 * What cancelling gives back, told before the customer confirms and after (the refund tiers rule, rules:
 * refund-tiers): the amount comes from the same rule the server refunds by, at the server's clock, so the
 * confirmation says what the gateway will be asked for. Without an operator policy the old note stands: whom to ask.
 */
import { refundFor, type WireBookingPolicy } from '@/api';
import { formatMoney } from '@/shared/format/money';
import { cancelPaymentNote } from './bookingActions';
import type { Translate } from './signInForms';

export interface CancelFacts {
  paymentMethod: string;
  isPaid: boolean;
  totalFare: number;
  currencyCode: string;
  pickupDateTime: string;
}

const paidByMoney = (method: string) => !['', 'cash'].includes(method.trim().toLowerCase());

/** The line of the cancel confirmation about money; '' when nothing was paid. */
export function cancelRefundNote(
  facts: CancelFacts,
  policy: WireBookingPolicy | undefined,
  now: Date,
  phone: string,
): string {
  if (!policy) return cancelPaymentNote(facts, phone);
  if (!facts.isPaid || !paidByMoney(facts.paymentMethod)) return '';
  const pickupAt = new Date(facts.pickupDateTime);
  const refund = refundFor(
    { pickupAt, paymentMethod: facts.paymentMethod, isPaid: facts.isPaid, paid: facts.totalFare },
    now,
    policy,
  );
  if (refund.amount <= 0) return 'Under our cancellation policy no refund is due this close to the pick-up time.';
  const amount = formatMoney(refund.amount, facts.currencyCode);
  return `You will get ${amount} back (${refund.percent}% under our cancellation policy), to the card or account you paid with.`;
}

/** The booking detail's line about a refund made, or being retried, in the page's language (`t`, `locale`); '' when there is none. */
export function refundStatusText(
  refund: { amount: number; status: 'refunded' | 'failed' } | null,
  currency: string,
  t: Translate,
  locale = 'en-GB',
) {
  if (!refund) return '';
  const amount = formatMoney(refund.amount, currency, locale);
  return t(refund.status === 'refunded' ? 'account.refund.done' : 'account.refund.retrying', { amount });
}

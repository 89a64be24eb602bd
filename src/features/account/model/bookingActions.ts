/**
 * The booking actions rule (rules: booking-actions): which actions a booking offers. Status values come from the server and are not enumerated,
 * so every rule matches words in the status text, case-insensitively.
 */
export interface BookingActionFacts {
  status: string;
  paymentMethod: string;
  isPaid: boolean;
  /** The booking reference (job part id); 0 or empty when the booking has none. */
  reference: number | string;
}

const has = (status: string, pattern: RegExp) => pattern.test(status);

/** Resend receipt: shown unless the status is cancelled. */
export function canResendReceipt(status: string): boolean {
  return !has(status, /cancel/i);
}

/** Cancel: only when the operator allows cancelling (CanCancelBooking, 6) and the status contains "upcoming". */
export function canCancel(status: string, canCancelBooking: boolean): boolean {
  return canCancelBooking && has(status, /upcoming/i);
}

/** Pay: not cash, unpaid, has a reference, and the status does not contain "cancel". */
export function canPay(facts: BookingActionFacts): boolean {
  const reference = String(facts.reference ?? '').trim();
  return (
    facts.paymentMethod.trim().toLowerCase() !== 'cash' &&
    !facts.isPaid &&
    reference !== '' &&
    reference !== '0' &&
    !has(facts.status, /cancel/i)
  );
}

/** Track: the status contains "started", "arrived", "finish" or "pob" (passenger on board). */
export function canTrack(status: string): boolean {
  return has(status, /started|arrived|finish|pob/i);
}

export interface BookingActions {
  resendReceipt: boolean;
  cancel: boolean;
  pay: boolean;
  track: boolean;
}

export function bookingActions(facts: BookingActionFacts, options: { canCancelBooking: boolean }): BookingActions {
  return {
    resendReceipt: canResendReceipt(facts.status),
    cancel: canCancel(facts.status, options.canCancelBooking),
    pay: canPay(facts),
    track: canTrack(facts.status),
  };
}

const PAID_BY: Record<string, string> = { card: 'card', stripe: 'card', paypal: 'PayPal', account: 'your account' };

/**
 * What cancelling does to a payment, for the confirm question and the notice after it. Cancelling does not give the
 * money back by itself (the operator's Conditions of Use decide any refund), so a paid booking says whom to ask, as
 * the cancellation e-mail does; a cash or unpaid booking needs no word about money.
 */
export function cancelPaymentNote(facts: Pick<BookingActionFacts, 'paymentMethod' | 'isPaid'>, phone: string): string {
  const method = facts.paymentMethod.trim().toLowerCase();
  if (!facts.isPaid || method === 'cash' || method === '') return '';
  const by = PAID_BY[method] ?? method;
  const call = phone.trim() ? `please call us on ${phone.trim()}` : 'please contact us';
  return `You have paid for this booking by ${by}. Cancelling does not refund the payment by itself: about a refund, ${call}. Refunds follow our Conditions of Use.`;
}

import { useRef } from 'react';
import { createBooking, isAbortError, resultCode, type WireBookingRequest, type WireBookingResponse } from '@/api';
import type { ConfirmResult, ProviderFieldsProps } from '@/adapters/payments';
import { reportConfirmed, type ReportPayment } from '../actions/confirmAndReport';
import type { BookingSubmission } from '../actions/submitBooking';
import {
  cardProviderFailure,
  interpretBookingAnswer,
  networkFailure,
  paidOutcome,
  type SubmitOutcome,
} from '../model/outcome';
import { ensureRequestId } from '../model/requestId';
import type { useCardPayment } from './useCardPayment';

export interface ProviderCheckoutInput {
  /** PayPal's button, or Stripe's wallet button (a card payment). */
  paymentType: 'paypal' | 'card';
  payment: ReturnType<typeof useCardPayment>;
  buildRequest: () => WireBookingRequest | null | Promise<WireBookingRequest | null>;
  requestId?: string;
  onRequestId?: (requestId: string) => void;
  send?: (body: BookingSubmission) => Promise<WireBookingResponse>;
  report?: ReportPayment;
  onConfirmed: (outcome: Extract<SubmitOutcome, { kind: 'confirmed' }>) => void;
}

/**
 * A payment a provider's own button starts (the payment flow rule, rules: payment-flow): PayPal's button, or Stripe's wallet button. The booking is made
 * (once per requestid) and its answer carries what the API created at the provider (the PayPal order, the
 * PaymentIntent's client secret); the buyer approves at the provider; the payment is reported with updatebooking,
 * which the API checks with the provider itself (capturing a PayPal order).
 */
export function useProviderCheckout(
  input: ProviderCheckoutInput,
): Pick<
  ProviderFieldsProps,
  'createOrder' | 'onApprove' | 'onCancel' | 'onError' | 'createClientSecret' | 'onWalletPaid'
> {
  const booked = useRef<WireBookingResponse | null>(null);
  const { payment } = input;
  const fail = (outcome: SubmitOutcome) => {
    payment.settle(outcome);
    return new Error('The payment could not be started.');
  };
  const report = async (result: ConfirmResult) => {
    const answer = booked.current;
    if (!answer) return void fail(cardProviderFailure());
    payment.start();
    payment.setPhase('booking');
    const jobPartId = Number(answer.Bref) || 0;
    const failure = await reportConfirmed(
      result,
      { jobPartId, returnJobPartId: Number(answer.ReturnRef) || 0, code: answer.BookingCode },
      input.report,
    ).finally(() => payment.setPhase('idle'));
    const outcome =
      failure ?? paidOutcome(String(answer.BookingCode ?? jobPartId), jobPartId, Number(answer.ReturnRef) || 0);
    if (payment.settle(outcome)) input.onConfirmed(outcome);
  };
  const createOrder = async (): Promise<string> => {
    payment.clearMessage();
    const request = await input.buildRequest();
    if (!request) throw new Error('The booking is not ready.');
    const requestid = ensureRequestId(input.requestId);
    if (requestid !== input.requestId) input.onRequestId?.(requestid);
    let answer: WireBookingResponse;
    try {
      answer = await (input.send ?? createBooking)({ ...request, paymentmethod: input.paymentType, requestid });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw fail(networkFailure());
    }
    if (resultCode(answer) !== 1 || !answer.ClientSecret) throw fail(interpretBookingAnswer(answer, input.paymentType));
    booked.current = answer;
    return answer.ClientSecret;
  };
  return {
    createOrder,
    async onApprove(orderId) {
      await report({ status: 'succeeded', transactionId: orderId, providerStatus: 'APPROVED' });
    },
    createClientSecret: () => createOrder().catch(() => null),
    async onWalletPaid(result) {
      await report(result);
    },
    onCancel() {
      // The buyer closed PayPal's window or the wallet sheet: nothing was paid; the booking waits unpaid.
    },
    onError() {
      payment.settle(cardProviderFailure());
    },
  };
}

import { useRef } from 'react';
import { createBooking, isAbortError, resultCode, type WireBookingRequest, type WireBookingResponse } from '@/api';
import type { ProviderFieldsProps } from '@/adapters/payments';
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

export interface PayPalFlowInput {
  payment: ReturnType<typeof useCardPayment>;
  buildRequest: () => WireBookingRequest | null | Promise<WireBookingRequest | null>;
  requestId?: string;
  onRequestId?: (requestId: string) => void;
  send?: (body: BookingSubmission) => Promise<WireBookingResponse>;
  report?: ReportPayment;
  onConfirmed: (outcome: Extract<SubmitOutcome, { kind: 'confirmed' }>) => void;
}

/**
 * Spec 4.10's paypal flow: the buyer presses PayPal's button, the booking is made (once per requestid) and its
 * answer carries the order the API created; the buyer approves it at PayPal; the order id is reported with
 * updatebooking, which the API settles by capturing the order itself.
 */
export function usePayPalPayment(
  input: PayPalFlowInput,
): Pick<ProviderFieldsProps, 'createOrder' | 'onApprove' | 'onCancel' | 'onError'> {
  const booked = useRef<WireBookingResponse | null>(null);
  const { payment } = input;
  const fail = (outcome: SubmitOutcome) => {
    payment.settle(outcome);
    return new Error('The PayPal order could not be made.');
  };
  return {
    async createOrder() {
      payment.clearMessage();
      const request = await input.buildRequest();
      if (!request) throw new Error('The booking is not ready.');
      const requestid = ensureRequestId(input.requestId);
      if (requestid !== input.requestId) input.onRequestId?.(requestid);
      let answer: WireBookingResponse;
      try {
        answer = await (input.send ?? createBooking)({ ...request, paymentmethod: 'paypal', requestid });
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw fail(networkFailure());
      }
      if (resultCode(answer) !== 1 || !answer.ClientSecret) throw fail(interpretBookingAnswer(answer, 'paypal'));
      booked.current = answer;
      return answer.ClientSecret;
    },
    async onApprove(orderId) {
      const answer = booked.current;
      if (!answer) return void fail(cardProviderFailure());
      payment.start();
      payment.setPhase('booking');
      const jobPartId = Number(answer.Bref) || 0;
      const failure = await reportConfirmed(
        { status: 'succeeded', transactionId: orderId, providerStatus: 'APPROVED' },
        { jobPartId, returnJobPartId: Number(answer.ReturnRef) || 0, code: answer.BookingCode },
        input.report,
      ).finally(() => payment.setPhase('idle'));
      const outcome =
        failure ?? paidOutcome(String(answer.BookingCode ?? jobPartId), jobPartId, Number(answer.ReturnRef) || 0);
      if (payment.settle(outcome)) input.onConfirmed(outcome);
    },
    onCancel() {
      // The buyer closed PayPal's window: nothing was paid; the booking waits unpaid and the button stays.
    },
    onError() {
      payment.settle(cardProviderFailure());
    },
  };
}

import { isAbortError, updateBooking, type WireCodeMessageUpper, type WireUpdateBookingRequest } from '@/api';
import type { CardDetails, PaymentProvider } from '@/adapters/payments';
import {
  networkFailure,
  paymentRefused,
  PaymentProcessStatus,
  type SubmitOutcome,
  type SubmitPhase,
} from '../model/outcome';
import { interpretPaymentAnswer } from '../model/payLater';
import { tokeniseCard } from './tokeniseCard';

export interface PayLaterInput {
  jobPartId: number;
  /** The booking's access code: how a guest shows the booking is theirs (a signed-in owner needs none). */
  code?: string;
  /** The payment link's id, when the booking was opened through one (2.1). */
  linkId?: string;
  /** The booking's code for confirmed/{code}, from the payment intent. */
  bookingCode: string;
  card: CardDetails;
  loadProvider: () => Promise<PaymentProvider>;
  onPhase?: (phase: SubmitPhase) => void;
  /** The update-booking call; the real one by default. */
  send?: (body: WireUpdateBookingRequest) => Promise<WireCodeMessageUpper>;
}

/**
 * Pays an existing unpaid booking (4.3 Pay, 7.6): the card is tokenised by the gateway (never sent to the operator
 * API), then updatebooking charges the nonce. Never rejects: every failure is an outcome to show (8.3).
 */
export async function payLater(input: PayLaterInput): Promise<SubmitOutcome> {
  const { onPhase } = input;
  const send = input.send ?? ((body: WireUpdateBookingRequest) => updateBooking(body));
  try {
    onPhase?.('tokenising');
    const token = await tokeniseCard(input.loadProvider, input.card);
    if ('failed' in token) return token.failed;
    onPhase?.('booking');
    let answer: WireCodeMessageUpper;
    try {
      answer = await send({
        transactionid: token.nonce,
        jobpartid: input.jobPartId,
        transactionstatus: 'succeeded',
        ...(input.code ? { code: input.code } : {}),
        ...(input.linkId ? { id: input.linkId } : {}),
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      return networkFailure();
    }
    const verdict = interpretPaymentAnswer(answer);
    if (!verdict.paid) return paymentRefused(verdict.message);
    return {
      kind: 'confirmed',
      status: PaymentProcessStatus.success,
      bookingCode: input.bookingCode,
      bref: input.jobPartId,
      returnRef: 0,
      isPaid: true,
    };
  } finally {
    onPhase?.('idle');
  }
}

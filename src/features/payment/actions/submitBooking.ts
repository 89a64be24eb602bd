import { createBooking, isAbortError, type WireBookingRequest, type WireBookingResponse } from '@/api';
import type { CardDetails, ConfirmResult, PaymentProvider } from '@/adapters/payments';
import { reportConfirmed, type ReportPayment } from './confirmAndReport';
import {
  cardProviderFailure,
  interpretBookingAnswer,
  networkFailure,
  paidOutcome,
  type SubmitOutcome,
  type SubmitPhase,
} from '../model/outcome';
import { tokeniseCard } from './tokeniseCard';

/** What createbookingTest takes beyond the booking itself: the card nonce and the attempt's idempotency key. */
export type BookingSubmission = WireBookingRequest & { nonce?: string; requestid: string };

export interface SubmitBookingInput {
  /** The booking as the booking feature builds it (buildBookingRequest). */
  request: WireBookingRequest;
  paymentType: string;
  /** The draft's requestId: the same for every retry of this booking attempt. */
  requestId: string;
  /** Required when paying by card; tokenised first, never sent to the operator API. */
  card?: CardDetails;
  loadProvider?: () => Promise<PaymentProvider>;
  onPhase?: (phase: SubmitPhase) => void;
  /** The booking call; the real one by default. */
  send?: (body: BookingSubmission) => Promise<WireBookingResponse>;
  /**
   * A provider with its own card fields (Stripe): no nonce; the booking answers a client secret, which this
   * confirms with the card and billing details (the card token rule (rules: card-token) step 2), then the payment is reported (`report`).
   */
  confirm?: (clientSecret: string) => Promise<ConfirmResult>;
  report?: ReportPayment;
}

const inFlight = new Map<string, Promise<SubmitOutcome>>();

/**
 * The card token rule's (rules: card-token) nonce path: tokenise the card when paying by card, post createbookingTest with the nonce and the
 * requestid, and interpret the answer. Never rejects: every failure is an outcome the step can show.
 * A second call for the same requestId while one runs (a double click) joins the first instead of sending again.
 */
export function submitBooking(input: SubmitBookingInput): Promise<SubmitOutcome> {
  const running = inFlight.get(input.requestId);
  if (running) return running;
  const attempt = run(input).finally(() => inFlight.delete(input.requestId));
  inFlight.set(input.requestId, attempt);
  return attempt;
}

async function run(input: SubmitBookingInput): Promise<SubmitOutcome> {
  const { paymentType, requestId, onPhase } = input;
  const send = input.send ?? ((body: BookingSubmission) => createBooking(body));
  let nonce: string | undefined;
  try {
    if (paymentType === 'card' && !input.confirm) {
      if (!input.card || !input.loadProvider) return cardProviderFailure();
      onPhase?.('tokenising');
      const token = await tokeniseCard(input.loadProvider, input.card);
      if ('failed' in token) return token.failed;
      nonce = token.nonce;
    }
    onPhase?.('booking');
    let answer: WireBookingResponse;
    try {
      answer = await send({ ...input.request, nonce, requestid: requestId });
    } catch (error) {
      if (isAbortError(error)) throw error;
      // The answer was lost (network, timeout, 5xx): the same requestid on a retry returns this booking, never a second.
      return networkFailure();
    }
    if (input.confirm && paymentType === 'card') return await confirmAnswer(answer, input.confirm, input.report);
    return interpretBookingAnswer(answer, paymentType);
  } finally {
    onPhase?.('idle');
  }
}

/** Stripe's path: an unpaid booking with a client secret is confirmed at Stripe, then reported (the payment flow rule (rules: payment-flow) steps 2 to 4). */
async function confirmAnswer(
  answer: WireBookingResponse,
  confirm: (clientSecret: string) => Promise<ConfirmResult>,
  report?: ReportPayment,
): Promise<SubmitOutcome> {
  const booked = interpretBookingAnswer(answer, 'card');
  const paymentCode = answer.PaymentResult?.Code;
  if (answer.Code !== 1 || paymentCode === 1 || paymentCode === 3 || !answer.ClientSecret) return booked;
  let result: ConfirmResult;
  try {
    result = await confirm(answer.ClientSecret);
  } catch {
    return cardProviderFailure();
  }
  const failure = await reportConfirmed(
    result,
    { jobPartId: Number(answer.Bref) || 0, returnJobPartId: Number(answer.ReturnRef) || 0, code: answer.BookingCode },
    report,
  );
  return (
    failure ??
    paidOutcome(
      String(answer.BookingCode ?? answer.Bref ?? ''),
      Number(answer.Bref) || 0,
      Number(answer.ReturnRef) || 0,
    )
  );
}

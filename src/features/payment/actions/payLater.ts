import {
  isAbortError,
  resultCode,
  stripePaymentIntent,
  updateBooking,
  type WireCodeMessageUpper,
  type WirePaymentIntentResponse,
  type WireStripePaymentIntentQuery,
  type WireUpdateBookingRequest,
} from '@/api';
import type { BillingDetails, CardDetails, ConfirmResult, PaymentProvider } from '@/adapters/payments';
import { reportConfirmed } from './confirmAndReport';
import {
  cardProviderFailure,
  networkFailure,
  paymentRefused,
  paidOutcome,
  type SubmitOutcome,
  type SubmitPhase,
} from '../model/outcome';
import { interpretPaymentAnswer } from '../model/payLater';
import { tokeniseCard } from './tokeniseCard';

export interface PayLaterInput {
  jobPartId: number;
  /** The booking's access code: how a guest shows the booking is theirs (a signed-in owner needs none). */
  code?: string;
  /** The payment link's id, when the booking was opened through one (the page addresses rule, rules: routes). */
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
 * Pays an existing unpaid booking (the booking actions rule (rules: booking-actions) Pay, the booking call rule (rules: call-booking)): the card is tokenised by the gateway (never sent to the operator
 * API), then updatebooking charges the nonce. Never rejects: every failure is an outcome to show (the error behaviour rule, rules: error-behaviour).
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
    return paidOutcome(input.bookingCode, input.jobPartId);
  } finally {
    onPhase?.('idle');
  }
}

export interface PayLaterByProviderInput {
  jobPartId: number;
  bookingCode: string;
  code?: string;
  linkId?: string;
  billing: BillingDetails;
  provider: PaymentProvider;
  onPhase?: (phase: SubmitPhase) => void;
  /** stripepaymentintent; the real one by default. */
  intent?: (query: WireStripePaymentIntentQuery) => Promise<WirePaymentIntentResponse>;
  send?: (body: WireUpdateBookingRequest) => Promise<WireCodeMessageUpper>;
}

/**
 * Pays an existing booking through a provider with its own fields (Stripe): the API creates the PaymentIntent for
 * the booking's own amount (stripepaymentintent with the link id or code), Stripe confirms it with the card and
 * billing details, and the payment is reported (updatebooking), which the API checks with Stripe.
 */
export async function payLaterByProvider(input: PayLaterByProviderInput): Promise<SubmitOutcome> {
  const { onPhase } = input;
  try {
    onPhase?.('tokenising');
    let answer: WirePaymentIntentResponse;
    try {
      const query = input.linkId ? { id: input.linkId } : { code: input.code };
      answer = await (input.intent ?? ((q: WireStripePaymentIntentQuery) => stripePaymentIntent(q)))(query);
    } catch (error) {
      if (isAbortError(error)) throw error;
      return networkFailure();
    }
    if (resultCode(answer) !== 1 || !answer.ClientSecret || !input.provider.confirm) {
      const verdict = interpretPaymentAnswer(answer);
      return verdict.paid ? cardProviderFailure() : paymentRefused(verdict.message);
    }
    let result: ConfirmResult;
    try {
      result = await input.provider.confirm(answer.ClientSecret, input.billing);
    } catch {
      return cardProviderFailure();
    }
    onPhase?.('booking');
    const failure = await reportConfirmed(
      result,
      { jobPartId: input.jobPartId, code: input.code, linkId: input.linkId },
      input.send,
    );
    return failure ?? paidOutcome(input.bookingCode, input.jobPartId);
  } finally {
    onPhase?.('idle');
  }
}

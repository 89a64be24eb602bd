import { isAbortError, updateBooking, type WireCodeMessageUpper, type WireUpdateBookingRequest } from '@/api';
import type { ConfirmResult } from '@/adapters/payments';
import { cardProviderFailure, networkFailure, paymentRefused, type SubmitOutcome } from '../model/outcome';
import { interpretPaymentAnswer } from '../model/payLater';

export interface ReportTarget {
  jobPartId: number;
  returnJobPartId?: number;
  /** The booking's access code (a guest's proof), or the payment link id. */
  code?: string;
  linkId?: string;
}

export type ReportPayment = (body: WireUpdateBookingRequest) => Promise<WireCodeMessageUpper>;

/**
 * The payment flow rule (rules: payment-flow) steps 3 and 4 for a provider that confirms the payment itself (Stripe, a Stripe wallet, PayPal): a
 * succeeded status (any containing "succ") is reported with updatebooking, whose Code 1 means paid; anything else
 * shows the card message (the error behaviour rule, rules: error-behaviour) with the CVC cleared. The API asks the provider again before marking it paid.
 * Returns null when the booking is paid; otherwise the outcome to show.
 */
export async function reportConfirmed(
  result: ConfirmResult,
  target: ReportTarget,
  report: ReportPayment = (body) => updateBooking(body),
): Promise<SubmitOutcome | null> {
  // The "succ" rule of the payment flow rule (rules: payment-flow) is the provider adapter's (stripe/rules.ts): it answers succeeded only then.
  if (result.status !== 'succeeded') return cardProviderFailure();
  let answer: WireCodeMessageUpper;
  try {
    answer = await report({
      transactionid: result.transactionId,
      jobpartid: target.jobPartId,
      transactionstatus: result.providerStatus,
      ...(target.returnJobPartId ? { returnjobpartid: target.returnJobPartId } : {}),
      ...(target.code ? { code: target.code } : {}),
      ...(target.linkId ? { id: target.linkId } : {}),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    return networkFailure();
  }
  const verdict = interpretPaymentAnswer(answer);
  return verdict.paid ? null : paymentRefused(verdict.message);
}

/**
 * Paying an unpaid booking later (the booking actions rule (rules: booking-actions) Pay, the booking call rule (rules: call-booking) paymentintent and updatebooking, the payment flow rule (rules: payment-flow)): what the intent says
 * about the booking, and what the payment's answer means. Pure.
 */
import {
  GENERIC_ERROR,
  isApiError,
  presentableMessage,
  resultCode,
  resultMessage,
  type WireCodeMessageUpper,
  type WirePaymentIntentResponse,
} from '@/api';
import type { Translator } from '@/i18n';
import { ReadFailure } from '@/shared';
import { CARD_PROCESSING_ERROR } from './messages';

export type PaymentIntent =
  | {
      kind: 'payable';
      reference: number;
      /** What is due, the promo code's discount already taken off. */
      amount: number;
      currencyCode: string;
      bookingCode: string;
      /** The promo code applied and what it took off, when the server says (0 and '' otherwise). */
      discount: number;
      promoCode: string;
      /** The booking's payment link id, when the API gives it (to the booking's owner or code holder). */
      linkId: string;
    }
  | { kind: 'paid'; reference: number; bookingCode: string }
  | { kind: 'refused'; message: string };

export const ALREADY_PAID = 'This booking is already paid.';
/**
 * Paid through a payment link alone: the link pays and reads nothing else (its holder may not be the passenger),
 * so instead of the booking's confirmed page, which shows the whole record, the page says it is paid.
 */
export const paidThroughLink = (reference: number) => `Thank you: booking ${reference} is paid.`;
/** A payment link the API does not know (never issued, mistyped or withdrawn), in the promotion links' words. */
export const PAYMENT_LINK_NOT_VALID = 'This payment link is not valid or has expired.';

/** A payment link, or the booking code a link carries, that names no booking the API knows. */
export class UnknownPaymentLink extends ReadFailure {
  constructor() {
    super(PAYMENT_LINK_NOT_VALID);
  }
}

/**
 * What the payment page says when a link's booking cannot be read: a link that names no booking (the API answers
 * 404 for an unknown link id and a wrong code alike, and bookinginfo finds no booking for an unknown code) will not
 * be found by asking again, so it is said in its own words with no "Try again"; anything else (no answer, a server
 * error) is null: the read's own message and a retry.
 */
export function paymentLinkFailure(
  error: unknown,
  phone: string,
  t: Translator['t'],
): { title: string; description: string; retry: false } | null {
  const unknown = error instanceof UnknownPaymentLink || (isApiError(error) && error.status === 404);
  if (!unknown) return null;
  return {
    title: t('payment.link.notValid'),
    description: phone ? t('payment.link.checkCall', { phone }) : t('payment.link.checkContact'),
    retry: false,
  };
}

/** Code 1 with PaymentResult code 1: already paid; code 1 otherwise: payable for Amount; any other code: its message (the response codes rule, rules: response-codes). */
export function interpretIntent(answer: WirePaymentIntentResponse | null | undefined): PaymentIntent {
  const code = resultCode(answer);
  if (!answer || code !== 1)
    return { kind: 'refused', message: code === 0 ? GENERIC_ERROR : presentableMessage(resultMessage(answer)) };
  const reference = Number(answer.Bref) || 0;
  const bookingCode = String(answer.BookingCode ?? '');
  if (resultCode(answer.PaymentResult) === 1) return { kind: 'paid', reference, bookingCode };
  const amount = Number(answer.Amount);
  if (!Number.isFinite(amount) || amount <= 0) return { kind: 'refused', message: GENERIC_ERROR };
  const discount = Number(answer.Discount);
  return {
    kind: 'payable',
    reference,
    amount,
    currencyCode: answer.CurrencyCode || 'GBP',
    bookingCode,
    discount: Number.isFinite(discount) && discount > 0 ? discount : 0,
    promoCode: typeof answer.PromoCode === 'string' ? answer.PromoCode : '',
    linkId: typeof answer.PaymentLink === 'string' ? answer.PaymentLink : '',
  };
}

export type PaymentAnswer = { paid: true } | { paid: false; message: string };

/**
 * The payment outcome rule (rules: payment-outcome) (flow, fourth point): the update-booking call answering code 1 means paid (then the confirmed page); otherwise the
 * CVC is cleared and the message shown: the generic text for code 0, the card message when the server gives none.
 */
export function interpretPaymentAnswer(answer: WireCodeMessageUpper | null | undefined): PaymentAnswer {
  const code = resultCode(answer);
  if (code === 1) return { paid: true };
  if (code === 0) return { paid: false, message: GENERIC_ERROR };
  const message = resultMessage(answer);
  return { paid: false, message: message?.trim() ? presentableMessage(message) : CARD_PROCESSING_ERROR };
}

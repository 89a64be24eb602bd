/** What a booking submission's answer means for the customer (the payment flow, response codes and error behaviour rules, rules: payment-flow, response-codes, error-behaviour). */
import { presentableMessage, resultCode, resultMessage, type WireBookingResponse } from '@/api';
import { CARD_PROCESSING_ERROR, GENERIC_ERROR } from './messages';
import { shownPaymentType } from './paymentTypes';

/** The payment flow rule (rules: payment-flow): the payment process statuses. */
export const PaymentProcessStatus = {
  processing: 0,
  success: 1,
  paymentError: 2,
  bookingError: 3,
  paymentAndBookingError: 4,
} as const;
export type PaymentProcessStatus = (typeof PaymentProcessStatus)[keyof typeof PaymentProcessStatus];

/** The defaults rule (rules: defaults): error messages appear 1000 ms after the progress dialog closes. */
export const ERROR_MESSAGE_DELAY_MS = 1000;

export type SubmitOutcome =
  | {
      kind: 'confirmed';
      status: typeof PaymentProcessStatus.success;
      /** The code of confirmed/{code} and bookinginfo. */
      bookingCode: string;
      bref: number;
      returnRef: number;
      isPaid: boolean;
    }
  | {
      kind: 'failed';
      status: Exclude<PaymentProcessStatus, 0 | 1>;
      message: string;
      /** The error behaviour rule (rules: error-behaviour): a card failure clears the CVC. */
      clearCvc: boolean;
      /** The payment flow and error behaviour rules (rules: payment-flow, error-behaviour): close the dialogs and show the message after this many ms (0 = at once). */
      delayMs: number;
      /** The error behaviour rule (rules: error-behaviour): a tokenisation error is shown in a dialog rather than beside the button. */
      asDialog: boolean;
    };

type BookingAnswer = WireBookingResponse & { BookingCode?: string | number; bookingcode?: string | number };

function bookingCodeOf(answer: BookingAnswer): string {
  const code = answer.BookingCode ?? answer.bookingcode ?? answer.Bref;
  return code === undefined || code === null ? '' : String(code);
}

const failed = (
  status: Exclude<PaymentProcessStatus, 0 | 1>,
  message: string,
  extra: Partial<Pick<Extract<SubmitOutcome, { kind: 'failed' }>, 'clearCvc' | 'delayMs' | 'asDialog'>> = {},
): SubmitOutcome => ({
  kind: 'failed',
  status,
  message,
  clearCvc: extra.clearCvc ?? false,
  delayMs: extra.delayMs ?? ERROR_MESSAGE_DELAY_MS,
  asDialog: extra.asDialog ?? false,
});

/**
 * The payment outcome rule (rules: payment-outcome) outcome of the booking call:
 * - Code 1 with PaymentResult code 1 or 3: paid, confirmed page.
 * - PaymentResult code 0 with cash: treated as confirmed.
 * - PaymentResult code 0 with any other type: the message, button re-enabled (card: the card message, CVC cleared).
 * - Code 0 or 2 (or any other failure code): the dialogs close and the message shows after 1 s.
 */
export function interpretBookingAnswer(answer: BookingAnswer | null | undefined, paymentType: string): SubmitOutcome {
  const code = resultCode(answer);
  if (!answer || code !== 1) {
    const message = code === 0 ? GENERIC_ERROR : presentableMessage(resultMessage(answer));
    return failed(PaymentProcessStatus.bookingError, message);
  }
  const bookingCode = bookingCodeOf(answer);
  const paymentCode = resultCode(answer.PaymentResult);
  const confirmed = (isPaid: boolean): SubmitOutcome => ({
    kind: 'confirmed',
    status: PaymentProcessStatus.success,
    bookingCode,
    bref: Number(answer.Bref) || 0,
    returnRef: Number(answer.ReturnRef) || 0,
    isPaid,
  });
  if (paymentCode === 1 || paymentCode === 3) return confirmed(true);
  if (paymentCode === 0 && paymentType === 'cash') return confirmed(true);
  if (paymentType === 'card') {
    return failed(PaymentProcessStatus.paymentError, CARD_PROCESSING_ERROR, { clearCvc: true });
  }
  return failed(PaymentProcessStatus.paymentError, presentableMessage(resultMessage(answer.PaymentResult)), {
    delayMs: 0,
  });
}

/** Paid (the payment outcome rule (rules: payment-outcome) step 4, update-booking Code 1): the confirmed page of `bookingCode` follows. */
export function paidOutcome(bookingCode: string, bref: number, returnRef = 0): SubmitOutcome {
  return { kind: 'confirmed', status: PaymentProcessStatus.success, bookingCode, bref, returnRef, isPaid: true };
}

/** The payment flow rule (rules: payment-flow) (flow, fourth point): the payment was refused: the CVC is cleared and the message shown at once. */
export function paymentRefused(message: string): SubmitOutcome {
  return failed(PaymentProcessStatus.paymentError, message, { clearCvc: true, delayMs: 0 });
}

/** The error behaviour rule (rules: error-behaviour): a network failure closes the dialogs and shows the standard error after 1 s. */
export function networkFailure(): SubmitOutcome {
  return failed(PaymentProcessStatus.bookingError, GENERIC_ERROR);
}

/** The error behaviour rule (rules: error-behaviour): the card provider could not take the card: the card message after 1 s, CVC cleared. */
export function cardProviderFailure(): SubmitOutcome {
  return failed(PaymentProcessStatus.paymentError, CARD_PROCESSING_ERROR, { clearCvc: true });
}

/** The error behaviour rule (rules: error-behaviour): a card tokenisation error shows a dialog with its message. */
export function tokenisationFailure(message: string): SubmitOutcome {
  return failed(PaymentProcessStatus.paymentError, presentableMessage(message), {
    clearCvc: true,
    delayMs: 0,
    asDialog: true,
  });
}

/** The please-wait dialog's status line for each process status. */
export function processStatusText(status: PaymentProcessStatus): string {
  switch (status) {
    case PaymentProcessStatus.processing:
      return 'Processing your booking…';
    case PaymentProcessStatus.success:
      return 'Your booking is confirmed.';
    case PaymentProcessStatus.paymentError:
      return 'The payment did not go through.';
    case PaymentProcessStatus.bookingError:
      return 'The booking could not be made.';
    default:
      return 'Neither the payment nor the booking could be completed.';
  }
}

export type SubmitPhase = 'idle' | 'tokenising' | 'booking';

/**
 * The error behaviour rule (rules: error-behaviour) button labels: Pay Now for a card, Book Now for cash, Confirm for other types;
 * while the card is sent to the provider "Payment...", while the booking is made "Processing".
 */
export function submitButtonLabel(paymentType: string, phase: SubmitPhase): string {
  if (phase === 'tokenising') return 'Payment...';
  if (phase === 'booking') return 'Processing';
  if (paymentType === 'card') return 'Pay Now';
  if (paymentType === 'cash') return 'Book Now';
  return 'Confirm';
}

/**
 * The confirm action's label before it is pressed, for a button outside the payment step (a template's summary):
 * the label of the payment type the step shows, so both buttons always say the same.
 */
export function confirmLabel(
  config: Parameters<typeof shownPaymentType>[0],
  choice: { paymentType: string; methodDialog: boolean },
): string {
  return submitButtonLabel(shownPaymentType(config, choice.paymentType, choice.methodDialog), 'idle');
}

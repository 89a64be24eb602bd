import { describe, expect, it } from 'vitest';
import {
  cardProviderFailure,
  confirmLabel,
  interpretBookingAnswer,
  networkFailure,
  PaymentProcessStatus,
  submitButtonLabel,
  tokenisationFailure,
} from './outcome';

const CARD = 'It was not possible to process the payment, please check the card details and try again.';
const GENERIC = 'Something went wrong, please try again.';

describe('booking outcome (4.10)', () => {
  it('code 1 with PaymentResult 1 or 3 is paid and goes to the confirmed page with the BookingCode', () => {
    for (const paymentCode of [1, 3]) {
      expect(
        interpretBookingAnswer(
          { Code: 1, Bref: 1001, ReturnRef: 1002, BookingCode: 'AB12CD', PaymentResult: { Code: paymentCode } },
          'card',
        ),
      ).toEqual({
        kind: 'confirmed',
        status: PaymentProcessStatus.success,
        bookingCode: 'AB12CD',
        bref: 1001,
        returnRef: 1002,
        isPaid: true,
      });
    }
  });
  it('PaymentResult 0 with cash is confirmed', () => {
    const outcome = interpretBookingAnswer({ Code: 1, Bref: 7, BookingCode: 'X1', PaymentResult: { Code: 0 } }, 'cash');
    expect(outcome).toMatchObject({ kind: 'confirmed', bookingCode: 'X1' });
  });
  it('PaymentResult 0 with a card is the card message, CVC cleared, after 1 s', () => {
    expect(
      interpretBookingAnswer(
        { Code: 1, Bref: 7, PaymentResult: { Code: 0, Message: 'Your card was declined.' } },
        'card',
      ),
    ).toEqual({
      kind: 'failed',
      status: PaymentProcessStatus.paymentError,
      message: CARD,
      clearCvc: true,
      delayMs: 1000,
      asDialog: false,
    });
  });
  it('PaymentResult 0 with another type shows its message at once', () => {
    expect(
      interpretBookingAnswer({ Code: 1, PaymentResult: { Code: 0, Message: 'Account on hold.' } }, 'account'),
    ).toMatchObject({
      kind: 'failed',
      message: 'Account on hold.',
      delayMs: 0,
      clearCvc: false,
    });
  });
  it('code 0 is the standard error and code 2 the server message, after 1 s', () => {
    expect(interpretBookingAnswer({ Code: 0, Message: 'db down' }, 'card')).toMatchObject({
      kind: 'failed',
      status: PaymentProcessStatus.bookingError,
      message: GENERIC,
      delayMs: 1000,
    });
    expect(interpretBookingAnswer({ Code: 2, Message: 'Your quotation has expired.' }, 'cash')).toMatchObject({
      message: 'Your quotation has expired.',
      delayMs: 1000,
    });
    expect(
      interpretBookingAnswer({ Code: 2, Message: 'An error occurred while updating the entries.' }, 'cash'),
    ).toMatchObject({
      message: GENERIC,
    });
  });
  it('a missing answer is a booking error', () => {
    expect(interpretBookingAnswer(undefined, 'cash')).toMatchObject({ kind: 'failed', message: GENERIC });
  });
});

describe('failures of 8.3', () => {
  it('network: the standard error after 1 s, CVC kept', () => {
    expect(networkFailure()).toMatchObject({ message: GENERIC, delayMs: 1000, clearCvc: false, asDialog: false });
  });
  it('card provider: the card message after 1 s, CVC cleared', () => {
    expect(cardProviderFailure()).toMatchObject({ message: CARD, delayMs: 1000, clearCvc: true });
  });
  it('tokenisation: a dialog with its message', () => {
    expect(tokenisationFailure('Card expired.')).toMatchObject({
      message: 'Card expired.',
      asDialog: true,
      delayMs: 0,
    });
  });
});

describe('button labels (8.3)', () => {
  it('names the action, then the phase', () => {
    expect(submitButtonLabel('card', 'idle')).toBe('Pay Now');
    expect(submitButtonLabel('cash', 'idle')).toBe('Book Now');
    expect(submitButtonLabel('account', 'idle')).toBe('Confirm');
    expect(submitButtonLabel('card', 'tokenising')).toBe('Payment...');
    expect(submitButtonLabel('cash', 'booking')).toBe('Processing');
  });
});

describe('the confirm action’s label outside the payment step', () => {
  const config = {
    isCashAllowed: true,
    isCardAllowed: false,
    isPaypalAllowed: false,
    defaultPaymentMethod: 'card' as const,
  };
  it('says what the step’s own button says: the default only where it is offered', () => {
    // Card is the default but not offered: the step shows cash, so the summary says Book Now, not Pay Now.
    expect(confirmLabel(config, { paymentType: '', methodDialog: false })).toBe('Book Now');
    expect(confirmLabel({ ...config, isCardAllowed: true }, { paymentType: '', methodDialog: false })).toBe('Pay Now');
    expect(confirmLabel({ ...config, isCardAllowed: true }, { paymentType: 'cash', methodDialog: false })).toBe(
      'Book Now',
    );
  });
});

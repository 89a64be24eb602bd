import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api';
import {
  ALREADY_PAID,
  interpretIntent,
  interpretPaymentAnswer,
  paymentLinkFailure,
  UnknownPaymentLink,
} from './payLater';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const { t } = sourceTranslator();

describe('paying later: the intent (7.6 paymentintent)', () => {
  it('is payable for its Amount in its currency', () => {
    expect(
      interpretIntent({
        Code: 1,
        Bref: 1001,
        BookingCode: 'abc',
        Amount: 48.5,
        CurrencyCode: 'EUR',
        PaymentResult: { Code: 0 },
        PaymentLink: 'pl_0123456789abcdef0123456789abcdef',
      }),
    ).toEqual({
      kind: 'payable',
      reference: 1001,
      amount: 48.5,
      currencyCode: 'EUR',
      bookingCode: 'abc',
      discount: 0,
      promoCode: '',
      linkId: 'pl_0123456789abcdef0123456789abcdef',
    });
    expect(
      interpretIntent({
        Code: 1,
        Bref: 1,
        Amount: 117.32,
        PromoCode: 'WELCOME10',
        Discount: 13.04,
        PaymentResult: { Code: 0 },
      }),
    ).toMatchObject({ amount: 117.32, discount: 13.04, promoCode: 'WELCOME10' });
    expect(interpretIntent({ Code: 1, Bref: 1001, Amount: 20, PaymentResult: { Code: 0 } })).toMatchObject({
      currencyCode: 'GBP',
      bookingCode: '',
    });
  });

  it('says when the booking is already paid', () => {
    expect(
      interpretIntent({ Code: 1, Bref: 7, BookingCode: 'c', PaymentResult: { Code: 1, Message: ALREADY_PAID } }),
    ).toEqual({ kind: 'paid', reference: 7, bookingCode: 'c' });
  });

  it('shows the server message for code 2 and the generic text for code 0 or nothing to pay (8.1)', () => {
    expect(interpretIntent({ Code: 2, Message: 'This booking has been cancelled.' })).toEqual({
      kind: 'refused',
      message: 'This booking has been cancelled.',
    });
    expect(interpretIntent({ Code: 0, Message: 'stack trace' })).toEqual({
      kind: 'refused',
      message: 'Something went wrong, please try again.',
    });
    expect(interpretIntent({ Code: 1, Bref: 7, Amount: 0, PaymentResult: { Code: 0 } })).toEqual({
      kind: 'refused',
      message: 'Something went wrong, please try again.',
    });
    expect(interpretIntent(undefined)).toMatchObject({ kind: 'refused' });
  });
});

describe('paying later: the payment (7.6 updatebooking, 4.10)', () => {
  it('code 1 is paid; otherwise the message, the card message when the server sends none, the generic text for code 0', () => {
    expect(interpretPaymentAnswer({ Code: 1, Message: 'Paid by Visa ending 4242' })).toEqual({ paid: true });
    expect(interpretPaymentAnswer({ Code: 2, Message: 'Your card was declined.' })).toEqual({
      paid: false,
      message: 'Your card was declined.',
    });
    expect(interpretPaymentAnswer({ Code: 2 })).toEqual({
      paid: false,
      message: 'It was not possible to process the payment, please check the card details and try again.',
    });
    expect(interpretPaymentAnswer({ Code: 0, Message: 'db down' })).toEqual({
      paid: false,
      message: 'Something went wrong, please try again.',
    });
  });
});

describe('a payment link that cannot be read', () => {
  it('is said to be not valid or expired, with no "Try again", when the API does not know it (404)', () => {
    expect(paymentLinkFailure(new ApiError('Booking not found.', 0, 404), '+44 20 7946 0321', t)).toEqual({
      title: 'This payment link is not valid or has expired.',
      description:
        'Check that you opened the whole link from our message, or call us on +44 20 7946 0321 for a new one.',
      retry: false,
    });
  });

  it('says the same for a code in a link that bookinginfo finds no booking for', () => {
    expect(paymentLinkFailure(new UnknownPaymentLink(), '', t)).toEqual({
      title: 'This payment link is not valid or has expired.',
      description: 'Check that you opened the whole link from our message, or contact us for a new one.',
      retry: false,
    });
  });

  it('leaves a failure that asking again may mend (no answer, a server error) to the read: its message and a retry', () => {
    expect(paymentLinkFailure(new ApiError('Network error', 0, 0), '+44 20 7946 0321', t)).toBeNull();
    expect(paymentLinkFailure(new ApiError('Server error', 0, 500), '', t)).toBeNull();
    expect(paymentLinkFailure(new Error('boom'), '', t)).toBeNull();
  });
});

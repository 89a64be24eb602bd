import { describe, expect, it } from 'vitest';
import { bookingActions, cancelPaymentNote, canCancel, canPay, canResendReceipt, canTrack } from './bookingActions';

const unpaidCard = { status: 'Upcoming', paymentMethod: 'card', isPaid: false, reference: 100231 };

describe('booking buttons (spec 4.3)', () => {
  it('offers a receipt unless the booking is cancelled, in any case of the status', () => {
    expect(canResendReceipt('Completed')).toBe(true);
    expect(canResendReceipt('Cancelled')).toBe(false);
    expect(canResendReceipt('CANCELLED BY OPERATOR')).toBe(false);
  });

  it('offers Cancel only for upcoming bookings when the operator allows cancelling', () => {
    expect(canCancel('Upcoming', true)).toBe(true);
    expect(canCancel('upcoming - confirmed', true)).toBe(true);
    expect(canCancel('Upcoming', false)).toBe(false);
    expect(canCancel('Started', true)).toBe(false);
  });

  it('offers Pay for an unpaid, referenced, not-cash, not-cancelled booking', () => {
    expect(canPay(unpaidCard)).toBe(true);
    expect(canPay({ ...unpaidCard, paymentMethod: 'Cash' })).toBe(false);
    expect(canPay({ ...unpaidCard, isPaid: true })).toBe(false);
    expect(canPay({ ...unpaidCard, reference: 0 })).toBe(false);
    expect(canPay({ ...unpaidCard, reference: '' })).toBe(false);
    expect(canPay({ ...unpaidCard, status: 'Cancelled' })).toBe(false);
    expect(canPay({ ...unpaidCard, paymentMethod: 'paypal' })).toBe(true);
  });

  it('offers Track once the driver is on the way or the trip is under way', () => {
    for (const status of ['Started', 'Driver arrived', 'Finished', 'POB']) expect(canTrack(status)).toBe(true);
    for (const status of ['Upcoming', 'Cancelled', 'Pending']) expect(canTrack(status)).toBe(false);
  });

  it('combines the rules for one booking', () => {
    expect(bookingActions({ ...unpaidCard, status: 'Cancelled' }, { canCancelBooking: true })).toEqual({
      resendReceipt: false,
      cancel: false,
      pay: false,
      track: false,
    });
    expect(bookingActions(unpaidCard, { canCancelBooking: true })).toEqual({
      resendReceipt: true,
      cancel: true,
      pay: true,
      track: false,
    });
  });
});

describe('cancelPaymentNote', () => {
  it('tells a paid booking that cancelling does not refund it and whom to call; nothing for cash or unpaid', () => {
    expect(cancelPaymentNote({ paymentMethod: 'card', isPaid: true }, '020 7946 0000')).toBe(
      'You have paid for this booking by card. Cancelling does not refund the payment by itself: about a refund, please call us on 020 7946 0000. Refunds follow our Conditions of Use.',
    );
    expect(cancelPaymentNote({ paymentMethod: 'paypal', isPaid: true }, '')).toContain('by PayPal');
    expect(cancelPaymentNote({ paymentMethod: 'paypal', isPaid: true }, '')).toContain('please contact us');
    expect(cancelPaymentNote({ paymentMethod: 'card', isPaid: false }, '020 7946 0000')).toBe('');
    expect(cancelPaymentNote({ paymentMethod: 'cash', isPaid: true }, '020 7946 0000')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { bookingActions, canCancel, canPay, canResendReceipt, canTrack } from './bookingActions';

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

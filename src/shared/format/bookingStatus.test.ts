import { describe, expect, it } from 'vitest';
import { bookingStatusText, paymentText } from './bookingStatus';

describe('booking status and payment wording', () => {
  it('says "Passenger on board" for the operator shorthand POB, and keeps every other status as sent', () => {
    expect(bookingStatusText('POB')).toBe('Passenger on board');
    expect(bookingStatusText(' pob ')).toBe('Passenger on board');
    expect(bookingStatusText('Upcoming')).toBe('Upcoming');
    expect(bookingStatusText('Driver arrived')).toBe('Driver arrived');
    expect(bookingStatusText('')).toBe('Unknown');
  });

  it('names the payment method in plain English with what is left to pay', () => {
    expect(paymentText('card', true)).toBe('Card (paid)');
    expect(paymentText('card', false)).toBe('Card (not paid yet)');
    expect(paymentText('cash', false)).toBe('Cash (pay the driver)');
    expect(paymentText('paypal', false)).toBe('PayPal (not paid yet)');
    expect(paymentText('account', false)).toBe('On account');
    expect(paymentText('voucher', true)).toBe('Voucher (paid)');
    expect(paymentText('', false)).toBe('');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createFakePaymentProvider } from '@/adapters/payments/fake';
import { ApiError, type WireBookingRequest, type WireBookingResponse } from '@/api';
import { submitBooking, type BookingSubmission } from './submitBooking';

const request = { paymentmethod: 'card', totalfare: 45 } as unknown as WireBookingRequest;
const card = {
  number: '4242424242424242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvc: '123',
  name: 'Ada',
  postcode: 'N1C 4AG',
};

describe('submitBooking', () => {
  it('tokenises first, sends the nonce and requestid but never the card, and resolves with the BookingCode', async () => {
    const provider = createFakePaymentProvider();
    const phases: string[] = [];
    const send = vi.fn(
      async (_body: BookingSubmission): Promise<WireBookingResponse> =>
        ({ Code: 1, Bref: 5, BookingCode: 'C0DE5', PaymentResult: { Code: 1 } }) as WireBookingResponse,
    );
    const outcome = await submitBooking({
      request,
      paymentType: 'card',
      requestId: 'r-1',
      card,
      loadProvider: async () => provider,
      send,
      onPhase: (p) => phases.push(p),
    });
    expect(outcome).toMatchObject({ kind: 'confirmed', bookingCode: 'C0DE5', bref: 5 });
    expect(phases).toEqual(['tokenising', 'booking', 'idle']);
    expect(send.mock.calls[0][0]).toMatchObject({ nonce: 'fake-nonce-1', requestid: 'r-1' });
    expect(JSON.stringify(send.mock.calls[0][0])).not.toMatch(/4242424242424242|"cvc"/);
  });

  it('joins a running submission of the same requestid instead of sending twice', async () => {
    let release: (answer: WireBookingResponse) => void = () => {};
    const send = vi.fn(() => new Promise<WireBookingResponse>((resolve) => (release = resolve)));
    const first = submitBooking({ request, paymentType: 'cash', requestId: 'r-2', send });
    const second = submitBooking({ request, paymentType: 'cash', requestId: 'r-2', send });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release({ Code: 1, Bref: 9, PaymentResult: { Code: 0 } });
    expect(await first).toBe(await second);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('turns a lost answer into the standard error after 1 s, and an unreachable card provider into the card message', async () => {
    const lost = await submitBooking({
      request,
      paymentType: 'cash',
      requestId: 'r-3',
      send: async () => Promise.reject(new ApiError('Something went wrong, please try again.', 0, 0)),
    });
    expect(lost).toMatchObject({ kind: 'failed', message: 'Something went wrong, please try again.', delayMs: 1000 });
    const offline = createFakePaymentProvider({ offline: true });
    const send = vi.fn();
    const unreachable = await submitBooking({
      request,
      paymentType: 'card',
      requestId: 'r-4',
      card,
      loadProvider: async () => offline,
      send,
    });
    expect(unreachable).toMatchObject({
      kind: 'failed',
      clearCvc: true,
      message: expect.stringContaining('not possible to process the payment'),
    });
    expect(send).not.toHaveBeenCalled();
  });
});

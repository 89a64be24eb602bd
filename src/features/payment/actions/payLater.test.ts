import { describe, expect, it, vi } from 'vitest';
import { createFakePaymentProvider } from '@/adapters/payments/fake';
import { ApiError, type WireCodeMessageUpper, type WireUpdateBookingRequest } from '@/api';
import { payLater } from './payLater';

const card = {
  number: '4242424242424242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvc: '123',
  name: 'Ada',
  postcode: 'N1C 4AG',
};
const base = { jobPartId: 1001, bookingCode: 'C0DE', card };

describe('payLater (4.3 Pay, 7.6 updatebooking)', () => {
  it('tokenises, sends the nonce (never the card) with the reference and code, and is confirmed on code 1', async () => {
    const provider = createFakePaymentProvider();
    const phases: string[] = [];
    const send = vi.fn(async (_body: WireUpdateBookingRequest): Promise<WireCodeMessageUpper> => ({
      Code: 1,
      Message: 'Paid by Visa ending 4242',
    }));
    const outcome = await payLater({
      ...base,
      code: 'guest-code',
      loadProvider: async () => provider,
      send,
      onPhase: (p) => phases.push(p),
    });
    expect(outcome).toMatchObject({ kind: 'confirmed', bookingCode: 'C0DE', bref: 1001, isPaid: true });
    expect(send.mock.calls[0][0]).toEqual({
      transactionid: 'fake-nonce-1',
      jobpartid: 1001,
      transactionstatus: 'succeeded',
      code: 'guest-code',
    });
    expect(JSON.stringify(send.mock.calls[0][0])).not.toMatch(/4242424242424242|"cvc"/);
    expect(phases).toEqual(['tokenising', 'booking', 'idle']);
  });

  it('a refused payment shows its message at once and clears the CVC (4.10)', async () => {
    const send = async () => ({ Code: 2, Message: 'Your card was declined.' });
    const outcome = await payLater({ ...base, loadProvider: async () => createFakePaymentProvider(), send });
    expect(outcome).toMatchObject({ kind: 'failed', message: 'Your card was declined.', clearCvc: true, delayMs: 0 });
  });

  it('a refused card is a dialog, an unreachable gateway the card message, a lost answer the generic text after 1 s (8.3)', async () => {
    const send = vi.fn();
    const refused = createFakePaymentProvider({ refuse: [card.number], refusalMessage: 'Card refused.' });
    expect(await payLater({ ...base, loadProvider: async () => refused, send })).toMatchObject({
      kind: 'failed',
      asDialog: true,
      message: 'Card refused.',
    });
    const offline = createFakePaymentProvider({ offline: true });
    expect(await payLater({ ...base, loadProvider: async () => offline, send })).toMatchObject({
      kind: 'failed',
      clearCvc: true,
      message: expect.stringContaining('not possible to process the payment'),
    });
    expect(send).not.toHaveBeenCalled();
    const lost = await payLater({
      ...base,
      loadProvider: async () => createFakePaymentProvider(),
      send: () => Promise.reject(new ApiError('x', 0, 0)),
    });
    expect(lost).toMatchObject({ kind: 'failed', message: 'Something went wrong, please try again.', delayMs: 1000 });
  });
});

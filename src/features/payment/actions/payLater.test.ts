import { describe, expect, it, vi } from 'vitest';
import { createFakePaymentProvider } from '@/adapters/payments/fake';
import { ApiError, type WireCodeMessageUpper, type WireUpdateBookingRequest } from '@/api';
import { createFakeFieldsProvider } from '@/adapters/payments/fake/fields';
import { payLater, payLaterByProvider } from './payLater';

const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';
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

describe('payLaterByProvider (Stripe: the API makes the PaymentIntent when the customer pays)', () => {
  const billing = { name: 'Ann', line1: '1 York Way', city: 'London', postalCode: 'N1 9AL', countryCode: 'GB' };
  const base = { jobPartId: 1001, bookingCode: 'BK1', linkId: 'pl_0123456789abcdef0123456789abcdef', billing };

  it('asks for the intent by link, confirms it, reports it, and is paid on Code 1', async () => {
    const provider = createFakeFieldsProvider();
    const queries: unknown[] = [];
    const reports: unknown[] = [];
    const outcome = await payLaterByProvider({
      ...base,
      provider,
      intent: async (query) => {
        queries.push(query);
        return { Code: 1, ClientSecret: 'pi_5_secret_x', PaymentResult: { Code: 0 } };
      },
      send: async (body) => {
        reports.push(body);
        return { Code: 1 };
      },
    });
    expect(outcome).toMatchObject({ kind: 'confirmed', bookingCode: 'BK1', isPaid: true });
    expect(queries).toEqual([{ id: base.linkId }]);
    expect(provider.confirmations).toEqual([{ clientSecret: 'pi_5_secret_x', billing }]);
    expect(reports).toEqual([
      { transactionid: 'pi_5', jobpartid: 1001, transactionstatus: 'succeeded', id: base.linkId },
    ]);
  });

  it('shows the card message with the fields cleared on a decline, and reports nothing', async () => {
    const provider = createFakeFieldsProvider({
      results: [{ status: 'declined', message: 'Your card was declined.' }],
    });
    const send = vi.fn();
    const outcome = await payLaterByProvider({
      ...base,
      provider,
      intent: async () => ({ Code: 1, ClientSecret: 'pi_6_secret_x' }),
      send,
    });
    expect(outcome).toMatchObject({ kind: 'failed', message: CARD_MESSAGE, clearCvc: true, delayMs: 1000 });
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal (a cash booking) and the standard error when the intent call fails', async () => {
    const provider = createFakeFieldsProvider();
    const refused = await payLaterByProvider({
      ...base,
      provider,
      intent: async () => ({
        Code: 2,
        Message: 'This booking is paid in cash to the driver, so it cannot be paid by card.',
      }),
    });
    expect(refused).toMatchObject({
      kind: 'failed',
      message: 'This booking is paid in cash to the driver, so it cannot be paid by card.',
    });
    const offline = await payLaterByProvider({
      ...base,
      provider,
      intent: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(offline).toMatchObject({
      kind: 'failed',
      message: 'Something went wrong, please try again.',
      delayMs: 1000,
    });
    expect(provider.confirmations).toHaveLength(0);
  });
});

/** PaymentStep with a provider that draws its own fields (Stripe's card element, PayPal's button): the payment flow rule (rules: payment-flow), 8.3. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFieldsProvider } from '@/adapters/payments/fake/fields';
import type { ConfirmResult } from '@/adapters/payments';
import type { WireBookingRequest, WireBookingResponse, WireUpdateBookingRequest } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import type { BookingSubmission } from '../actions/submitBooking';
import { PaymentStep } from './PaymentStep';

const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';
const booking = { vehtypeid: 1, totalfare: 45 } as unknown as WireBookingRequest;
const BOOKED: WireBookingResponse = {
  Code: 1,
  Bref: 1001,
  ReturnRef: 0,
  BookingCode: 'BK1001',
  ClientSecret: 'pi_7_secret_abc',
  PaymentResult: { Code: 0, Message: '' },
};

function renderStep(
  options: {
    plays?: 'stripe' | 'paypal';
    results?: ConfirmResult[];
    reports?: WireBookingResponse[];
    methodDialog?: boolean;
    gateway?: string;
    wallet?: ConfirmResult['status'];
  } = {},
) {
  const provider = createFakeFieldsProvider({ plays: options.plays, results: options.results, wallet: options.wallet });
  const sent: BookingSubmission[] = [];
  const reported: WireUpdateBookingRequest[] = [];
  const send = vi.fn(async (body: BookingSubmission) => {
    sent.push(body);
    return options.plays === 'paypal' ? { ...BOOKED, ClientSecret: 'ORDER1' } : BOOKED;
  });
  const replies = [...(options.reports ?? [{ Code: 1, Message: '' }])];
  const report = vi.fn(async (body: WireUpdateBookingRequest) => {
    reported.push(body);
    return replies.shift() ?? { Code: 1 };
  });
  const onConfirmed = vi.fn();
  const config = {
    IsCashAllowed: true,
    IsCardAllowed: true,
    IsPaypalAllowed: true,
    paymentgateway: options.gateway ?? 'stripe',
    defaultpaymentmethod: options.plays === 'paypal' && !options.methodDialog ? 'paypal' : 'card',
  } as WireConfiguration;
  renderWithDesignSystem(
    <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
      <PaymentStep
        total={{ fare: 45, discount: 0, total: 45, promoCode: '' }}
        currencyCode="GBP"
        buildRequest={() => booking}
        requestId="attempt-1"
        onConfirmed={onConfirmed}
        loadProvider={async () => provider}
        send={send}
        report={report}
        methodDialog={options.methodDialog}
        now={() => new Date(2026, 4, 15)}
      />
    </ConfigProvider>,
  );
  return { provider, sent, reported, onConfirmed, user: userEvent.setup() };
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, text] of [
    [/^Name/, 'Ada Lovelace'],
    [/^Address line 1/, '1 Pancras Square'],
    [/^City/, 'London'],
    [/^Postal code/, 'N1C 4AG'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

describe('PaymentStep with a card provider that draws its own fields (Stripe)', { timeout: 30_000 }, () => {
  it('books without a nonce, confirms the client secret with the billing details, reports it, then confirms', async () => {
    const { user, sent, reported, provider, onConfirmed } = renderStep();
    expect(await screen.findByTestId('fake-card-element')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({ paymentmethod: 'card', requestid: 'attempt-1' });
    expect(sent[0].nonce).toBeUndefined();
    expect(provider.confirmations).toEqual([
      {
        clientSecret: 'pi_7_secret_abc',
        billing: {
          name: 'Ada Lovelace',
          line1: '1 Pancras Square',
          city: 'London',
          postalCode: 'N1C 4AG',
          countryCode: 'GB',
        },
      },
    ]);
    expect(reported).toEqual([
      { transactionid: 'pi_7', jobpartid: 1001, transactionstatus: 'succeeded', code: 'BK1001' },
    ]);
    expect(onConfirmed.mock.calls[0][0]).toMatchObject({ bookingCode: 'BK1001', isPaid: true });
  });

  it('on a decline shows the card message after a second, clears the card fields, keeps the billing address, reports nothing', async () => {
    const { user, reported, provider, onConfirmed } = renderStep({
      results: [{ status: 'declined', message: 'Your card was declined.' }],
    });
    await screen.findByTestId('fake-card-element');
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByTestId('payment-message', {}, { timeout: 3000 })).toHaveTextContent(CARD_MESSAGE);
    expect(provider.cleared.count).toBe(1);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('N1C 4AG');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(reported).toHaveLength(0);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal when the reported payment is not confirmed by the gateway', async () => {
    const { user, onConfirmed } = renderStep({ reports: [{ Code: 2, Message: CARD_MESSAGE }] });
    await screen.findByTestId('fake-card-element');
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByTestId('payment-message', {}, { timeout: 3000 })).toHaveTextContent(CARD_MESSAGE);
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});

describe('PaymentStep with Stripe’s wallet button (Apple Pay, Google Pay)', { timeout: 30_000 }, () => {
  it('makes the card booking, and reports the wallet’s succeeded payment; a declined wallet shows the card message', async () => {
    const paid = renderStep({ wallet: 'succeeded' });
    await paid.user.click(await screen.findByRole('button', { name: 'Pay with your wallet' }));
    await waitFor(() => expect(paid.onConfirmed).toHaveBeenCalledOnce());
    expect(paid.sent[0]).toMatchObject({ paymentmethod: 'card', requestid: 'attempt-1' });
    expect(paid.reported[0]).toMatchObject({ transactionid: 'pi_7', jobpartid: 1001, transactionstatus: 'succeeded' });
  });

  it('shows the card message when the wallet’s payment is declined, and reports nothing', async () => {
    const declined = renderStep({ wallet: 'declined' });
    await declined.user.click(await screen.findByRole('button', { name: 'Pay with your wallet' }));
    expect(await screen.findByTestId('payment-message', {}, { timeout: 3000 })).toHaveTextContent(CARD_MESSAGE);
    expect(declined.reported).toHaveLength(0);
    expect(declined.onConfirmed).not.toHaveBeenCalled();
  });
});

describe('PaymentStep with PayPal', { timeout: 30_000 }, () => {
  it('offers Paypal from configuration; its button makes the booking, and the approved order is reported', async () => {
    const { user, sent, reported, onConfirmed } = renderStep({ plays: 'paypal' });
    expect(screen.getByRole('radio', { name: 'Paypal' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({ paymentmethod: 'paypal', requestid: 'attempt-1' });
    expect(reported[0]).toMatchObject({ transactionid: 'ORDER1', jobpartid: 1001, code: 'BK1001' });
  });
});

describe('the payment-method dialog (2.6) where the template asks for it', { timeout: 30_000 }, () => {
  it('offers card and cash; Pay Now asks "By card" or "Paypal", and Paypal shows PayPal’s button, which pays', async () => {
    const { user, sent, reported, onConfirmed } = renderStep({
      plays: 'paypal',
      methodDialog: true,
      gateway: 'sandbox',
    });
    expect(screen.queryByRole('radio', { name: 'Paypal' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'By card' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment method' });
    expect(within(dialog).getByRole('button', { name: 'By card' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Paypal' }));
    await user.click(await within(dialog).findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({ paymentmethod: 'paypal' });
    expect(reported[0]).toMatchObject({ transactionid: 'ORDER1' });
  });
});

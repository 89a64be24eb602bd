import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakePaymentProvider } from '@/adapters/payments/fake';
import type { WireBookingRequest, WireBookingResponse } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import type { BookingSubmission } from '../actions/submitBooking';
import { PaymentStep, type PaymentStepProps } from './PaymentStep';

const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';
const booking = { vehtypeid: 1, totalfare: 45 } as unknown as WireBookingRequest;

function renderStep(
  options: {
    config?: Partial<WireConfiguration>;
    answers?: WireBookingResponse[];
    props?: Partial<PaymentStepProps>;
  } = {},
) {
  const provider = createFakePaymentProvider();
  const sent: BookingSubmission[] = [];
  const answers = [
    ...(options.answers ?? [{ Code: 1, Bref: 1001, BookingCode: 'BK1001', PaymentResult: { Code: 1 } }]),
  ];
  const send = vi.fn(async (body: BookingSubmission) => {
    sent.push(body);
    return answers.shift() ?? { Code: 0 };
  });
  const onConfirmed = vi.fn();
  const config = {
    IsCashAllowed: true,
    IsCardAllowed: true,
    IsPaypalAllowed: false,
    defaultpaymentmethod: 'card',
    ...options.config,
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
        now={() => new Date(2026, 4, 15)}
        {...options.props}
      />
    </ConfigProvider>,
  );
  return { provider, sent, send, onConfirmed, user: userEvent.setup() };
}

/** Pastes into a field: the form sees the same change events as typing, at a fraction of the cost. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await enter(user, /^Card number/, number);
  await user.selectOptions(screen.getByLabelText('Expiry month'), '12');
  await user.selectOptions(screen.getByLabelText('Expiry year'), '2030');
  await enter(user, /^CVC/, '123');
  await enter(user, /^Name/, 'Ada Lovelace');
  await enter(user, /^Address line 1/, '1 Pancras Square');
  await enter(user, /^City/, 'London');
  await enter(user, /^Postal code/, 'N1C 4AG');
}

describe('PaymentStep card form', { timeout: 30_000 }, () => {
  it('offers card and cash in half-width columns, card first by configuration', () => {
    renderStep();
    const group = screen.getByRole('radiogroup');
    expect(within(group).getByRole('radio', { name: 'By card' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Cash' })).not.toBeChecked();
    expect(group.querySelector('[data-column-span]')).toHaveAttribute('data-column-span', '6');
    expect(screen.getByText('Card Details')).toBeInTheDocument();
    expect(screen.getByText('Billing Address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('shows the discounted total with the fare and the promo line, and says it beside Pay Now', () => {
    renderStep({ props: { total: { fare: 130.36, discount: 13.04, total: 117.32, promoCode: 'welcome10' } } });
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('£117.32');
    expect(screen.getByTestId('fare-before-discount')).toHaveTextContent('Fare £130.36');
    expect(screen.getByTestId('fare-discount')).toHaveTextContent('WELCOME10: £13.04 off');
    const note = screen.getByTestId('payment-charge');
    expect(note).toHaveTextContent('Your card will be charged £117.32.');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveAttribute('aria-describedby', note.id);
  });

  it('before there is a fare (a layout showing the payment from the start) names no total and no charge', () => {
    renderStep({ props: { total: { fare: 0, discount: 0, total: 0, promoCode: '' } } });
    expect(screen.queryByTestId('payment-amount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-charge')).not.toBeInTheDocument();
    expect(screen.queryByText(/£0\.00/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).not.toHaveAttribute('aria-describedby', 'payment-charge');
  });

  it('names every missing field once beside it and in the error summary, which takes focus, and sends nothing', async () => {
    const { user, send } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const summary = await screen.findByTestId('error-summary');
    const expected = [
      'Card number is required',
      'Expiry is required',
      'CVC is required',
      'Name is required',
      'Address line 1 is required',
      'City is required',
      'Postal code is required',
    ];
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Expiry month')).not.toHaveFocus();
    expect(screen.getByLabelText(/^Card number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: /Address line 2/ })).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the card type while typing and rejects a number that fails the checksum', async () => {
    const { user } = renderStep();
    await user.type(screen.getByLabelText(/^Card number/), '4242 4242 4242 4241');
    expect(screen.getByTestId('card-type')).toHaveTextContent('Visa');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findAllByText('Card number is invalid')).not.toHaveLength(0);
  });

  it('after a decline shows the card message after a second, clears only the CVC, and retries with the same requestid', async () => {
    const { user, sent, onConfirmed, provider } = renderStep({
      answers: [
        { Code: 1, Bref: 1001, BookingCode: 'BK1001', PaymentResult: { Code: 0, Message: 'card_declined' } },
        { Code: 1, Bref: 1001, BookingCode: 'BK1001', PaymentResult: { Code: 1 } },
      ],
    });
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(CARD_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^CVC/)).toHaveValue('');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4000000000000002');
    expect(sent[0]).toMatchObject({ nonce: 'fake-nonce-1', requestid: 'attempt-1', paymentmethod: 'card' });
    expect(JSON.stringify(sent[0])).not.toContain('4000000000000002');

    await user.type(screen.getByLabelText(/^CVC/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(onConfirmed).toHaveBeenCalledWith(expect.objectContaining({ bookingCode: 'BK1001', isPaid: true })),
    );
    expect(sent[1]).toMatchObject({ nonce: 'fake-nonce-2', requestid: 'attempt-1' });
    expect(provider.issued).toEqual(['fake-nonce-1', 'fake-nonce-2']);
  });

  it('sends one booking for a double click', async () => {
    const { user, send, onConfirmed } = renderStep({ config: { defaultpaymentmethod: 'cash' } });
    const button = screen.getByRole('button', { name: 'Book Now' });
    await user.dblClick(button);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({ paymentmethod: 'cash', requestid: 'attempt-1' });
    expect(send.mock.calls[0][0].nonce).toBeUndefined();
  });

  it('shows a tokenisation refusal in a dialog', async () => {
    const refusing = createFakePaymentProvider({
      refuse: ['4242424242424242'],
      refusalMessage: 'This card is not accepted.',
    });
    const { user, send } = renderStep({ props: { loadProvider: async () => refusing } });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText('This card is not accepted.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("says the operator's change and refund policy for the chosen method beside the terms (the refund tiers rule)", async () => {
    const bookingpolicy = {
      changeuntilhours: 2,
      refunds: { card: [{ hoursbefore: 24, percent: 100 }], paypal: [{ hoursbefore: 48, percent: 100 }] },
    };
    const { user } = renderStep({ config: { bookingpolicy } });
    const note = await screen.findByTestId('policy-note');
    expect(note).toHaveTextContent('Changes can be made online until 2 hours before pick-up.');
    expect(note).toHaveTextContent('Paid by Card: a full refund if cancelled more than 24 hours before pick-up');
    expect(note).not.toHaveTextContent('PayPal');
    await user.click(screen.getByRole('radio', { name: /Cash/ }));
    expect(screen.getByTestId('policy-note')).not.toHaveTextContent('refund');
  });

  it('with only cash allowed offers one full-width choice and no card form', () => {
    renderStep({ config: { IsCardAllowed: false } });
    expect(screen.getByRole('radiogroup').querySelector('[data-column-span]')).toHaveAttribute(
      'data-column-span',
      '12',
    );
    expect(screen.queryByText('Card Details')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });
  it("can leave its confirm action to a button elsewhere on the page (a template's fixed summary)", async () => {
    let confirm: (() => void) | undefined;
    const registerConfirm = vi.fn((registered: () => void) => {
      confirm = registered;
      return () => (confirm = undefined);
    });
    const { onConfirmed, send } = renderStep({
      config: { defaultpaymentmethod: 'cash' },
      props: { registerConfirm, showSubmit: false },
    });
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    // The overflow template's summary runs the registered action, as the form's own button would.
    await waitFor(() => expect(confirm).toBeDefined());
    act(() => confirm!());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toMatchObject({ paymentmethod: 'cash' });
  });

  it('with the card popup, checks the booking first, then asks for the card in a dialog that shows its errors, closes on Escape and returns focus', async () => {
    const ready = vi.fn<() => WireBookingRequest | null>().mockReturnValueOnce(null).mockReturnValue(booking);
    const { user, onConfirmed } = renderStep({ props: { cardForm: 'popup', buildRequest: ready } });
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Pay Now' });
    // The booking is not ready (the flow shows why): no card is asked for.
    await user.click(confirm);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    const summary = await within(dialog).findByTestId('error-summary');
    expect(within(summary).getAllByRole('link')[0]).toHaveTextContent('Card number is required');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(confirm).toHaveFocus());

    await user.click(confirm);
    const again = await screen.findByRole('dialog', { name: 'Card Details' });
    await fillCard(user);
    await user.click(within(again).getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(onConfirmed).toHaveBeenCalledWith(expect.objectContaining({ bookingCode: 'BK1001', isPaid: true })),
    );
  });
});

/**
 * Paying a changed booking's higher fare (the booking change rule, rules: booking-change) the way the booking was
 * paid: Stripe's card element confirming the difference's PaymentIntent, PayPal's button approving its order; the
 * change is sent again with what paid, and a decline or refusal is shown, not taken for a change made.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFieldsProvider } from '@/adapters/payments/fake/fields';
import type { ConfirmResult } from '@/adapters/payments';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { PayDifferenceForm, type DifferenceHandle } from './PayDifferenceForm';

const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';

function renderForm(options: {
  gateway: 'stripe' | 'paypal';
  results?: ConfirmResult[];
  answers?: (string | undefined)[];
}) {
  const provider = createFakeFieldsProvider({ plays: options.gateway, results: options.results });
  const sent: DifferenceHandle[] = [];
  const answers = [...(options.answers ?? [undefined])];
  const pay = vi.fn(async (handle: DifferenceHandle) => {
    sent.push(handle);
    return answers.shift();
  });
  const config = { IsCardAllowed: true, IsPaypalAllowed: true, paymentgateway: 'stripe' } as WireConfiguration;
  renderWithDesignSystem(
    <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
      <PayDifferenceForm
        amount={12.5}
        currencyCode="GBP"
        gateway={options.gateway}
        clientSecret={options.gateway === 'stripe' ? 'pi_9_secret_x' : 'ORDER9'}
        pay={pay}
        loadProvider={async () => provider}
        now={() => new Date(2026, 4, 15)}
      />
    </ConfigProvider>,
  );
  return { provider, sent, pay, user: userEvent.setup() };
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

describe('PayDifferenceForm', { timeout: 30_000 }, () => {
  it('confirms the difference’s PaymentIntent at Stripe and sends the change with its id', async () => {
    const { user, provider, sent } = renderForm({ gateway: 'stripe' });
    expect(await screen.findByTestId('fake-card-element')).toBeInTheDocument();
    expect(screen.getByTestId('difference-amount')).toHaveTextContent('£12.50');
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: 'Pay £12.50 and change' }));
    await waitFor(() => expect(sent).toEqual([{ transactionid: 'pi_9' }]));
    expect(provider.confirmations.map((c) => c.clientSecret)).toEqual(['pi_9_secret_x']);
    expect(screen.queryByTestId('payment-message')).toBeNull();
  });

  it('sends nothing when Stripe declines the card, and says so', async () => {
    const { user, sent } = renderForm({
      gateway: 'stripe',
      results: [{ status: 'declined', message: 'Your card was declined.' }],
    });
    await screen.findByTestId('fake-card-element');
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: 'Pay £12.50 and change' }));
    expect(await screen.findByText(CARD_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('approves the difference’s PayPal order and shows the server’s refusal when the change is not made', async () => {
    const { user, sent } = renderForm({ gateway: 'paypal', answers: ['This booking can no longer be changed.'] });
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(sent).toEqual([{ transactionid: 'ORDER9' }]));
    expect(await screen.findByText('This booking can no longer be changed.')).toBeInTheDocument();
  });
});

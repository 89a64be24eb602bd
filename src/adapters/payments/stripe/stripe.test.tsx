import { screen, waitFor } from '@testing-library/react';
import { renderWithDesignSystem } from '@/design-system/testing';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from '.';
import { createFakeStripeJs, type FakeStripeJs } from './fakeStripeJs';
import { billingDetailsOf, isSucceeded } from './rules';

const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';
const billing = { name: ' Ann Guest ', line1: '1 York Way', city: 'London', postalCode: 'N1 9AL', countryCode: 'gb' };

/** The provider with Stripe.js's loader replaced by the fake, its card element mounted as the page would. */
async function mounted(fake: FakeStripeJs = createFakeStripeJs(), onWalletPaid?: () => void) {
  const keys: string[] = [];
  const provider = await createStripeProvider({
    publishableKey: 'pk_test_123',
    loadStripe: async (key) => {
      keys.push(key);
      return fake.stripe;
    },
  });
  const Fields = provider.Fields!;
  renderWithDesignSystem(
    <Fields
      amount={45.5}
      currencyCode="GBP"
      onWalletPaid={onWalletPaid}
      createClientSecret={async () => 'pi_9_secret_9'}
    />,
  );
  await waitFor(() => expect(fake.card.mounted).toBe(true));
  return { provider, fake, keys };
}

describe('the Stripe provider (Stripe.js loader replaced at the module boundary)', () => {
  it("asks Stripe.js for the page's language, and the browser's ('auto') without one", async () => {
    const asked: unknown[] = [];
    const fake = createFakeStripeJs();
    const loadStripe = async (_key: string, options?: unknown) => {
      asked.push(options);
      return fake.stripe;
    };
    await createStripeProvider({ publishableKey: 'pk', loadStripe, locale: 'ar' });
    await createStripeProvider({ publishableKey: 'pk', loadStripe });
    expect(asked).toEqual([{ locale: 'ar' }, { locale: 'auto' }]);
  });

  it('loads Stripe.js with the publishable key and confirms the client secret with the card and billing details', async () => {
    const fake = createFakeStripeJs();
    fake.answers.push({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { provider, keys } = await mounted(fake);
    expect(keys).toEqual(['pk_test_123']);
    expect(await provider.confirm!('pi_1_secret_x', billing)).toEqual({
      status: 'succeeded',
      transactionId: 'pi_1',
      providerStatus: 'succeeded',
    });
    expect(fake.confirmations[0].clientSecret).toBe('pi_1_secret_x');
    expect(fake.confirmations[0].data).toMatchObject({
      payment_method: {
        billing_details: {
          name: 'Ann Guest',
          address: { line1: '1 York Way', city: 'London', postal_code: 'N1 9AL', country: 'GB', state: 'GB' },
        },
      },
    });
  });

  it('answers a decline with Stripe’s card message, and clears the card element on request', async () => {
    const { provider, fake } = await mounted();
    fake.answers.push({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect(await provider.confirm!('pi_2_secret_x', billing)).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
    });
    provider.clearSensitive!();
    expect(fake.card.cleared).toBe(1);
    fake.answers.push({ error: { type: 'api_connection_error', message: 'Failed to fetch' } });
    expect(await provider.confirm!('pi_2_secret_x', billing)).toEqual({ status: 'declined', message: CARD_MESSAGE });
  });

  it('treats 3-D Secure left undone as not paid, and a failed or closed 3-D Secure as a cancel', async () => {
    const { provider, fake } = await mounted();
    fake.answers.push({ paymentIntent: { id: 'pi_3', status: 'requires_action' } });
    expect(await provider.confirm!('pi_3_secret_x', billing)).toEqual({ status: 'declined', message: CARD_MESSAGE });
    fake.answers.push({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'failed' },
    });
    expect(await provider.confirm!('pi_3_secret_x', billing)).toEqual({ status: 'cancelled' });
  });

  it('offers the wallet button only when the browser has a wallet', async () => {
    const without = await mounted(createFakeStripeJs(), () => undefined);
    expect(
      await without.provider.walletAvailable!({ amount: 1, currencyCode: 'GBP', countryCode: 'GB', label: 'x' }),
    ).toBe(false);
    expect(screen.queryByRole('button', { name: 'Pay with your wallet' })).toBeNull();
    without.provider.teardown();
    expect(without.fake.card.destroyed).toBe(true);

    const fake = createFakeStripeJs();
    fake.wallet = { applePay: false, googlePay: true };
    const withWallet = await mounted(fake, () => undefined);
    expect(
      await withWallet.provider.walletAvailable!({ amount: 1, currencyCode: 'GBP', countryCode: 'GB', label: 'x' }),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'Pay with your wallet' })).toBeInTheDocument();
  });

  it('fails to load as a network failure when Stripe.js cannot be had', async () => {
    await expect(createStripeProvider({ publishableKey: 'pk', loadStripe: async () => null })).rejects.toMatchObject({
      name: 'PaymentNetworkError',
    });
  });
});

describe('Stripe rules (4.10)', () => {
  it('counts any status containing "succ" as succeeded', () => {
    expect(['succeeded', 'Succeeded', 'processing', 'requires_action', '', undefined].map(isSucceeded)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('derives the state from the country code and leaves both out without one', () => {
    expect(billingDetailsOf({ ...billing, countryCode: '' }).address).toEqual({
      line1: '1 York Way',
      city: 'London',
      postal_code: 'N1 9AL',
    });
  });
});

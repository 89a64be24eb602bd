import type { BillingDetails, ConfirmResult, PaymentProvider, ProviderFieldsProps } from '../types';

export interface FakeFieldsProviderOptions {
  /** Which provider it plays: Stripe's card element with confirm, or PayPal's button. */
  plays?: 'stripe' | 'paypal';
  /** The next confirm answers (Stripe); succeeded when none is left. */
  results?: ConfirmResult[];
  /** Stripe: the browser offers a wallet, and the wallet's sheet answers this. */
  wallet?: ConfirmResult['status'];
}

export interface FakeFieldsProvider extends PaymentProvider {
  readonly confirmations: { clientSecret: string; billing: BillingDetails }[];
  readonly cleared: { count: number };
}

/**
 * A provider that draws its own fields, for stories and component tests: a stand-in card element with `confirm`
 * (as Stripe), or a PayPal button that asks the page for the order and approves it (as PayPal). No SDK, no network.
 */
export function createFakeFieldsProvider(options: FakeFieldsProviderOptions = {}): FakeFieldsProvider {
  const plays = options.plays ?? 'stripe';
  const results = [...(options.results ?? [])];
  const confirmations: FakeFieldsProvider['confirmations'] = [];
  const cleared = { count: 0 };
  function Fields(props: ProviderFieldsProps) {
    if (plays === 'paypal')
      return (
        <button
          type="button"
          disabled={props.disabled}
          onClick={() =>
            void (async () => {
              try {
                const orderId = await props.createOrder!();
                await props.onApprove!(orderId);
              } catch {
                // The page already showed why the order could not be made.
              }
            })()
          }
        >
          PayPal
        </button>
      );
    const payByWallet = async () => {
      const clientSecret = await props.createClientSecret?.();
      if (!clientSecret || !props.onWalletPaid) return;
      const id = clientSecret.split('_secret_')[0];
      props.onWalletPaid(
        options.wallet === 'succeeded'
          ? { status: 'succeeded', transactionId: id, providerStatus: 'succeeded' }
          : options.wallet === 'declined'
            ? { status: 'declined', message: 'Your card was declined.' }
            : { status: 'cancelled' },
      );
    };
    return (
      <>
        {options.wallet && props.onWalletPaid ? (
          <button type="button" onClick={() => void payByWallet()}>
            Pay with your wallet
          </button>
        ) : null}
        <div role="group" aria-label="Card (test)" data-testid="fake-card-element">
          4242 4242 4242 4242 · 12/30 · 123
        </div>
      </>
    );
  }
  return {
    name: 'fake',
    fields: 'own-fields',
    Fields,
    confirmations,
    cleared,
    async confirm(clientSecret, billing) {
      confirmations.push({ clientSecret, billing });
      return (
        results.shift() ?? {
          status: 'succeeded',
          transactionId: clientSecret.split('_secret_')[0],
          providerStatus: 'succeeded',
        }
      );
    },
    clearSensitive() {
      cleared.count++;
    },
    walletAvailable: async () => Boolean(options.wallet),
    teardown() {},
  };
}

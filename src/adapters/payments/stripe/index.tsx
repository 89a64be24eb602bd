/**
 * Stripe (the payment flow rule's (rules: payment-flow) client-secret path) through @stripe/stripe-js and @stripe/react-stripe-js. Loaded with
 * `import()` only when a card payment is shown with `paymentgateway: "stripe"`. The card element is Stripe's own
 * iframe (the card never reaches the app or the API: PCI SAQ A); `confirm` confirms the API's PaymentIntent with it
 * and the billing details, and Stripe runs 3-D Secure itself. The wallet button (Apple Pay, Google Pay) shows only
 * when the browser offers one.
 */
import { Button } from '@chakra-ui/react';
import { CardElement, Elements, useElements } from '@stripe/react-stripe-js';
import { loadStripe as loadStripeJs } from '@stripe/stripe-js/pure';
import type { PaymentRequest, Stripe, StripeCardElement, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import {
  PaymentNetworkError,
  type ConfirmResult,
  type PaymentProvider,
  type ProviderFieldsProps,
  type WalletRequest,
} from '../types';
import { billingDetailsOf, isSucceeded, minorUnits } from './rules';

export interface StripeProviderOptions {
  publishableKey: string;
  /** Tests and stories replace Stripe.js's loader here (its documented interface), never the network. */
  loadStripe?: (key: string, options?: { locale?: StripeElementLocale }) => Promise<Stripe | null>;
  /** The page's language; Stripe.js takes our codes as they are (docs.stripe.com/js/appendix/supported_locales). */
  locale?: string;
}

const CARD_MESSAGE = 'It was not possible to process the payment, please check the card details and try again.';

/** Hands the Elements instance to the provider, so confirm can find the card element the page rendered. */
function ElementsRef({ onElements }: { onElements: (elements: StripeElements | null) => void }) {
  const elements = useElements();
  useEffect(() => {
    onElements(elements);
    return () => onElements(null);
  }, [elements, onElements]);
  return null;
}

export async function createStripeProvider(options: StripeProviderOptions): Promise<PaymentProvider> {
  const load =
    options.loadStripe ?? ((key: string, more?: { locale?: StripeElementLocale }) => loadStripeJs(key, more));
  // Its card element's placeholders and errors in the page's language ('auto', the browser's, without one).
  const locale = (options.locale || 'auto') as StripeElementLocale;
  let stripe: Stripe | null;
  try {
    stripe = await load(options.publishableKey, { locale });
  } catch (error) {
    throw new PaymentNetworkError('Stripe could not be loaded.', { cause: error });
  }
  if (!stripe) throw new PaymentNetworkError('Stripe could not be loaded.');
  const loaded = stripe;
  let elements: StripeElements | null = null;
  const setElements = (next: StripeElements | null) => {
    elements = next;
  };
  const card = () => (elements?.getElement(CardElement) as StripeCardElement | null | undefined) ?? null;

  /**
   * The wallet button (the payment flow rule (rules: payment-flow) step 2): Stripe's payment request, shown only when the browser offers Apple Pay or
   * Google Pay. The wallet sheet gives a payment method; the booking's client secret is confirmed with it.
   */
  function WalletButton({ amount, currencyCode, onWalletPaid, createClientSecret, disabled }: ProviderFieldsProps) {
    const [request, setRequest] = useState<PaymentRequest | null>(null);
    useEffect(() => {
      if (!onWalletPaid || !createClientSecret) return;
      let live = true;
      const wallet = paymentRequestFor(loaded, { amount, currencyCode, countryCode: 'GB', label: 'Your booking' });
      wallet.on('paymentmethod', (event) => {
        void (async () => {
          const clientSecret = await createClientSecret();
          if (!clientSecret) return event.complete('fail');
          const { error, paymentIntent } = await loaded.confirmCardPayment(clientSecret, {
            payment_method: event.paymentMethod.id,
          });
          event.complete(error ? 'fail' : 'success');
          onWalletPaid(
            !error && paymentIntent && isSucceeded(paymentIntent.status)
              ? { status: 'succeeded', transactionId: paymentIntent.id, providerStatus: paymentIntent.status }
              : { status: 'declined', message: CARD_MESSAGE },
          );
        })();
      });
      wallet.on('cancel', () => onWalletPaid({ status: 'cancelled' }));
      void wallet.canMakePayment().then((can) => {
        if (live && can) setRequest(wallet);
      });
      return () => {
        live = false;
      };
    }, [amount, currencyCode, onWalletPaid, createClientSecret]);
    if (!request) return null;
    return (
      <Button variant="outline" disabled={disabled} onClick={() => request.show()}>
        Pay with your wallet
      </Button>
    );
  }

  function Fields(props: ProviderFieldsProps) {
    return (
      <Elements stripe={loaded} options={{ locale }}>
        <ElementsRef onElements={setElements} />
        <WalletButton {...props} />
        <CardElement options={{ hidePostalCode: true, disabled: props.disabled }} />
      </Elements>
    );
  }

  return {
    name: 'stripe',
    fields: 'own-fields',
    Fields,
    async confirm(clientSecret, billing): Promise<ConfirmResult> {
      const element = card();
      if (!element) return { status: 'declined', message: CARD_MESSAGE };
      const { error, paymentIntent } = await loaded.confirmCardPayment(clientSecret, {
        payment_method: { card: element, billing_details: billingDetailsOf(billing) },
      });
      if (error) {
        // The customer closing the 3-D Secure window is a cancel, not a decline.
        if (error.code === 'payment_intent_authentication_failure') return { status: 'cancelled' };
        return {
          status: 'declined',
          message: error.type === 'card_error' && error.message ? error.message : CARD_MESSAGE,
        };
      }
      if (paymentIntent && isSucceeded(paymentIntent.status))
        return { status: 'succeeded', transactionId: paymentIntent.id, providerStatus: paymentIntent.status };
      return { status: 'declined', message: CARD_MESSAGE };
    },
    clearSensitive() {
      // Stripe's card element holds number, expiry and CVC in one iframe the app cannot reach into: clear it all.
      card()?.clear();
    },
    async walletAvailable(request) {
      return Boolean(await paymentRequestFor(loaded, request).canMakePayment());
    },
    teardown() {
      card()?.destroy();
      elements = null;
    },
  };
}

function paymentRequestFor(stripe: Stripe, request: WalletRequest): PaymentRequest {
  return stripe.paymentRequest({
    country: request.countryCode,
    currency: request.currencyCode.toLowerCase(),
    total: { label: request.label, amount: minorUnits(request.amount, request.currencyCode) },
  });
}

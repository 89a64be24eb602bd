/**
 * Tests and stories: an object with the documented shape of Stripe.js (https://docs.stripe.com/js) as far as the
 * adapter uses it: elements() and its card element, confirmCardPayment, paymentRequest. It stands in for what
 * `loadStripe` resolves, so the adapter and @stripe/react-stripe-js run unchanged and nothing is fetched.
 */
import type { Stripe } from '@stripe/stripe-js';

export type FakeConfirm =
  { paymentIntent: { id: string; status: string } } | { error: { type: string; code?: string; message?: string } };

export interface FakeStripeJs {
  stripe: Stripe;
  /** What confirmCardPayment was called with. */
  confirmations: { clientSecret: string; data: unknown }[];
  /** The next confirmCardPayment answers. */
  answers: FakeConfirm[];
  card: { cleared: number; destroyed: boolean; mounted: boolean };
  /** What canMakePayment answers (null: no wallet in this browser). */
  wallet: { applePay: boolean; googlePay: boolean } | null;
}

export function createFakeStripeJs(): FakeStripeJs {
  const fake: FakeStripeJs = {
    confirmations: [],
    answers: [],
    card: { cleared: 0, destroyed: false, mounted: false },
    wallet: null,
    stripe: undefined as unknown as Stripe,
  };
  const cardElement = {
    mount: () => void (fake.card.mounted = true),
    on: () => cardElement,
    off: () => cardElement,
    once: () => cardElement,
    update: () => undefined,
    focus: () => undefined,
    blur: () => undefined,
    clear: () => void fake.card.cleared++,
    unmount: () => void (fake.card.mounted = false),
    destroy: () => void (fake.card.destroyed = true),
  };
  const elements = {
    create: () => cardElement,
    getElement: (type: unknown) => (type === 'card' || fake.card.mounted ? cardElement : null),
    update: () => undefined,
  };
  const stripe = {
    elements: () => elements,
    createToken: async () => ({}),
    createPaymentMethod: async () => ({}),
    confirmCardPayment: async (clientSecret: string, data: unknown) => {
      fake.confirmations.push({ clientSecret, data });
      return fake.answers.shift() ?? { error: { type: 'api_error', message: 'no answer' } };
    },
    paymentRequest: () => ({
      canMakePayment: async () => fake.wallet,
      on: () => undefined,
      show: () => undefined,
    }),
  };
  fake.stripe = stripe as unknown as Stripe;
  return fake;
}

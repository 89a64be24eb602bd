/** The payments adapter's public surface. Nothing here imports provider code; providers load through `import()`. */
export type * from './types';
export { CardTokenisationError, PaymentNetworkError, isCardTokenisationError, isPaymentNetworkError } from './types';
import type { PaymentProvider } from './types';

export interface ProviderOptions {
  /** The sandbox gateway's host ('' for the page's own origin). */
  baseUrl?: string;
  /** Stripe's publishable key (the operator configuration rule (rules: configuration) card provider public key). */
  publicKey?: string;
  /** PayPal's client id (the operator configuration rule, rules: configuration). */
  paypalClientId?: string;
  /** The page's language (en-GB, fr, …): Stripe's and PayPal's own fields speak it. */
  locale?: string;
}

/**
 * Card gateways (the operator configuration rule (rules: configuration) paymentgateway) and PayPal. Each loads its SDK through `import()` when its method is shown,
 * so none of them is in a page's first load (docs/payments.md).
 */
const providers: Record<string, (options: ProviderOptions) => Promise<PaymentProvider>> = {
  sandbox: async (options) => (await import('./sandbox')).createSandboxProvider(options),
  stripe: async (options) =>
    (await import('./stripe')).createStripeProvider({
      publishableKey: options.publicKey ?? '',
      locale: options.locale,
    }),
  paypal: async (options) =>
    (await import('./paypal')).createPayPalProvider({
      clientId: options.paypalClientId ?? 'test',
      locale: options.locale,
    }),
};

/** The configured gateway can take cards in this build (the operator configuration rule (rules: configuration) paymentgateway). */
export function isSupportedGateway(gateway: string): boolean {
  return Object.hasOwn(providers, gateway.trim().toLowerCase());
}

/** Loads the configured gateway's provider; rejects for one this build does not have. */
export async function loadPaymentProvider(gateway: string, options: ProviderOptions = {}): Promise<PaymentProvider> {
  const load = providers[gateway.trim().toLowerCase()];
  if (!load) throw new Error(`The payment gateway "${gateway}" is not available in this build.`);
  return load(options);
}

/** The payments adapter's public surface. Nothing here imports provider code; providers load through `import()`. */
export type * from './types';
export { CardTokenisationError, PaymentNetworkError, isCardTokenisationError, isPaymentNetworkError } from './types';
import type { PaymentProvider } from './types';

/**
 * Gateways this build can use. Only the reference API's sandbox exists: Stripe and PayPal need keys and
 * their SDKs from the internet (docs/payments.md). Adding one is an entry here plus its folder.
 */
const providers: Record<string, (options: { baseUrl?: string }) => Promise<PaymentProvider>> = {
  sandbox: async (options) => (await import('./sandbox')).createSandboxProvider(options),
};

/** The configured gateway can take cards in this build (spec 3.14 paymentgateway). */
export function isSupportedGateway(gateway: string): boolean {
  return Object.hasOwn(providers, gateway.trim().toLowerCase());
}

/** Loads the configured gateway's provider; rejects for one this build does not have. */
export async function loadPaymentProvider(
  gateway: string,
  options: { baseUrl?: string } = {},
): Promise<PaymentProvider> {
  const load = providers[gateway.trim().toLowerCase()];
  if (!load) throw new Error(`The payment gateway "${gateway}" is not available in this build.`);
  return load(options);
}

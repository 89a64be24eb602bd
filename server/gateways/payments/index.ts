/**
 * The payment gateways this server has. The card gateway is the operator configuration's `paymentgateway`
 * (`sandbox` or `stripe`); the `paypal` payment method always goes through PayPal. Keys are secrets, so they come
 * from the environment (docs/payments.md), never from the configuration document, which every page can read.
 */
import type { PayPalSettings } from './paypal';
import { sandboxGateway } from './sandbox';
import type { StripeSettings } from './stripe';
import type { PaymentGateway } from './types';

export type * from './types';
export { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE } from './messages';

export const CARD_GATEWAY_NAMES = ['sandbox', 'stripe'] as const;
/** The names `paymentgateway` may take. */
export const PAYMENT_GATEWAY_NAMES: readonly string[] = CARD_GATEWAY_NAMES;

export interface PaymentSettings {
  stripe?: StripeSettings;
  paypal?: PayPalSettings;
}

/** Stripe and PayPal keys from the environment: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_LIVE. */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  return {
    ...(env.STRIPE_SECRET_KEY
      ? {
          stripe: {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
            apiBase: env.STRIPE_API_BASE || undefined,
          },
        }
      : {}),
    ...(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? {
          paypal: {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            live: env.PAYPAL_LIVE === 'true',
            apiBase: env.PAYPAL_API_BASE || undefined,
          },
        }
      : {}),
  };
}

export interface PaymentGateways {
  /** The gateway that takes a booking's payment: PayPal for the paypal method, else the named card gateway. */
  forBooking(paymentMethod: string, cardGateway: string): PaymentGateway;
  /** The Stripe gateway and its webhook secret, when Stripe is configured. */
  readonly stripeWebhookSecret: string | null;
  readonly stripe: PaymentGateway | null;
  /** A gateway by its name, when this server has it configured. */
  byName(name: string): PaymentGateway | null;
}

export class GatewayNotConfigured extends Error {}

/**
 * The provider packages are loaded only for a gateway whose keys are set: together they held about 50 MB resident
 * (stripe 21, @paypal/paypal-server-sdk 28, measured with process.memoryUsage) in every API process, used or not.
 */
export async function paymentGateways(settings: PaymentSettings): Promise<PaymentGateways> {
  const stripe = settings.stripe ? (await import('./stripe')).stripeGateway(settings.stripe) : null;
  const paypal = settings.paypal ? (await import('./paypal')).paypalGateway(settings.paypal) : null;
  return {
    stripe,
    stripeWebhookSecret: settings.stripe?.webhookSecret ?? null,
    byName: (name) =>
      name === 'stripe' ? stripe : name === 'paypal' ? paypal : name === 'sandbox' ? sandboxGateway : null,
    forBooking(paymentMethod, cardGateway) {
      const gateway =
        paymentMethod === 'paypal'
          ? paypal
          : cardGateway === 'stripe'
            ? stripe
            : cardGateway === 'sandbox'
              ? sandboxGateway
              : null;
      if (!gateway)
        throw new GatewayNotConfigured(
          `The ${paymentMethod === 'paypal' ? 'paypal' : cardGateway} payment gateway has no keys (docs/payments.md).`,
        );
      return gateway;
    },
  };
}

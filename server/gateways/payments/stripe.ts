/**
 * Stripe as a PaymentGateway (operator configuration `paymentgateway: "stripe"`), through the official `stripe`
 * package. The API creates a PaymentIntent for the booking's own amount; the client confirms it with Stripe.js (the
 * card never reaches this server: PCI SAQ A); updatebooking and the webhook then settle the booking only after
 * asking Stripe for the PaymentIntent: succeeded, for this booking, in its amount and currency.
 */
import Stripe from 'stripe';
import type { Db } from '../../db';
import { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE } from './messages';
import { recordPayment, refundRecorded, refundable } from './ledger';
import type { ChargeRequest, ChargeResult, CreatedPayment, PaymentGateway } from './types';

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** Tests only: Stripe's API at another host (a local stand-in), e.g. http://127.0.0.1:4555. */
  apiBase?: string;
}

/** Currencies Stripe counts in whole units (no minor unit): https://docs.stripe.com/currencies#zero-decimal */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** An amount in the currency's smallest unit, as Stripe counts it. */
export function minorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? Math.round(amount) : Math.round(amount * 100);
}

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

/** Why a PaymentIntent does not pay this booking, or null when it does. Pure. */
export function intentMismatch(intent: Stripe.PaymentIntent, request: ChargeRequest): string | null {
  if (intent.metadata?.booking_id !== String(request.bookingId)) return 'another booking';
  if (intent.currency !== request.currency.toLowerCase()) return 'currency';
  if (intent.amount !== minorUnits(request.amount, request.currency)) return 'amount';
  if (intent.status === 'succeeded' && intent.amount_received !== intent.amount) return 'amount received';
  return null;
}

function cardOf(intent: Stripe.PaymentIntent): { brand: string; last4: string } {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  if (card?.brand) return { brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1), last4: card.last4 ?? '' };
  const wallet = charge?.payment_method_details?.type;
  return { brand: wallet ? wallet.charAt(0).toUpperCase() + wallet.slice(1) : 'Card', last4: '' };
}

/** A PaymentIntent in these states can still be paid with its client secret (Stripe's PaymentIntent lifecycle). */
const REOPENABLE_INTENT = new Set<string>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

export function stripeGateway(settings: StripeSettings, stripe = stripeClient(settings)): PaymentGateway {
  return {
    name: 'stripe',
    flow: 'intent',
    // Nothing is tokenised with the API: the client secret is confirmed at Stripe.
    checkToken: async () => ({ ok: false, message: PAYMENT_INFO_MESSAGE }),

    async createPayment(request): Promise<CreatedPayment> {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: minorUnits(request.amount, request.currency),
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { booking_id: String(request.bookingId), jobpartid: String(request.jobpartid ?? '') },
        });
        if (!intent.client_secret) return { ok: false, message: CARD_PROCESSING_MESSAGE };
        return { ok: true, paymentId: intent.id, clientSecret: intent.client_secret };
      } catch {
        return { ok: false, message: CARD_PROCESSING_MESSAGE };
      }
    },

    async reopenPayment(paymentIntentId, request): Promise<CreatedPayment | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        if (!REOPENABLE_INTENT.has(intent.status) || intentMismatch(intent, request) || !intent.client_secret)
          return null;
        return { ok: true, paymentId: intent.id, clientSecret: intent.client_secret };
      } catch {
        return null;
      }
    },

    async charge(tx: Db, paymentIntentId: string, request, now): Promise<ChargeResult> {
      if (!/^pi_[A-Za-z0-9_]{1,200}$/.test(paymentIntentId))
        return { status: 'invalid', message: PAYMENT_INFO_MESSAGE };
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
      } catch (error) {
        // An unknown id is the client's mistake; anything else is Stripe out of reach (the error behaviour rule (rules: error-behaviour): the card message).
        const unknown = error instanceof Stripe.errors.StripeInvalidRequestError;
        return {
          status: unknown ? 'invalid' : 'declined',
          message: unknown ? PAYMENT_INFO_MESSAGE : CARD_PROCESSING_MESSAGE,
        };
      }
      if (intentMismatch(intent, request)) return { status: 'invalid', message: PAYMENT_INFO_MESSAGE };
      if (intent.status !== 'succeeded') return { status: 'declined', message: CARD_PROCESSING_MESSAGE };
      const card = cardOf(intent);
      const recorded = await recordPayment(tx, { ...request, transactionId: intent.id, authCode: intent.id }, now);
      if (!recorded) return { status: 'invalid', message: PAYMENT_INFO_MESSAGE };
      return { status: 'approved', authCode: intent.id, ...card };
    },

    async refund(tx, request, now) {
      if (!(await refundable(tx, request)))
        return { status: 'failed', message: 'There is no payment to refund for this booking.' };
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.authCode, amount: minorUnits(request.amount, request.currency) },
          request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
        );
        return refundRecorded(tx, request, refund.id, now);
      } catch {
        return { status: 'failed', message: 'There is no payment to refund for this booking.' };
      }
    },
  };
}

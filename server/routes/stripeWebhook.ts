/**
 * POST /api/stripewebhook: Stripe's events, verified by their signature (the endpoint's signing secret,
 * STRIPE_WEBHOOK_SECRET), reconcile a booking whose customer paid but never came back (closed tab, lost network):
 * payment_intent.succeeded settles the booking through the same path as updatebooking, which asks Stripe again
 * and counts a payment once, so a replayed or duplicated event changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../db';
import { providerPayment } from '../stores/providerPayments';
import { findById } from '../stores/bookingRows';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import type { Mailer } from '../gateways/mail';
import type { RoutingProvider } from '../gateways/routing';
import type { PaymentGateways } from '../gateways/payments';
import { ClientError } from '../lib/errors';
import { settlePayment } from '../services/settlePayment';

export const STRIPE_WEBHOOK_PATH = '/stripewebhook';

export function registerStripeWebhook(
  api: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    operatorConfig: OperatorConfigStore;
    gateways: PaymentGateways;
    mailer: Mailer;
    routing: RoutingProvider;
  },
): void {
  const secret = deps.gateways.stripeWebhookSecret;
  if (!secret || !deps.gateways.stripe) return;
  // Verifying the signature needs the exact bytes Stripe signed, so this route alone reads its body raw.
  void api.register(async (hook) => {
    // Loaded here, not at the top: only a server with Stripe's keys needs the package (gateways/payments/index.ts).
    const { default: StripeSdk } = await import('stripe');
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post<{ Body: Buffer }>(STRIPE_WEBHOOK_PATH, async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
        event = StripeSdk.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new ClientError(400, 'The webhook signature is invalid.');
      }
      if (event.type !== 'payment_intent.succeeded') return { received: true };
      const intent = event.data.object;
      const created = await providerPayment(deps.db, intent.id);
      const row = created ? await findById(deps.db, created.bookingId) : null;
      if (!row) return { received: true, settled: false };
      const now = deps.now();
      const ctx = {
        db: deps.db,
        now,
        operator: await deps.operatorConfig.get(),
        gateways: deps.gateways,
        mailer: deps.mailer,
        route: (points: Parameters<RoutingProvider['route']>[0]) => deps.routing.route(points),
      };
      const result = await settlePayment(ctx, row, intent.id);
      return { received: true, settled: result?.Code === 1 };
    });
  });
}

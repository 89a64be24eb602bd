/**
 * PayPal as a PaymentGateway (the `paypal` payment method, the operator configuration rule (rules: configuration) IsPaypalAllowed), through the official
 * `@paypal/paypal-server-sdk`. The API creates the order for the booking's own amount and currency; the buyer
 * approves it in PayPal's buttons; updatebooking names the order, and the API reads it back from PayPal (this
 * booking's, this amount), captures it, and marks the booking paid only on a completed capture of that amount.
 */
import http from 'node:http';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { Db } from '../../db';
import { recordPayment, refundRecorded, refundable } from './ledger';
import { CARD_PROCESSING_MESSAGE, PAYMENT_INFO_MESSAGE } from './messages';
import type { ChargeRequest, ChargeResult, CreatedPayment, PaymentGateway } from './types';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** PayPal's sandbox (test) or live environment. */
  live?: boolean;
  /** Tests only: PayPal's REST API at another host (a local plain-HTTP stand-in), e.g. http://127.0.0.1:4556. */
  apiBase?: string;
}

/** The amount as PayPal writes it: two decimals (the currencies this operator quotes in have minor units). */
export const paypalValue = (amount: number): string => amount.toFixed(2);

/**
 * The SDK has no base-URL option; its HTTP client is axios, whose documented `transport` option replaces the
 * https module. Tests use it to send the SDK's requests, unchanged, to a local stand-in of PayPal's API.
 */
function localTransport(apiBase: string) {
  const base = new URL(apiBase);
  return {
    request(options: http.RequestOptions, callback: (res: http.IncomingMessage) => void) {
      return http.request(
        {
          ...options,
          protocol: 'http:',
          hostname: base.hostname,
          host: base.hostname,
          port: base.port,
          agent: undefined,
        },
        callback,
      );
    },
  };
}

export function paypalClient(settings: PayPalSettings): Client {
  return new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
    environment: settings.live ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    ...(settings.apiBase ? { unstable_httpClientOptions: { transport: localTransport(settings.apiBase) } } : {}),
  });
}

/** Why an order does not pay this booking, or null when it does. Pure. */
export function orderMismatch(order: Order, request: ChargeRequest): string | null {
  const unit = order.purchaseUnits?.[0];
  if (!unit || order.purchaseUnits!.length !== 1) return 'purchase units';
  if (unit.customId !== String(request.bookingId)) return 'another booking';
  if (unit.amount?.currencyCode !== request.currency.toUpperCase()) return 'currency';
  if (unit.amount?.value !== paypalValue(request.amount)) return 'amount';
  return null;
}

/** The order's completed capture of exactly the booking's amount, if any. */
function completedCapture(order: Order, request: ChargeRequest) {
  if (order.status !== 'COMPLETED') return null;
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture?.id || capture.status !== 'COMPLETED') return null;
  if (capture.amount?.currencyCode !== request.currency.toUpperCase()) return null;
  if (capture.amount?.value !== paypalValue(request.amount)) return null;
  return capture;
}

export function paypalGateway(settings: PayPalSettings, client = paypalClient(settings)): PaymentGateway {
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  return {
    name: 'paypal',
    flow: 'intent',
    checkToken: async () => ({ ok: false, message: PAYMENT_INFO_MESSAGE }),

    async createPayment(request): Promise<CreatedPayment> {
      try {
        const { result } = await orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: String(request.jobpartid ?? request.bookingId),
                customId: String(request.bookingId),
                amount: { currencyCode: request.currency.toUpperCase(), value: paypalValue(request.amount) },
              },
            ],
          },
          prefer: 'return=minimal',
        });
        if (!result.id) return { ok: false, message: CARD_PROCESSING_MESSAGE };
        return { ok: true, paymentId: result.id, clientSecret: result.id };
      } catch {
        return { ok: false, message: CARD_PROCESSING_MESSAGE };
      }
    },

    async reopenPayment(orderId, request): Promise<CreatedPayment | null> {
      try {
        const order = (await orders.getOrder({ id: orderId })).result;
        // Created or approved by the buyer, not yet captured: the same order can still be approved and captured.
        if ((order.status !== 'CREATED' && order.status !== 'APPROVED') || orderMismatch(order, request)) return null;
        return { ok: true, paymentId: orderId, clientSecret: orderId };
      } catch {
        return null;
      }
    },

    async charge(tx: Db, orderId: string, request, now): Promise<ChargeResult> {
      if (!/^[A-Z0-9]{5,40}$/.test(orderId)) return { status: 'invalid', message: PAYMENT_INFO_MESSAGE };
      try {
        // Read first: an order made for another booking or amount is never captured on this booking's behalf.
        let order = (await orders.getOrder({ id: orderId })).result;
        if (orderMismatch(order, request)) return { status: 'invalid', message: PAYMENT_INFO_MESSAGE };
        if (order.status === 'APPROVED')
          order = (await orders.captureOrder({ id: orderId, prefer: 'return=representation' })).result;
        const capture = completedCapture(order, request);
        if (!capture?.id) return { status: 'declined', message: CARD_PROCESSING_MESSAGE };
        const recorded = await recordPayment(tx, { ...request, transactionId: orderId, authCode: capture.id }, now);
        if (!recorded) return { status: 'invalid', message: PAYMENT_INFO_MESSAGE };
        return { status: 'approved', authCode: capture.id, brand: 'PayPal', last4: '' };
      } catch (error) {
        const unknown = error instanceof ApiError && error.statusCode === 404;
        return {
          status: unknown ? 'invalid' : 'declined',
          message: unknown ? PAYMENT_INFO_MESSAGE : CARD_PROCESSING_MESSAGE,
        };
      }
    },

    async refund(tx, request, now) {
      if (!(await refundable(tx, request)))
        return { status: 'failed', message: 'There is no payment to refund for this booking.' };
      try {
        const { result } = await payments.refundCapturedPayment({
          captureId: request.authCode,
          paypalRequestId: request.idempotencyKey,
          body: { amount: { currencyCode: request.currency, value: paypalValue(request.amount) } },
        });
        return refundRecorded(tx, request, result.id ?? request.authCode, now);
      } catch {
        return { status: 'failed', message: 'There is no payment to refund for this booking.' };
      }
    },
  };
}

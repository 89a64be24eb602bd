/**
 * Tests only: a local stand-in of the few documented Stripe and PayPal REST endpoints the gateways use, so the
 * official `stripe` and `@paypal/paypal-server-sdk` packages run unchanged against it (docs/payments.md, Testing).
 *
 * Stripe (https://docs.stripe.com/api): POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/refunds.
 * PayPal (https://developer.paypal.com/docs/api/orders/v2/): POST /v1/oauth2/token, POST /v2/checkout/orders,
 * GET /v2/checkout/orders/:id, POST /v2/checkout/orders/:id/capture, POST /v2/payments/captures/:id/refund.
 *
 * What the customer does at the provider (confirming a card with Stripe.js, approving in PayPal's window) happens
 * in the browser, not through the API: `confirmIntent` and `approveOrder` play that part.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: null | {
    id: string;
    object: 'charge';
    payment_method_details: { type: string; card: { brand: string; last4: string } };
  };
}

interface Order {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: { id: string; status: string; amount: { currency_code: string; value: string } }[] };
  }[];
}

export interface ProviderStandIn {
  url: string;
  intents: Map<string, Intent>;
  orders: Map<string, Order>;
  /** Every request the packages sent, `METHOD path`. */
  requests: string[];
  /** The refunds made: the payment (intent or capture), the amount in the provider's units, the idempotency key. */
  refunds: StandInRefund[];
  /** The customer confirming the intent's card at Stripe: 'succeeded', 'declined' or 'requires_action' (3-D Secure). */
  confirmIntent(id: string, outcome: 'succeeded' | 'declined' | 'requires_action' | 'canceled'): void;
  /** The buyer approving the order in PayPal's window. */
  approveOrder(id: string): void;
  /** Stripe answers 500 (out of reach) while true. */
  failing: boolean;
  close(): Promise<void>;
}

export interface StandInRefund {
  id: string;
  payment: string;
  amount: string;
  key: string | undefined;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const intents = new Map<string, Intent>();
  const orders = new Map<string, Order>();
  const requests: string[] = [];
  const refunds: StandInRefund[] = [];
  let counter = 0;
  /** A refund request with a key seen before answers the refund made then, as both providers document. */
  const refundOnce = (payment: string, amount: string, key: string | undefined, id: string): StandInRefund => {
    const earlier = key ? refunds.find((r) => r.key === key) : undefined;
    if (earlier) return earlier;
    const refund = { id, payment, amount, key };
    refunds.push(refund);
    return refund;
  };
  const next = () => String(++counter).padStart(6, '0');

  const stripeError = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });
  function send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    res.end(JSON.stringify(body));
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    requests.push(`${req.method} ${path}`);
    const raw = await readBody(req);

    // Stripe: form-encoded requests, Bearer secret key.
    if (path.startsWith('/v1/') && path !== '/v1/oauth2/token') {
      if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) return stripeError(res, 401, 'Invalid API Key');
      if (standIn.failing) return send(res, 500, { error: { type: 'api_error', message: 'Stripe is down' } });
      const form = new URLSearchParams(raw);
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_${next()}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]] = value;
        }
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${next()}`,
          metadata,
          latest_charge: null,
        };
        intents.set(id, intent);
        return send(res, 200, intent);
      }
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && intentMatch) {
        const intent = intents.get(intentMatch[1]);
        if (!intent) return stripeError(res, 404, `No such payment_intent: '${intentMatch[1]}'`);
        const expand = url.searchParams.getAll('expand[]').includes('latest_charge');
        return send(res, 200, {
          ...intent,
          latest_charge: expand ? intent.latest_charge : (intent.latest_charge?.id ?? null),
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent || intent.status !== 'succeeded') return stripeError(res, 400, 'Nothing to refund');
        const amount = form.get('amount') ?? String(intent.amount);
        const key = req.headers['idempotency-key'] as string | undefined;
        const refund = refundOnce(intent.id, amount, key, `re_${next()}`);
        return send(res, 200, { id: refund.id, object: 'refund', amount: Number(refund.amount), status: 'succeeded' });
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
    }

    // PayPal: OAuth client credentials, then JSON with a Bearer token.
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      if (!/^Basic /.test(req.headers.authorization ?? '')) return send(res, 401, { error: 'invalid_client' });
      return send(res, 200, { access_token: 'A21AA-stand-in', token_type: 'Bearer', expires_in: 32400, scope: '' });
    }
    if (req.headers.authorization !== 'Bearer A21AA-stand-in')
      return send(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed', details: [] });
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(raw) as Pick<Order, 'intent' | 'purchase_units'>;
      const order: Order = {
        id: `5O${next()}PP${next()}`,
        intent: body.intent,
        status: 'CREATED',
        purchase_units: body.purchase_units,
      };
      orders.set(order.id, order);
      return send(res, 201, { id: order.id, status: order.status });
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = orderMatch ? orders.get(orderMatch[1]) : undefined;
    if (orderMatch && !order)
      return send(res, 404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [{ issue: 'INVALID_RESOURCE_ID' }],
      });
    if (req.method === 'GET' && order && !orderMatch?.[2]) return send(res, 200, order);
    if (req.method === 'POST' && order && orderMatch?.[2]) {
      const issue =
        order.status === 'COMPLETED'
          ? 'ORDER_ALREADY_CAPTURED'
          : order.status !== 'APPROVED'
            ? 'ORDER_NOT_APPROVED'
            : null;
      if (issue) return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', message: issue, details: [{ issue }] });
      order.status = 'COMPLETED';
      const unit = order.purchase_units[0];
      unit.payments = { captures: [{ id: `3C${next()}`, status: 'COMPLETED', amount: unit.amount }] };
      return send(res, 201, order);
    }
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refundMatch) {
      const body = (raw ? JSON.parse(raw) : {}) as { amount?: { value: string } };
      const key = req.headers['paypal-request-id'] as string | undefined;
      const refund = refundOnce(refundMatch[1], body.amount?.value ?? 'full', key, `1R${next()}`);
      return send(res, 201, { id: refund.id, status: 'COMPLETED' });
    }
    return send(res, 404, { name: 'NOT_FOUND', message: path, details: [] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: ProviderStandIn = {
    url: `http://127.0.0.1:${port}`,
    intents,
    orders,
    requests,
    refunds,
    failing: false,
    confirmIntent(id, outcome) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status =
        outcome === 'declined'
          ? 'requires_payment_method'
          : outcome === 'requires_action'
            ? 'requires_action'
            : outcome;
      if (outcome === 'succeeded') {
        intent.amount_received = intent.amount;
        intent.latest_charge = {
          id: `ch_${next()}`,
          object: 'charge',
          payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
        };
      }
    },
    approveOrder(id) {
      const found = orders.get(id);
      if (!found) throw new Error(`no order ${id}`);
      found.status = 'APPROVED';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

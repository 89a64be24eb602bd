import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { Db } from './db';
import { errorBody, installErrorHandling } from './lib/errors';
import { installInputGuards } from './lib/inputGuards';
import { registerAccountRoutes } from './routes/account';
import { registerAddressBookRoutes } from './routes/addressbook';
import { registerCommentRoutes } from './routes/comment';
import { registerDevOutboxRoutes } from './routes/devOutbox';
import { registerFlightRoutes } from './routes/flights';
import { registerChangeBookingRoutes } from './routes/changeBooking';
import { registerHistoryRoutes } from './routes/history';
import { registerConfigurationRoutes } from './routes/configuration';
import { registerLicenceRoutes } from './routes/licence';
import { registerLicensedFraming } from './guards/licensedFraming';
import { registerPromotionRoutes } from './routes/promotion';
import { registerLookupRoutes } from './routes/lookups';
import { registerQuotationRoutes } from './routes/quotation';
import { registerBookerRoutes } from './routes/booker';
import { registerBookerCustomerRoutes } from './routes/bookerCustomers';
import { registerBookingRoutes } from './routes/booking';
import { registerPaymentRoutes } from './routes/payment';
import { registerStripeWebhook } from './routes/stripeWebhook';
import { registerOperatorRoutes } from './routes/operator';
import { liveOperatorConfig } from './services/liveOperatorConfig';
import { outboxMailer, type Mailer } from './gateways/mail';
import { offlineRouting, type RoutingProvider } from './gateways/routing';
import { paymentGateways, paymentSettingsFromEnv, type PaymentSettings } from './gateways/payments';
import { registerPromoRoutes } from './routes/promo';
import { registerSandboxGatewayRoutes } from './routes/sandboxGateway';
import { registerRouteRoutes } from './routes/route';
import { registerDevTrackingRoutes, registerTrackingRoutes } from './routes/tracking';
import { startDispatcher, type Dispatcher } from './tracking/dispatcher';
import { refundedNotice } from './services/cancelBooking';
import { startRefundRetries } from './services/refunds';
import { hubLimitFromEnv, registerTrackingHub } from './tracking/hub';
import { clientAddressOf } from './lib/clientAddress';
import { registerEmbedRoutes } from './routes/embed';
import { registerMessageLanguage } from './services/messageLanguage';
import { registerSpa, type RenderPage } from './routes/spa';
import { registerMessageRoutes } from './routes/messages';
import { batchedStdout } from './guards/accessLog';
import { registerLoadShedding } from './guards/loadShedding';
import { redactedRequestSerializer } from './guards/logRedaction';
import { registerRateLimits, type Limit, type RateLimitName } from './guards/rateLimits';
import { registerSecurityHeaders, securityHeaderSet } from './guards/securityHeaders';
import { earlyErrorHandlers, timeoutServerOptions } from './guards/connectionGuards';
import { guardSettingsFromEnv, type GuardSettings } from './guards/settings';

export type { RenderPage } from './routes/spa';

/** Bodies over 1 MiB are refused with 413. */
export const BODY_LIMIT = 1048576;

export const DEFAULT_OPERATOR_CONFIG = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed', 'operator.json');

const COMPRESSION = { global: true, encodings: ['br' as const, 'gzip' as const] };
/**
 * The API's JSON answers are compressed per request, so their brotli quality is 1, not the plugin's 4: for a 4-5 KB
 * address list or quote about 30 us instead of 85 (a quarter of an address search's CPU) for about 20% more bytes
 * (1,020 instead of 827 for "king"), which is still a quarter of the JSON. Pages and files keep quality 4.
 */
const API_COMPRESSION = { ...COMPRESSION, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } };

export interface BuildAppOptions {
  db: Db;
  /** The operator's configuration file; defaults to the demo operator. Re-read when it changes. */
  operatorConfigPath?: string;
  /** The built SPA (dist/web); without it only /api and /healthz are served. */
  staticDir?: string;
  logger?: boolean | object;
  /** Stripe and PayPal keys (docs/payments.md); default from the environment. */
  payments?: PaymentSettings;
  /** Where mail goes (server/gateways/mail); default the outbox table. */
  mailer?: Mailer;
  /** Road routing (server/gateways/routing); default the offline routing. */
  routing?: RoutingProvider;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Prerenders a page for the given URL with the configuration; null or absent means the client renders. */
  renderPage?: RenderPage;
  /** GET /dev/outbox (mail the API wrote, for tests and developers); default on, and always off when NODE_ENV is production. */
  devOutbox?: boolean;
  /** Proxy trust, framing, CSP origins and load shedding (docs/security.md); default from the environment. */
  guards?: Partial<GuardSettings>;
  /** Overrides of the rate limits of server/guards/limitSettings.ts (tests); they win over the operator document. */
  rateLimits?: Partial<Record<RateLimitName, Limit>>;
  /**
   * Live tracking (docs/tracking.md). The dispatch simulator runs only when `dispatch` is true (main turns it on);
   * the hub and the tracking calls are always there.
   */
  tracking?: {
    dispatch?: boolean;
    /** With dispatch: allocate drivers here too (default true); false leaves allocation to another process. */
    allocate?: boolean;
    tickMs?: number;
    speed?: number;
    pingMs?: number;
    timeoutMs?: number;
    handshakeTimeoutMs?: number;
    /** Open hub connections per client address; default TRACKING_CONNECTIONS_PER_ADDRESS or 50. */
    connectionsPerAddress?: number;
    /** Hub negotiations per client address a minute; default TRACKING_NEGOTIATIONS_PER_MINUTE or 120. */
    negotiationsPerMinute?: number;
  };
  /** POST /dev/tracking/clock; default on, and always off when NODE_ENV is production. */
  devTracking?: boolean;
  /**
   * The worker that retries refunds a gateway failed (server/services/refunds.ts), every `everyMs` (default a
   * minute); main turns it on, tests call retryDueRefunds themselves.
   */
  refundRetries?: { everyMs?: number };
}

/** The caller's logger settings, with secret-bearing URLs redacted from every request line. */
function loggerOptions(logger: BuildAppOptions['logger']): boolean | object {
  if (!logger) return false;
  // `true` (npm start) logs to standard output, batched per turn of the event loop (server/guards/accessLog.ts).
  const base: { serializers?: object; stream?: object } =
    typeof logger === 'object' ? (logger as { serializers?: object }) : { stream: batchedStdout };
  return { ...base, serializers: { ...base.serializers, req: redactedRequestSerializer } };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, staticDir, renderPage } = options;
  const now = options.now ?? (() => new Date());
  const gateways = await paymentGateways(options.payments ?? paymentSettingsFromEnv());
  const mailer = options.mailer ?? outboxMailer;
  const routing = options.routing ?? offlineRouting;
  const guards = { ...guardSettingsFromEnv(), ...options.guards };
  const securityHeaders = await securityHeaderSet({
    frameAncestors: guards.frameAncestors,
    connectOrigins: guards.connectOrigins,
  });
  const app = Fastify({
    ...timeoutServerOptions(guards.timeouts),
    ...earlyErrorHandlers(() => securityHeaders),
    logger: loggerOptions(options.logger),
    // Behind a TLS proxy, X-Forwarded-Proto says https, so the session cookie is marked Secure.
    trustProxy:
      typeof guards.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (guards.trustProxy as number)
        : guards.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Query strings arrive as text and bodies as JSON: no silent coercion, so a wrong type is an error.
    ajv: { customOptions: { coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });
  // Only JSON bodies are accepted; plain text would otherwise be parsed and fail later with a vaguer message.
  app.removeContentTypeParser('text/plain');

  // The newest version of the operator document in the database, which the operator file seeds (issue 31).
  const operatorConfig = await liveOperatorConfig(db, options.operatorConfigPath ?? DEFAULT_OPERATOR_CONFIG, {
    log: app.log,
  });

  installErrorHandling(app);
  installInputGuards(app);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // The page addresses rule (rules: routes): unknown pages redirect to booking.html (only where this server serves the app).
    // A file that is not a page (a browser's /favicon.ico, a missing image) is not found: sent the booking page
    // instead, every first visit downloaded it twice (the favicon request followed the redirect).
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const isFile = /\.[a-z0-9]+$/i.test(lastSegment) && !/\.html?$/i.test(lastSegment);
    const isAsset = isFile || pathname.startsWith('/static/') || pathname.startsWith('/frame/static/');
    if (staticDir && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.redirect('/booking.html', 302);
    }
    return reply.status(404).send(errorBody(`Not found: ${request.method} ${pathname}`));
  });

  // Before compression: pages are hashed for the CSP as written. Before shedding: a 503 carries the headers too.
  registerSecurityHeaders(app, securityHeaders);
  registerLicensedFraming(app, { db, now, base: guards.frameAncestors });
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: guards.maxEventLoopDelayMs,
    sampleIntervalMs: guards.loadSampleIntervalMs,
  });
  // Before compression, which would hand it a stream: the API's messages in the request's language.
  registerMessageLanguage(app, { operatorConfig });
  // Must come before compression's own onRoute hook, which reads the route's compress options as it is declared.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) route.compress = API_COMPRESSION;
  });
  await app.register(fastifyCompress, COMPRESSION);
  // Reads the session cookie (server/lib/session.ts).
  await app.register(fastifyCookie);

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // Before the routes: it adds its checks to the sign-in, sign-up, reset and promo routes as they are declared.
  // The shared limits rule (docs/server.md): counted where every process on the database sees them.
  const sharedLimits = guards.sharedLimits ?? db.kind === 'postgres';
  const rateLimits = await registerRateLimits(app, {
    overrides: options.rateLimits,
    documentLimits: async () => (await operatorConfig.get()).limits,
    factor: guards.rateLimitFactor,
    sharedIn: sharedLimits ? db : undefined,
  });
  const { resetMailLimit } = rateLimits;

  await app.register(
    async (api) => {
      registerConfigurationRoutes(api, { operatorConfig, now });
      registerLookupRoutes(api);
      registerFlightRoutes(api, { operatorConfig, now });
      registerRouteRoutes(api, { routing });
      registerCommentRoutes(api, { db, now });
      registerLicenceRoutes(api, { db, now });
      registerQuotationRoutes(api, { db, operatorConfig, now, routing });
      registerBookingRoutes(api, { db, operatorConfig, now, gateways, rateLimits, mailer });
      registerPromoRoutes(api, { db, operatorConfig, now });
      registerPromotionRoutes(api, { db, now });
      registerPaymentRoutes(api, { db, now, operatorConfig, gateways, mailer, routing });
      registerStripeWebhook(api, { db, now, operatorConfig, gateways, mailer, routing });
      registerAccountRoutes(api, { db, now, operatorConfig, mailer, resetMailLimit });
      registerAddressBookRoutes(api, { db, now });
      registerHistoryRoutes(api, { db, now, operatorConfig, mailer, gateways });
      registerChangeBookingRoutes(api, { db, now, operatorConfig, mailer, gateways, routing });
      registerTrackingRoutes(api, { db, now, routing });
      registerBookerRoutes(api, { db, now, operatorConfig });
      registerBookerCustomerRoutes(api, { db, now, operatorConfig });
      registerOperatorRoutes(api, { db, now, operatorConfig });
    },
    { prefix: '/api' },
  );

  // Production never gets it, whatever the option says: it hands out password reset links.
  if ((options.devOutbox ?? true) && process.env.NODE_ENV !== 'production') {
    registerDevOutboxRoutes(app, { db });
  }

  if ((options.devTracking ?? true) && process.env.NODE_ENV !== 'production') {
    registerDevTrackingRoutes(app, { db, now, operatorConfig, routing });
  }

  // The tracking hub stands for the spec's chat host (the live tracking rule, rules: live-tracking), so it lives outside /api too.
  const tracking = options.tracking ?? {};
  const hub = registerTrackingHub(app, {
    db,
    now,
    routing,
    pingMs: tracking.pingMs,
    timeoutMs: tracking.timeoutMs,
    handshakeTimeoutMs: tracking.handshakeTimeoutMs,
    log: app.log,
    clientAddress: clientAddressOf(guards.trustProxy),
    connectionsPerAddress: tracking.connectionsPerAddress ?? hubLimitFromEnv('TRACKING_CONNECTIONS_PER_ADDRESS'),
    negotiationsPerMinute: tracking.negotiationsPerMinute ?? hubLimitFromEnv('TRACKING_NEGOTIATIONS_PER_MINUTE'),
    sharedLimits,
  });
  let dispatcher: Dispatcher | undefined;
  if (tracking.dispatch) {
    dispatcher = startDispatcher({
      db,
      operatorConfig,
      now,
      routing,
      allocate: tracking.allocate,
      tickMs: tracking.tickMs,
      speed: tracking.speed,
      watched: hub.watched,
      onUpdate: hub.publish,
      onError: (error) => app.log.warn({ err: error }, 'dispatch tick failed'),
    });
  }
  const refundWorker = options.refundRetries
    ? startRefundRetries(db, gateways, {
        everyMs: options.refundRetries.everyMs,
        now,
        onError: (error) => app.log.warn({ err: error }, 'refund retry failed'),
        onRefunded: refundedNotice({ mailer }, () => operatorConfig.get(), now),
      })
    : undefined;
  app.addHook('preClose', async () => {
    await dispatcher?.stop();
    await refundWorker?.stop();
    await hub.close();
  });

  // The sandbox card gateway stands for the card provider's host, so it lives outside /api.
  registerSandboxGatewayRoutes(app, { db, now });

  registerEmbedRoutes(app, { db });
  registerMessageRoutes(app, { operatorConfig });
  if (staticDir) await registerSpa(app, { staticDir, operatorConfig, now, renderPage });

  return app;
}

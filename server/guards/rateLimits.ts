import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { errorBody } from '../lib/errors';
import { SESSION_COOKIE } from '../lib/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db';
import { databaseStore } from './databaseStore';
import { SnapshotStore } from './snapshotStore';
import { limitSource, type LimitSource, type RateLimitName } from './limitSettings';

export { RATE_LIMITS, type Limit, type RateLimitName } from './limitSettings';

/**
 * Rate limits on the calls worth abusing (issues 10 and 26, docs/security.md): sign-in, sign-up, both halves of a
 * password reset, the welcome link of a booker's new customer (confirmpassword), promo checks, the payments made at a
 * provider (stripepaymentintent), and every write anyone may make without an account (quotes, card tokens, booking
 * parameters, enquiries, share links, guest bookings, e-mail receipts). Each is limited per client address and,
 * where the call names one, per account or e-mail. The values live in ./limitSettings.ts and the operator document.
 * Counts live in the database (./databaseStore.ts), so several API processes on one database share them (the shared
 * limits rule); with SHARED_LIMITS=off each process counts its own in memory (./snapshotStore.ts).
 * A refused call answers 429 with Retry-After and the spec's error shape ({code: 0, message}).
 */

/** What a limit counts by; undefined means the request has nothing to count by (the limit does not apply). */
type KeyOf = (request: FastifyRequest) => string | undefined;

/**
 * The client address (behind TRUST_PROXY, the forwarded one), an IPv6 one by its /64: one subscriber usually holds
 * a whole /64, so counting each address of it apart would give them billions of budgets.
 */
const client: KeyOf = (request) => normalizeIP(request.ip);
const session: KeyOf = (request) =>
  (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[SESSION_COOKIE] || undefined;
/** The sender of a contact-us enquiry, as the body names it (validated as an e-mail before this runs). */
const sender: KeyOf = (request) => (request.body as { email?: string } | undefined)?.email?.trim().toLowerCase();

const GUARDED: { method: string; url: string; limits: [RateLimitName, KeyOf][] }[] = [
  { method: 'POST', url: '/api/signIn', limits: [['signInPerClient', client]] },
  { method: 'POST', url: '/api/signUp', limits: [['signUpPerClient', client]] },
  {
    method: 'POST',
    url: '/api/resetpassword',
    // Per e-mail in the route itself (resetMailLimit below): only calls that get as far as a mail count there.
    limits: [['resetMailPerClient', client]],
  },
  {
    method: 'PUT',
    url: '/api/savepassword',
    // Not per link: a stranger's wrong codes would use up the owner's link, and a 256-bit code needs no such limit.
    limits: [['savePasswordPerClient', client]],
  },
  { method: 'GET', url: '/api/confirmpassword', limits: [['welcomeLinkPerClient', client]] },
  { method: 'GET', url: '/api/stripepaymentintent', limits: [['providerPaymentPerClient', client]] },
  { method: 'PUT', url: '/api/confirmpassword', limits: [['welcomeLinkPerClient', client]] },
  { method: 'POST', url: '/api/validate', limits: [['licencePerClient', client]] },
  { method: 'GET', url: '/api/custappbaseurl', limits: [['licencePerClient', client]] },
  { method: 'GET', url: '/api/promotion', limits: [['licencePerClient', client]] },
  {
    method: 'POST',
    url: '/api/promocode',
    limits: [
      ['promoPerClient', client],
      ['promoPerSession', session],
    ],
  },
  // Anonymous writes: each stores a row, so an unlimited caller could fill the disk (issue 26).
  { method: 'POST', url: '/api/quotation', limits: [['quotationPerClient', client]] },
  { method: 'POST', url: '/sandbox-gateway/tokenize', limits: [['cardTokenPerClient', client]] },
  { method: 'POST', url: '/api/bookingparams', limits: [['bookingParamsPerClient', client]] },
  {
    method: 'POST',
    url: '/api/comment',
    limits: [
      ['commentPerClient', client],
      ['commentPerEmail', sender],
    ],
  },
  { method: 'POST', url: '/api/trackinglink', limits: [['trackingLinkPerClient', client]] },
  // Per recipient in the route (server/stores/mailLimits.ts), where the booking's e-mail is known.
  { method: 'POST', url: '/api/emailreceipt', limits: [['receiptPerClient', client]] },
];

export const TOO_MANY_REQUESTS = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** Answers 429 with Retry-After and the message; routes that count for themselves use it too. */
export function refuseTooMany(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message = TOO_MANY_REQUESTS(retryAfterSeconds),
) {
  return reply.status(429).header('Retry-After', String(retryAfterSeconds)).send(errorBody(message));
}

/** Counts one call against a limit by the given key: the seconds to wait when it is over, else undefined. */
export type LimitCheck = (request: FastifyRequest, key: string) => Promise<number | undefined>;

export interface RateLimits {
  /** Reset mails per e-mail, which the reset route applies once the caller may ask. */
  resetMailLimit: LimitCheck;
  /** Guest bookings per client address, which the booking route applies once it knows there is no session. */
  guestBookingLimit: (request: FastifyRequest) => Promise<number | undefined>;
  /** The limits in force now (the operator document's, live). */
  limits: LimitSource;
}

/** Registers the limiter and adds the checks to the guarded routes; call before the routes are registered. */
export async function registerRateLimits(
  app: FastifyInstance,
  options: Parameters<typeof limitSource>[0] & { sharedIn?: Db } = {},
): Promise<RateLimits> {
  const limits = limitSource(options);
  const store = options.sharedIn ? databaseStore(options.sharedIn) : SnapshotStore;
  await app.register(fastifyRateLimit, { global: false, store });
  const counters = new Map<RateLimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  const counter = (name: RateLimitName, keyOf: KeyOf) => {
    if (!counters.has(name)) {
      counters.set(
        name,
        app.createRateLimit({
          // Read at each call, so an edit of the operator document applies to the next request.
          max: async () => (await limits.current(name)).max,
          timeWindow: async () => (await limits.current(name)).windowMs,
          // Named, because the database store keeps every limit's counts in one table.
          keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
        }),
      );
    }
    return counters.get(name)!;
  };
  const over = async (count: ReturnType<typeof counter>, request: FastifyRequest) => {
    const result = await count(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : undefined;
  };
  const checks = new Map(
    GUARDED.map(({ method, url, limits: routeLimits }) => {
      const routeCounters = routeLimits.map(([name, keyOf]) => ({ keyOf, count: counter(name, keyOf) }));
      // After validation (preHandler), so a malformed request costs nothing and the body names the account.
      const check: preHandlerAsyncHookHandler = async (request, reply) => {
        for (const { keyOf, count } of routeCounters) {
          if (keyOf(request) === undefined) continue;
          const wait = await over(count, request);
          if (wait !== undefined) return refuseTooMany(reply, wait);
        }
        return undefined;
      };
      return [`${method} ${url}`, check] as const;
    }),
  );
  const resetMailCounter = counter(
    'resetMailPerEmail',
    (request) => (request as { resetMailKey?: string }).resetMailKey,
  );
  const resetMailLimit: LimitCheck = async (request, key) => {
    (request as { resetMailKey?: string }).resetMailKey = key.trim().toLowerCase();
    return over(resetMailCounter, request);
  };
  const guestBookingCounter = counter('guestBookingPerClient', client);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const check = methods.map((method) => checks.get(`${method} ${route.url}`)).find(Boolean);
    if (!check) return;
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [check, ...existing];
  });
  return { resetMailLimit, guestBookingLimit: (request) => over(guestBookingCounter, request), limits };
}

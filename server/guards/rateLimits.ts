import fastifyRateLimit from '@fastify/rate-limit';
import { errorBody } from '../lib/errors';
import { SESSION_COOKIE } from '../lib/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/**
 * Rate limits on the calls worth abusing (issue 10, docs/security.md): sign-in, sign-up, both halves of a password
 * reset, the welcome link of a booker's new customer (confirmpassword), promo checks, and the payments made at a provider (stripepaymentintent). Each is limited per client address and, where the call names one, per account or e-mail.
 * Counts live in this process (@fastify/rate-limit's memory store); several processes each count their own.
 * A refused call answers 429 with Retry-After and the spec's error shape ({code: 0, message}).
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  signInPerClient: { max: 60, windowMs: 5 * 60_000 },
  signUpPerClient: { max: 20, windowMs: 60 * 60_000 },
  /** The reset mails one address may ask for: also what one mailbox can receive. */
  resetMailPerClient: { max: 10, windowMs: 15 * 60_000 },
  resetMailPerEmail: { max: 3, windowMs: 15 * 60_000 },
  savePasswordPerClient: { max: 10, windowMs: 15 * 60_000 },
  /** Reading and using the links a booker's new customers get (confirmpassword), one count for both. */
  welcomeLinkPerClient: { max: 20, windowMs: 15 * 60_000 },
  promoPerClient: { max: 60, windowMs: 60_000 },
  /** Each stripepaymentintent call makes a PaymentIntent or PayPal order at the provider (issue 13). */
  providerPaymentPerClient: { max: 60, windowMs: 15 * 60_000 },
  /** Licence checks and promotion links (issue 17): a page load asks once; hundreds a minute is someone guessing. */
  licencePerClient: { max: 120, windowMs: 60_000 },
  /** Per signed-in session: a custid in the body is not proof of anything until the route checks it. */
  promoPerSession: { max: 60, windowMs: 60_000 },
} satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** What a limit counts by; undefined means the request has nothing to count by (the limit does not apply). */
type KeyOf = (request: FastifyRequest) => string | undefined;

const client: KeyOf = (request) => request.ip;
const session: KeyOf = (request) =>
  (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[SESSION_COOKIE] || undefined;

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

/**
 * Registers the limiter and adds the checks to the guarded routes; call before the routes are registered.
 * Returns the per-e-mail reset mail limit, which the reset route applies once the caller may ask.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: Partial<Record<RateLimitName, Limit>> = {},
): Promise<{ resetMailLimit: LimitCheck }> {
  await app.register(fastifyRateLimit, { global: false });
  const counters = new Map<RateLimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  const counter = (name: RateLimitName, keyOf: KeyOf) => {
    if (!counters.has(name)) {
      const { max, windowMs } = { ...RATE_LIMITS[name], ...limits[name] };
      counters.set(
        name,
        app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => keyOf(request) ?? '' }),
      );
    }
    return counters.get(name)!;
  };
  const checks = new Map(
    GUARDED.map(({ method, url, limits: routeLimits }) => {
      const routeCounters = routeLimits.map(([name, keyOf]) => ({ keyOf, count: counter(name, keyOf) }));
      // After validation (preHandler), so a malformed request costs nothing and the body names the account.
      const check: preHandlerAsyncHookHandler = async (request, reply) => {
        for (const { keyOf, count } of routeCounters) {
          if (keyOf(request) === undefined) continue;
          const result = await count(request);
          if (!result.isAllowed && result.isExceeded) return refuseTooMany(reply, Math.max(1, result.ttlInSeconds));
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
    const result = await resetMailCounter(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : undefined;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const check = methods.map((method) => checks.get(`${method} ${route.url}`)).find(Boolean);
    if (!check) return;
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [check, ...existing];
  });
  return { resetMailLimit };
}

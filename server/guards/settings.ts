import { DEFAULT_CONNECTION_TIMEOUTS, type ConnectionTimeouts } from './connectionGuards';
/**
 * The operator's settings for the API's guards (docs/security.md), read from the environment by default so
 * `npm start` and server/main.ts need nothing new; tests pass them to buildApp directly.
 */
export interface GuardSettings {
  /**
   * Fastify's trustProxy: whether X-Forwarded-For/-Proto/-Host are believed. `false` (default) for an API that
   * faces the internet itself; `true`, a hop count, or the proxies' addresses when it sits behind a TLS proxy.
   */
  trustProxy: boolean | number | string[];
  /** Who may frame the app (CSP frame-ancestors): `'self'` plus the hosts that embed the booking page. */
  frameAncestors: string[];
  /** Extra origins the page may fetch from (e.g. the tile and glyph hosts of a configured MapLibre style). */
  connectOrigins: string[];
  /** Event-loop lag (ms, mean over one sample) above which requests are shed with 503; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** How often the lag is sampled (ms). */
  loadSampleIntervalMs: number;
  /** How long one connection may hold the server (server/guards/connectionGuards.ts). */
  timeouts: ConnectionTimeouts;
  /**
   * RATE_LIMIT_FACTOR: multiplies the maximum of every rate limit (server/guards/limitSettings.ts). 1 for an operator;
   * test servers, where every simulated customer comes from 127.0.0.1, raise it.
   */
  rateLimitFactor: number;
  /**
   * SHARED_LIMITS: `on` counts the rate limits and the hub's connections per address in the database, so every API
   * process on it counts the same (docs/server.md); `off` in each process's memory. Unset: on with Postgres, off on
   * PGlite, which only one process can open (where the statement would cost CPU and share nothing).
   */
  sharedLimits?: boolean;
}

export const DEFAULT_GUARD_SETTINGS: GuardSettings = {
  trustProxy: false,
  frameAncestors: ["'self'"],
  connectOrigins: [],
  maxEventLoopDelayMs: 1000,
  loadSampleIntervalMs: 1000,
  timeouts: DEFAULT_CONNECTION_TIMEOUTS,
  rateLimitFactor: 1,
};

const list = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter(Boolean);

/** TRUST_PROXY: unset/false, true, a number of hops, or a comma-separated list of proxy addresses or CIDRs. */
export function parseTrustProxy(text: string | undefined): GuardSettings['trustProxy'] {
  const value = (text ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return list(value);
}

/** Frame ancestors as CSP wants them: bare keywords quoted ('self', 'none'), origins as written. */
function sourceList(text: string | undefined, fallback: string[]): string[] {
  const entries = list(text).map((entry) =>
    /^'?(self|none)'?$/i.test(entry) ? `'${entry.replace(/'/g, '')}'` : entry,
  );
  return entries.length ? entries : fallback;
}

function positiveNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** `on` or `off` (any case), else undefined: the default applies. */
function onOff(text: string | undefined): boolean | undefined {
  const value = (text ?? '').trim().toLowerCase();
  return value === 'on' ? true : value === 'off' ? false : undefined;
}

/** A whole number of milliseconds above zero, else the fallback. */
function milliseconds(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/**
 * TRUST_PROXY, FRAME_ANCESTORS, CSP_CONNECT_ORIGINS, MAX_EVENT_LOOP_DELAY_MS, REQUEST_TIMEOUT_MS,
 * HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, RATE_LIMIT_FACTOR and SHARED_LIMITS (docs/configuration.md).
 */
export function guardSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): GuardSettings {
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    frameAncestors: sourceList(env.FRAME_ANCESTORS, DEFAULT_GUARD_SETTINGS.frameAncestors),
    connectOrigins: list(env.CSP_CONNECT_ORIGINS),
    maxEventLoopDelayMs: positiveNumber(env.MAX_EVENT_LOOP_DELAY_MS, DEFAULT_GUARD_SETTINGS.maxEventLoopDelayMs),
    loadSampleIntervalMs: DEFAULT_GUARD_SETTINGS.loadSampleIntervalMs,
    timeouts: {
      ...DEFAULT_CONNECTION_TIMEOUTS,
      requestMs: milliseconds(env.REQUEST_TIMEOUT_MS, DEFAULT_CONNECTION_TIMEOUTS.requestMs),
      headersMs: milliseconds(env.HEADERS_TIMEOUT_MS, DEFAULT_CONNECTION_TIMEOUTS.headersMs),
      keepAliveMs: milliseconds(env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_CONNECTION_TIMEOUTS.keepAliveMs),
    },
    rateLimitFactor: positiveNumber(env.RATE_LIMIT_FACTOR, DEFAULT_GUARD_SETTINGS.rateLimitFactor) || 1,
    sharedLimits: onOff(env.SHARED_LIMITS),
  };
}

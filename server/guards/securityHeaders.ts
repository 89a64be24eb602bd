import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Security headers on every response, pages and API alike (@fastify/helmet). The Content-Security-Policy lets
 * the app, its maps and its payment providers work and nothing else: hosts are those each provider documents for
 * CSP (Stripe, PayPal, Google Maps, Bing Maps); MapLibre's worker is a same-origin file, or a blob: by default. Styles may be inline
 * (Emotion, MapLibre and Google Maps write style elements and attributes); scripts may not: the few inline
 * scripts a prerendered page carries are allowed by their SHA-256, added per page (docs/security.md).
 */
const PROVIDER_SOURCES = {
  script: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://www.paypal.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    'https://maps.googleapis.com',
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
    'https://www.bing.com',
    'https://*.bing.com',
    'https://*.virtualearth.net',
  ],
  connect: [
    'https://api.stripe.com',
    'https://*.paypal.com',
    'https://*.braintreegateway.com',
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'https://*.bing.com',
    'https://*.virtualearth.net',
  ],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://www.paypal.com',
    'https://*.paypal.com',
    'https://*.google.com',
  ],
  img: [
    'https://*.stripe.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
    'https://*.ggpht.com',
    'https://*.bing.com',
    'https://*.virtualearth.net',
  ],
  style: ['https://fonts.googleapis.com', 'https://www.bing.com'],
  font: ['https://fonts.gstatic.com'],
};

export interface SecurityHeaderOptions {
  frameAncestors: string[];
  connectOrigins: string[];
}

export function contentSecurityDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'", 'https://*.paypal.com'],
    frameAncestors: options.frameAncestors,
    scriptSrc: ["'self'", ...PROVIDER_SOURCES.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...PROVIDER_SOURCES.style],
    imgSrc: ["'self'", 'data:', 'blob:', ...PROVIDER_SOURCES.img, ...options.connectOrigins],
    fontSrc: ["'self'", 'data:', ...PROVIDER_SOURCES.font],
    connectSrc: ["'self'", ...PROVIDER_SOURCES.connect, ...options.connectOrigins],
    frameSrc: ["'self'", ...PROVIDER_SOURCES.frame],
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
  };
}

/** Inline scripts the browser would run (not data blocks such as the embedded configuration's JSON). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?(?!(?:text\/javascript|module|application\/javascript)["'\s>])[^"'\s>]+/i;

/** The CSP hash sources of every inline script in a page. Pure. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const CSP_HEADER = 'content-security-policy';
/** Pages kept by the prerender cache come back as the same strings: their hashes are computed once per page. */
const HASHED_PAGES_KEPT = 20;

/**
 * The headers @fastify/helmet writes for these options, read once from a probe instance. Helmet builds its
 * headers from the options on every response (parsing and re-validating the CSP directives each time, about 5%
 * of an API answer's cost in the profile); the values never change while the process runs, so every response
 * gets the same precomputed set instead.
 */
export async function securityHeaderSet(options: SecurityHeaderOptions): Promise<Record<string, string>> {
  const framedOnlyBySelf = options.frameAncestors.length === 1 && options.frameAncestors[0] === "'self'";
  const probe = Fastify();
  await probe.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    // PayPal's checkout opens a pop-up that reports back through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The page's own origin only, so reset and ticket URLs never leave; Google's key check needs the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    // frame-ancestors decides framing; the older header would contradict it when other hosts may embed.
    xFrameOptions: framedOnlyBySelf ? { action: 'sameorigin' } : false,
  });
  probe.get('/', async () => '');
  const { headers } = await probe.inject({ url: '/' });
  await probe.close();
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (PROBE_OWN_HEADERS.has(name) || value === undefined) continue;
    set[name] = String(value);
  }
  return set;
}
/** What the probe's answer carries that is not helmet's. */
const PROBE_OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Call on the root instance before compression is registered, so pages are hashed as written, not compressed.
 * `headers` is securityHeaderSet's answer, made before the instance so its early-error answers carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const pageHashes = new Map<string, string[]>();
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      return payload;
    }
    const policy = reply.getHeader(CSP_HEADER);
    let hashes = pageHashes.get(payload);
    if (!hashes) {
      hashes = inlineScriptHashes(payload);
      if (pageHashes.size >= HASHED_PAGES_KEPT) pageHashes.clear();
      pageHashes.set(payload, hashes);
    }
    if (typeof policy === 'string' && hashes.length) {
      reply.header(
        CSP_HEADER,
        policy.replace(/(^|;)script-src /, (found) => `${found}${hashes.join(' ')} `),
      );
    }
    return payload;
  });
}

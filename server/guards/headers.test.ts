/** Issue 10: security headers on every response, the session cookie behind a TLS proxy, and the log's URLs. */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticDir, createTestApp, type TestApp } from '../lib/testing';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/customers';
import { sha256Hex } from '../routes/accountTestHelpers';
import { SESSION_COOKIE } from '../lib/session';

let t: TestApp;
/** The same app as an operator behind a TLS proxy would run it, framed by a partner, its log captured. */
let proxied: TestApp;
let staticDir: Awaited<ReturnType<typeof createStaticDir>>;
const logLines: string[] = [];

beforeAll(async () => {
  staticDir = await createStaticDir();
  t = await createTestApp({
    staticDir: staticDir.dir,
    renderPage: async () => ({ html: '<main>Booking</main>', head: '<style data-emotion="css">.a{}</style>' }),
    guards: { frameAncestors: ["'self'"] },
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  proxied = await createTestApp({
    staticDir: staticDir.dir,
    logger: { level: 'info', stream },
    guards: { trustProxy: true, frameAncestors: ["'self'", 'https://partner.example'] },
  });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
  await staticDir.remove();
});

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('security headers', () => {
  it.each([
    ['a page', '/booking.html'],
    ['an API answer', '/api/configuration'],
    ['an API error', '/api/nowhere'],
    ['a static file', '/images/vehicles/saloon.svg'],
  ])('are on %s', async (_name, url) => {
    const response = await t.app.inject({ url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('let the map worker, the payment providers and the map providers in, and no inline script by default', async () => {
    const policy = String((await t.app.inject({ url: '/booking.html' })).headers['content-security-policy']);
    expect(directive(policy, 'worker-src')).toContain('blob:');
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://www.paypal.com',
        'https://maps.googleapis.com',
        'https://www.bing.com',
      ]),
    );
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://www.paypal.com']),
    );
    expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it("allow a prerendered page's inline loader script by its hash, even when the page is compressed", async () => {
    const plain = await t.app.inject({ url: '/booking.html' });
    const inline = [...plain.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    const compressed = await t.app.inject({ url: '/booking.html', headers: { 'accept-encoding': 'br' } });
    for (const response of [plain, compressed]) {
      const scriptSrc = directive(String(response.headers['content-security-policy']), 'script-src');
      for (const body of inline) {
        expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }
  });

  it('let other hosts frame the app when the operator lists them', async () => {
    const response = await proxied.app.inject({ url: '/api/configuration' });
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://partner.example']);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('the session cookie', () => {
  const signInFrom = (app: TestApp['app'], headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/signIn',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ email: DEMO_EMAILS.amelia, passwordhash: sha256Hex(DEMO_PASSWORD) }),
    });
  const sessionCookie = (response: Awaited<ReturnType<typeof signInFrom>>) =>
    (response.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === SESSION_COOKIE);

  it('is Secure when a trusted TLS proxy says the request came over https', async () => {
    const response = await signInFrom(proxied.app, {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(sessionCookie(response)?.secure).toBe(true);
    const plain = await signInFrom(proxied.app, {});
    expect(sessionCookie(plain)).toBeDefined();
    expect(sessionCookie(plain)?.secure).toBeFalsy();
  });

  it('ignores a forwarded protocol when no proxy is trusted (the default)', async () => {
    const response = await signInFrom(t.app, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(response)).toBeDefined();
    expect(sessionCookie(response)?.secure).toBeFalsy();
  });
});

describe('the access log', () => {
  it('records no reset code, booking code, ticket handle or token', async () => {
    const secrets = ['s3cretResetCode', 'TicketCode77', 'PayCode99', 'PromoToken5', 'TrackCode3'];
    for (const url of [
      `/resetpassword/12/${secrets[0]}`,
      `/ResetPassword/12/${secrets[0]}?x=1`,
      `/ticket/${secrets[1]}`,
      `/api/paymentintent?jobpartid=1&code=${secrets[2]}`,
      `/api/stripepaymentintent?id=1&code=${secrets[2]}`,
      `/api/promotion?token=${secrets[3]}`,
      `/api/custappbaseurl?trackingcode=${secrets[4]}`,
    ]) {
      await proxied.app.inject({ url });
    }
    const log = logLines.join('');
    expect(log).toContain('/resetpassword/12/[redacted]');
    expect(log).toContain('/api/paymentintent?jobpartid=1&code=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After and the error shape while the event loop keeps lagging, and serves again after', async () => {
    const shedding = await createTestApp({ guards: { maxEventLoopDelayMs: 100, loadSampleIntervalMs: 50 } });
    try {
      const blockFor = (ms: number) => {
        const until = Date.now() + ms;
        while (Date.now() < until) {
          // Busy: the process has more work than it can do.
        }
      };
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // One long pause (a database opening) is not overload.
      blockFor(400);
      expect((await shedding.app.inject({ url: '/api/configuration' })).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) {
        blockFor(300);
        await pause(1);
      }
      const shed = await shedding.app.inject({ url: '/api/configuration' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toMatch(/^\d+$/);
      expect(shed.json()).toEqual({ code: 0, message: 'Something went wrong, please try again.' });
      expect(shed.headers['x-content-type-options']).toBe('nosniff');
      await pause(400);
      expect((await shedding.app.inject({ url: '/api/configuration' })).statusCode).toBe(200);
    } finally {
      await shedding.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { answer, createStaticDir, createTestApp, HASHED_ASSET, postJson, type TestApp } from './lib/testing';

let testApp: TestApp;
let staticDir: Awaited<ReturnType<typeof createStaticDir>>;
let renderCalls: string[] = [];

beforeAll(async () => {
  staticDir = await createStaticDir();
  testApp = await createTestApp({
    staticDir: staticDir.dir,
    renderPage: async (url, config) => {
      renderCalls.push(url);
      if (url.startsWith('/profile')) return null;
      if (url.startsWith('/dashboard')) throw new Error('render broke');
      return { html: `<main>Rendered ${url} for ${config.company}</main>`, head: '<style id="ssr">.x{}</style>' };
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await staticDir.remove();
});

const validComment = { name: 'Ann Smith', email: 'ann@example.com', message: 'Do you take dogs?' };

function embeddedConfig(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(html);
  expect(match, 'embedded configuration').not.toBeNull();
  return JSON.parse(match![1]) as Record<string, unknown>;
}

describe('bad input anywhere answers 4xx with {code: 0, message}', () => {
  it('malformed JSON', async () => {
    const { status, body } = await answer(postJson(testApp.app, '/api/comment', '{"name": "Ann",'));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 0, message: 'The request body is not valid JSON.' });
  });

  it('a prototype-polluting key (Fastify refuses it as invalid JSON)', async () => {
    const { status, body } = await answer(
      postJson(
        testApp.app,
        '/api/comment',
        '{"__proto__": {"admin": true}, "name": "A", "email": "a@b.co", "message": "m"}',
      ),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ code: 0, message: 'The request body is not valid JSON.' });
  });

  it('a repeated query key where one value is expected', async () => {
    const { status, body } = await answer(testApp.app.inject({ url: '/api/searchaddress?prefix=ab&prefix=cd' }));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 0, message: 'prefix must be of type string' });
  });

  it('a wrong content type', async () => {
    const { status, body } = await answer(
      testApp.app.inject({
        method: 'POST',
        url: '/api/comment',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      }),
    );
    expect(status).toBe(415);
    expect(body.code).toBe(0);
    expect(body.message).toMatch(/application\/json/);
  });

  it('an empty JSON body', async () => {
    const { status, body } = await answer(postJson(testApp.app, '/api/comment', ''));
    expect(status).toBe(400);
    expect(body.code).toBe(0);
  });

  it('a body over 1 MiB', async () => {
    const { status, body } = await answer(
      postJson(testApp.app, '/api/comment', { ...validComment, message: 'x'.repeat(1048577) }),
    );
    expect(status).toBe(413);
    expect(body).toEqual({ code: 0, message: 'The request body is too large.' });
  });

  it('an unknown /api path, or a known path with the wrong method', async () => {
    for (const request of [
      { url: '/api/nosuchcall' },
      { url: '/api/comment' },
      { method: 'DELETE' as const, url: '/api/prices' },
    ]) {
      const { status, body } = await answer(testApp.app.inject(request));
      expect(status).toBe(404);
      expect(body.code).toBe(0);
      expect(body.message).toMatch(/Not found/);
    }
  });
});

describe('health and compression', () => {
  it('/healthz answers ok after reaching the database', async () => {
    const { status, body } = await answer(testApp.app.inject({ url: '/healthz' }));
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('compresses API responses when the client accepts gzip', async () => {
    const response = await testApp.app.inject({ url: '/api/configuration', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).company).toBe('London Transfers Ltd');
  });

  it('sends plain responses to a client that does not ask for compression', async () => {
    const response = await testApp.app.inject({
      url: '/api/configuration',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().code).toBe(1);
  });
});

describe('the single-page app', () => {
  it('serves index.html with the embedded configuration on every app route and twin', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/booking.html',
      '/book/',
      '/bookings',
      '/quickbooking',
      '/quickbooking.html',
      '/ticket/42',
      '/confirmed/42.html',
      '/resetpassword/7/abc',
      '/addressbook.html',
      '/tracking/9?x=1',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const config = embeddedConfig(response.body);
      expect(config).toMatchObject({ code: 1, company: 'London Transfers Ltd', template: 'wizard' });
      // The airports list is left out of the page (it is large and only the flight dialog needs it).
      expect(config.airports).toBeUndefined();
      expect(Array.isArray(config.vehTypes)).toBe(true);
    }
  });

  it('escapes "<" in the embedded document so operator copy cannot close the script', async () => {
    const response = await testApp.app.inject({ url: '/booking' });
    const script = /id="app-config">(.*?)<\/script>/s.exec(response.body)![1];
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003ch2>Conditions of Use');
  });

  it('puts the prerendered markup and head into the page', async () => {
    const response = await testApp.app.inject({ url: '/litebooking.html' });
    expect(response.body).toContain(
      '<div id="root"><main>Rendered /litebooking.html for London Transfers Ltd</main></div>',
    );
    expect(response.body).toMatch(/<style id="ssr">\.x\{\}<\/style><script type="application\/json" id="app-config">/);
  });

  it('serves the bare shell when the renderer declines or fails, and caches a rendered page briefly', async () => {
    const declined = await testApp.app.inject({ url: '/profile' });
    expect(declined.body).toContain('<div id="root"><!--app-html--></div>');
    const failed = await testApp.app.inject({ url: '/dashboard' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<!--app-html-->');
    renderCalls = [];
    await testApp.app.inject({ url: '/payment' });
    await testApp.app.inject({ url: '/payment' });
    expect(renderCalls).toEqual(['/payment']);
  });

  it('redirects unknown page paths to /booking.html', async () => {
    for (const url of ['/nope', '/addressbook', '/ticket/1/2', '/something.html', '/deep/path/']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/booking.html');
    }
  });

  it('answers a missing file that is not a page 404, not with the booking page (a browser asks for /favicon.ico)', async () => {
    for (const url of ['/favicon.ico', '/robots.txt', '/images/missing.png', '/apple-touch-icon.png']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.body.length, url).toBeLessThan(300);
    }
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await testApp.app.inject({ url: `/${HASHED_ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toMatch(/^console\.log\("hello /);
  });

  it('serves other build files with revalidation and answers a missing asset 404', async () => {
    const image = await testApp.app.inject({ url: '/images/vehicles/saloon.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-cache');
    const missing = await testApp.app.inject({ url: '/static/js/missing.123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(0);
  });

  it('does not let a path escape the build directory', async () => {
    const response = await testApp.app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect([302, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });
});

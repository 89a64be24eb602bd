/** GET /api/configuration, prepared once a second (issue 10, throughput): still right, compressed, and current. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { createTestApp, type TestApp } from '../lib/testing';
import { chooseEncoding } from './configuration';

let testApp: TestApp;
let operatorDir: string;
let operatorFile: string;
let demo: { configuration: Record<string, unknown> };
let clock = new Date('2030-06-01T09:00:00.250Z');

beforeAll(async () => {
  operatorDir = await mkdtemp(path.join(tmpdir(), 'configuration-'));
  operatorFile = path.join(operatorDir, 'operator.json');
  demo = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')) as typeof demo;
  await writeFile(operatorFile, JSON.stringify(demo));
  testApp = await createTestApp({ operatorConfigPath: operatorFile, now: () => clock });
});
afterAll(async () => {
  await testApp.close();
  await rm(operatorDir, { recursive: true, force: true });
});

async function configuration(acceptEncoding: string, query = '') {
  const response = await testApp.app.inject({
    url: `/api/configuration${query}`,
    headers: { 'accept-encoding': acceptEncoding },
  });
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return { response, encoding, body: JSON.parse(text.toString()) as Record<string, unknown> };
}

describe('GET /api/configuration', () => {
  it('sends the same document plain, as brotli and as gzip, with the security headers and Vary', async () => {
    const plain = await configuration('identity');
    const br = await configuration('gzip, deflate, br');
    const gzip = await configuration('gzip');
    expect(plain.encoding).toBeUndefined();
    expect([br.encoding, gzip.encoding]).toEqual(['br', 'gzip']);
    expect(br.body).toEqual(plain.body);
    expect(gzip.body).toEqual(plain.body);
    expect(plain.body).toMatchObject({ code: 1, company: 'London Transfers Ltd' });
    for (const { response } of [plain, br, gzip]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('keeps the answers with and without airports apart', async () => {
    const airports = await configuration('br', '?airports=true');
    const plain = await configuration('br');
    const airportsAgain = await configuration('gzip', '?airports=true');
    expect(Array.isArray(airports.body.airports)).toBe(true);
    expect(plain.body.airports).toBeUndefined();
    expect(airportsAgain.body).toEqual(airports.body);
  });

  it('honours sandbox (the test gateway) and a quoted currencyCode, ignores another currency, and validates source', async () => {
    const sandbox = await configuration('br', '?sandbox=true&source=8');
    expect(sandbox.body).toMatchObject({ paymentgateway: 'sandbox', currencycode: 'GBP' });
    expect((await configuration('br', '?currencyCode=eur')).body.currencycode).toBe('EUR');
    expect((await configuration('br', '?currencyCode=XYZ')).body.currencycode).toBe('GBP');
    expect((await configuration('br')).body.currencycode).toBe('GBP');
    expect((await configuration('br', '?source=abc')).response.statusCode).toBe(400);
  });

  it('carries the server time of the current second', async () => {
    clock = new Date('2030-06-01T09:00:00.250Z');
    const first = (await configuration('br')).body.servertime as string;
    clock = new Date('2030-06-01T09:00:03.500Z');
    const later = (await configuration('br')).body.servertime as string;
    expect(Date.parse(first)).toBe(Date.parse('2030-06-01T09:00:00.250Z'));
    expect(Date.parse(later)).toBe(Date.parse('2030-06-01T09:00:03.500Z'));
  });

  it('follows an edit of the operator document without a restart', async () => {
    expect((await configuration('br')).body.company).toBe('London Transfers Ltd');
    await writeFile(
      operatorFile,
      JSON.stringify({ ...demo, configuration: { ...demo.configuration, company: 'Thames Cars Ltd' } }),
    );
    // The operator store looks at its file at most every 500 ms; the clock stays in the same second.
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (const accept of ['br', 'gzip', 'identity']) {
      expect((await configuration(accept)).body.company).toBe('Thames Cars Ltd');
    }
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('%j gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

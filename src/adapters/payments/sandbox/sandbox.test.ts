// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../server/lib/testing';
import { isCardTokenisationError, isPaymentNetworkError } from '../types';
import { createSandboxProvider } from './index';

/** The adapter against the real reference API: its fetch goes through Fastify's inject instead of a socket. */
let testApp: TestApp;
const viaApp: typeof fetch = async (input, init) => {
  const response = await testApp.app.inject({
    method: init?.method as 'POST',
    url: String(input),
    headers: init?.headers as Record<string, string>,
    payload: init?.body as string,
  });
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
};
const card = (number: string) => ({
  number,
  expiryMonth: '12',
  expiryYear: String(new Date().getFullYear() + 2),
  cvc: '123',
  name: 'Ada Lovelace',
  postcode: 'N1C 4AG',
});

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000); // the API in process, built while the full run's browsers share the cores (60 s ran out once)
afterAll(async () => testApp?.close());

describe('sandbox payment provider', () => {
  it('turns a card into a nonce with its brand and last four digits', async () => {
    const provider = createSandboxProvider({ fetch: viaApp });
    const tokenised = await provider.tokenise!(card('4242424242424242'));
    expect(tokenised.nonce).toMatch(/\S{8,}/);
    expect(tokenised.brand).toMatch(/visa/i);
    expect(tokenised.last4).toBe('4242');
    expect(tokenised.nonce).not.toContain('4242424242424242');
  });

  it("reports the gateway's refusal of a bad number as a tokenisation error with its message", async () => {
    const provider = createSandboxProvider({ fetch: viaApp });
    const error = await provider.tokenise!(card('4242424242424241')).catch((e: unknown) => e);
    expect(isCardTokenisationError(error)).toBe(true);
    expect((error as Error).message.length).toBeGreaterThan(0);
  });

  it('reports an unreachable gateway as a network error', async () => {
    const provider = createSandboxProvider({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(isPaymentNetworkError(await provider.tokenise!(card('4242424242424242')).catch((e: unknown) => e))).toBe(
      true,
    );
  });
});

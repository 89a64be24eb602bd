import {
  CardTokenisationError,
  PaymentNetworkError,
  type CardDetails,
  type PaymentProvider,
  type TokenisedCard,
} from '../types';

export interface SandboxProviderOptions {
  /** The gateway's host; '' means the page's own origin (the reference API serves it beside /api). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** Path of the reference API's card gateway: outside /api, as a card provider's host would be. */
export const SANDBOX_TOKENIZE_PATH = '/sandbox-gateway/tokenize';

/** The gateway's request body. The card goes to the gateway only, never to the operator API. */
export function sandboxTokenizeBody(card: CardDetails) {
  return {
    cardnumber: card.number,
    expirymonth: Number(card.expiryMonth),
    expiryyear: Number(card.expiryYear),
    cvc: card.cvc,
    name: card.name,
    postcode: card.postcode,
  };
}

function readMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, Message } = body as { message?: unknown; Message?: unknown };
  const text = typeof message === 'string' ? message : typeof Message === 'string' ? Message : undefined;
  return text?.trim() ? text.trim() : undefined;
}

function readCard(body: unknown): TokenisedCard | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { nonce, brand, last4 } = body as Record<string, unknown>;
  if (typeof nonce !== 'string' || nonce === '') return undefined;
  return { nonce, brand: typeof brand === 'string' ? brand : '', last4: typeof last4 === 'string' ? last4 : '' };
}

/** The reference API's sandbox gateway (the spec's nonce path for non-card-provider gateways). */
export function createSandboxProvider(options: SandboxProviderOptions = {}): PaymentProvider {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    name: 'sandbox',
    fields: 'card-form',
    teardown() {},
    async tokenise(card, { signal } = {}) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${SANDBOX_TOKENIZE_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(sandboxTokenizeBody(card)),
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new PaymentNetworkError(undefined, { cause: error });
      }
      const body: unknown = await response.json().catch(() => undefined);
      const tokenised = response.ok ? readCard(body) : undefined;
      if (tokenised) return tokenised;
      // A 4xx with a message is the gateway refusing the card; anything else is the gateway failing.
      const message = readMessage(body);
      if (response.status >= 400 && response.status < 500 && message) throw new CardTokenisationError(message);
      throw new PaymentNetworkError(`The card gateway answered ${response.status}.`);
    },
  };
}

import cardValidator from 'card-validator';
import { CardTokenisationError, PaymentNetworkError, type PaymentProvider } from '../types';

export interface FakeProviderOptions {
  /** Card numbers whose tokenisation is refused with `refusalMessage`. */
  refuse?: string[];
  refusalMessage?: string;
  /** Every call fails as if the provider were unreachable. */
  offline?: boolean;
  /** Milliseconds before answering, to show progress states in stories. */
  delayMs?: number;
}

export interface FakePaymentProvider extends PaymentProvider {
  /** The nonces handed out, in order (never the card numbers). */
  readonly issued: readonly string[];
}

/** An in-memory provider for stories and component tests: no network, deterministic nonces. */
export function createFakePaymentProvider(options: FakeProviderOptions = {}): FakePaymentProvider {
  const issued: string[] = [];
  return {
    name: 'fake',
    fields: 'card-form',
    issued,
    teardown() {},
    async tokenise(card) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.offline) throw new PaymentNetworkError();
      if (options.refuse?.includes(card.number)) {
        throw new CardTokenisationError(options.refusalMessage ?? 'Your card was refused by the test gateway.');
      }
      const nonce = `fake-nonce-${issued.length + 1}`;
      issued.push(nonce);
      return {
        nonce,
        brand: cardValidator.number(card.number).card?.niceType ?? 'Card',
        last4: card.number.slice(-4),
      };
    },
  };
}

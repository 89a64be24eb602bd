/**
 * The payment interface features see (DESIGN.md rule 4). Provider code stays behind it and loads with
 * `import()`, so a provider the operator did not configure costs no bytes.
 */

/** What the customer typed on the card form. Held in memory only: never stored, never sent to the operator API. */
export interface CardDetails {
  /** Digits only (spaces stripped, spec 3.10). */
  number: string;
  /** "01" to "12". */
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  cvc: string;
  name: string;
  postcode: string;
}

/** A card the provider has accepted for one charge: the nonce replaces the card everywhere after this point. */
export interface TokenisedCard {
  nonce: string;
  /** e.g. "Visa". */
  brand: string;
  last4: string;
}

export type PaymentProviderName = 'sandbox' | 'fake';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * The nonce path of spec 4.10. Rejects with `CardTokenisationError` when the provider refuses the card
   * (its message is for the customer) and with `PaymentNetworkError` when the provider cannot be reached.
   * A card that tokenises may still be declined when the booking charges it.
   */
  tokenise(card: CardDetails, options?: { signal?: AbortSignal }): Promise<TokenisedCard>;
  // Client-secret providers (Stripe, PayPal) would add confirm(clientSecret, billing) here: see docs/payments.md.
}

/** The provider refused the card; the message is the provider's own and is shown in a dialog (spec 8.3). */
export class CardTokenisationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardTokenisationError';
  }
}

/** The provider could not be reached or answered nonsense. */
export class PaymentNetworkError extends Error {
  constructor(message = 'The payment provider could not be reached.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentNetworkError';
  }
}

export function isCardTokenisationError(error: unknown): error is CardTokenisationError {
  return error instanceof Error && error.name === 'CardTokenisationError';
}

export function isPaymentNetworkError(error: unknown): error is PaymentNetworkError {
  return error instanceof Error && error.name === 'PaymentNetworkError';
}

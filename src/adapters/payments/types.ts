/**
 * The payment interface features see (DESIGN.md rule 4). Provider code stays behind it and loads with
 * `import()`, so a provider the operator did not configure costs no bytes.
 */
import type { ComponentType } from 'react';

/** What the customer typed on the card form. Held in memory only: never stored, never sent to the operator API. */
export interface CardDetails {
  /** Digits only (spaces stripped, the card details rule (rules: card-details)). */
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

export type PaymentProviderName = 'sandbox' | 'stripe' | 'paypal' | 'fake';

/** The payment flow rule (rules: payment-flow) step 2: the billing details a card is confirmed with. */
export interface BillingDetails {
  name: string;
  line1: string;
  city: string;
  postalCode: string;
  /** ISO 3166 alpha-2, e.g. "GB"; the state is derived from it (the payment flow rule, rules: payment-flow). */
  countryCode: string;
}

/** How a payment confirmed at the provider ended (3-D Secure and wallets are the provider's own flow). */
export type ConfirmResult =
  | { status: 'succeeded'; transactionId: string; providerStatus: string }
  | { status: 'declined'; message: string }
  | { status: 'cancelled' };

/** What the page gives a provider's own payment fields (Stripe's card element, PayPal's buttons). */
export interface ProviderFieldsProps {
  amount: number;
  currencyCode: string;
  disabled?: boolean;
  /** PayPal: the buyer pressed the button; resolves the order id the API created for the booking. */
  createOrder?: () => Promise<string>;
  /** PayPal: the buyer approved the order; the page reports it to the API (updatebooking). */
  onApprove?: (orderId: string) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
  /** Stripe's wallet button: makes the booking and answers its client secret (null when it could not). */
  createClientSecret?: () => Promise<string | null>;
  /** Stripe: the wallet button (Apple Pay, Google Pay) settled a payment itself. */
  onWalletPaid?: (result: ConfirmResult) => void;
}

/** A wallet payment request (Express Checkout / payment request): what the wallet sheet shows. */
export interface WalletRequest {
  amount: number;
  currencyCode: string;
  countryCode: string;
  label: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * 'card-form': the app's own card form collects the card and `tokenise` sends it to the provider (the sandbox's
   * nonce path of the card token rule (rules: card-token)). 'own-fields': the provider draws its own fields (`Fields`), and the card never touches
   * the app's code (Stripe Elements, PayPal buttons).
   */
  readonly fields: 'card-form' | 'own-fields';
  /**
   * The nonce path of spec 4.10. Rejects with `CardTokenisationError` when the provider refuses the card
   * (its message is for the customer) and with `PaymentNetworkError` when the provider cannot be reached.
   * A card that tokenises may still be declined when the booking charges it.
   */
  tokenise?(card: CardDetails, options?: { signal?: AbortSignal }): Promise<TokenisedCard>;
  /** The provider's own payment fields, rendered where the card form would be. */
  Fields?: ComponentType<ProviderFieldsProps>;
  /** The client-secret path of the payment flow rule (rules: payment-flow): confirms the API's payment with the card in `Fields` and the billing details. */
  confirm?(clientSecret: string, billing: BillingDetails): Promise<ConfirmResult>;
  /** After a decline: clears what the customer must type again (the CVC, or the provider's equivalent). */
  clearSensitive?(): void;
  /** Whether the browser offers a wallet (Apple Pay, Google Pay) for this payment. */
  walletAvailable?(request: WalletRequest): Promise<boolean>;
  /** Unmounts the provider's fields and frees what it holds; the page calls it when the method is no longer shown. */
  teardown(): void;
}

/** The provider refused the card; the message is the provider's own and is shown in a dialog (the error behaviour rule, rules: error-behaviour). */
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

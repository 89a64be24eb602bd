/**
 * What the reference API asks of a payment gateway (the payment flow and booking call rules, rules: payment-flow, call-booking). The booking and payment calls speak only to
 * this interface; `sandbox`, `stripe` and `paypal` implement it (server/gateways/payments/index.ts names them).
 *
 * Two shapes of flow, one interface:
 * - `token` (the sandbox, the card token rule's (rules: card-token) nonce path): the client tokenises the card at the gateway's host and sends the
 *   token; the API charges it.
 * - `intent` (Stripe, PayPal): the API creates a payment for the booking's own amount (`createPayment`: a Stripe
 *   PaymentIntent whose client secret the client confirms, a PayPal order the buyer approves), and the client
 *   reports its id with updatebooking; `charge` then asks the gateway itself whether that payment succeeded for
 *   this booking, its amount and currency (capturing a PayPal order), and never takes the client's word.
 */
import type { Db } from '../../db';

export type TokenCheck = { ok: true } | { ok: false; message: string };

export interface ChargeRequest {
  bookingId: number;
  /** The booking's reference, written on the provider's payment for the operator's own reconciliation. */
  jobpartid?: number;
  amount: number;
  currency: string;
}

export type ChargeResult =
  | { status: 'approved'; authCode: string; brand: string; last4: string }
  | { status: 'declined'; message: string }
  | { status: 'invalid'; message: string };

export interface RefundRequest {
  bookingId: number;
  /** The approved charge to give back (ChargeResult's authCode, kept as bookings.transaction_id). */
  authCode: string;
  /** What to give back: the whole charge or a part of it (the refund tiers rule, rules: refund-tiers). */
  amount: number;
  currency: string;
  /**
   * The API's own name for this refund (the refunds row): sent to the provider as its idempotency key, so a refund
   * retried after a lost answer is the same refund at the provider, never a second one.
   */
  idempotencyKey?: string;
}

export type RefundResult = { status: 'refunded'; refundId: string } | { status: 'failed'; message: string };

/** A payment the API created at the provider for a booking: what the client needs to complete it. */
export type CreatedPayment = { ok: true; paymentId: string; clientSecret: string } | { ok: false; message: string };

export interface PaymentGateway {
  /** The operator configuration's `paymentgateway` value that selects it (`paypal` for the PayPal method). */
  readonly name: string;
  readonly flow: 'token' | 'intent';
  /** Whether a token can still be charged; read-only, so a booking is refused before anything is stored. */
  checkToken(db: Db, token: string, now: Date): Promise<TokenCheck>;
  /** Intent gateways: creates the provider's payment for the booking's amount and currency. */
  createPayment?(request: ChargeRequest): Promise<CreatedPayment>;
  /**
   * Intent gateways: the payment `paymentId` again when it is still open for this very request (booking, amount
   * and currency) and can still be completed, else null; so a payment page opened again, or a payment link opened
   * by many, reuses one payment at the provider instead of making one per visit.
   */
  reopenPayment?(paymentId: string, request: ChargeRequest): Promise<CreatedPayment | null>;
  /**
   * Charges (or, for intent gateways, verifies and settles) a token once for a booking, recording the attempt
   * whatever its outcome. Runs inside the booking's transaction, so the payment and the paid flag change together.
   */
  charge(tx: Db, token: string, request: ChargeRequest, now: Date): Promise<ChargeResult>;
  /**
   * Gives back an approved charge, in full or in part; what would take the refunds past the charge fails, so a
   * second full refund of the same charge fails.
   */
  refund(tx: Db, request: RefundRequest, now: Date): Promise<RefundResult>;
}

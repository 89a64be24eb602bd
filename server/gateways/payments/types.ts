/**
 * What the reference API asks of a card payment gateway (spec 4.10, 7.6). The booking and pay-later paths speak
 * only to this interface; the sandbox implements it today, and Stripe or PayPal implement it beside it
 * (server/gateways/payments/index.ts names them). A token is what the client got from the gateway's own host for
 * a card: the sandbox's nonce, a Stripe payment method, a PayPal order.
 */
import type { Db } from '../../db';

export type TokenCheck = { ok: true } | { ok: false; message: string };

export interface ChargeRequest {
  bookingId: number;
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
  amount: number;
  currency: string;
}

export type RefundResult = { status: 'refunded'; refundId: string } | { status: 'failed'; message: string };

export interface PaymentGateway {
  /** The operator configuration's `paymentgateway` value that selects it. */
  readonly name: string;
  /** Whether a token can still be charged; read-only, so a booking is refused before anything is stored. */
  checkToken(db: Db, token: string, now: Date): Promise<TokenCheck>;
  /**
   * Charges a token once for a booking, recording the attempt whatever its outcome. Runs inside the booking's
   * transaction, so the charge and the booking's paid flag change together.
   */
  charge(tx: Db, token: string, request: ChargeRequest, now: Date): Promise<ChargeResult>;
  /** Gives an approved charge back in full, once; a second refund of the same charge fails. */
  refund(tx: Db, request: RefundRequest, now: Date): Promise<RefundResult>;
}

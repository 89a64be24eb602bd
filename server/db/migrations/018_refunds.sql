-- Issue 32, refunds: what a cancellation gives back by the operator's policy, made once per booking and purpose.
-- The unique (booking_id, purpose) is what makes a refund exactly-once: concurrent cancels, a retried request and
-- the retry worker all meet on this row, never on memory. A failed refund stays here, visible, until it is made.
CREATE TABLE refunds (
  id bigserial PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  -- 'cancel' (the whole booking), 'cancel-return' (the return journey alone)
  purpose text NOT NULL,
  gateway text NOT NULL,
  -- The approved charge it gives back (bookings.transaction_id).
  auth_code text NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency_code text NOT NULL,
  -- 'refunded' or 'failed' (the worker tries again at next_attempt_at)
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  provider_refund_id text,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (booking_id, purpose)
);
CREATE INDEX refunds_due ON refunds (next_attempt_at) WHERE status = 'failed';

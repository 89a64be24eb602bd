-- Issue 32, changing a booking: each change made online, once per booking and request (a retried request answers
-- the change it made, never a second one), with what changed and the fares before and after, as the booking's history.
CREATE TABLE booking_changes (
  id bigserial PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  -- [{field, before, after}] in the customer's words (server/domain/bookingChange.ts)
  changes jsonb NOT NULL,
  old_fare numeric(12, 2) NOT NULL,
  new_fare numeric(12, 2) NOT NULL,
  currency_code text NOT NULL,
  -- 'none', 'charged', 'refunded', 'refund-failed' (the refund row is retried by the refund worker)
  payment text NOT NULL,
  -- The second charge that paid a higher fare (payments.auth_code), refunded from first on a later cancel.
  charge_auth_code text,
  -- The change call's answer, repeated to a retried request.
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (booking_id, request_id)
);

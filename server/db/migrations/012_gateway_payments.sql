-- Payments (issue 13): Stripe and PayPal beside the sandbox.

-- A provider payment (PaymentIntent, PayPal order) settles one booking once: a second report of it is no new payment.
CREATE UNIQUE INDEX payments_approved_once ON payments (nonce) WHERE outcome = 'approved';

-- A payment link (spec 2.1, /payment?id=): an unguessable handle that lets whoever holds it pay the booking, and
-- nothing else. Separate from the access code, which also reads the booking.
ALTER TABLE bookings ADD COLUMN payment_link text NOT NULL DEFAULT ('pl_' || replace(gen_random_uuid()::text, '-', ''));
CREATE UNIQUE INDEX bookings_payment_link ON bookings (payment_link);

-- The payments the API created at a provider for a booking (a Stripe PaymentIntent, a PayPal order): which booking
-- and gateway an id reported by updatebooking or a webhook belongs to. An id not found here was not made by the API.
CREATE TABLE provider_payments (
  id text PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  gateway text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency_code text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX provider_payments_booking ON provider_payments (booking_id);

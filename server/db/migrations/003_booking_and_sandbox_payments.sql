-- Booking (issue 3): what a quote priced, the parts of a booking kept beside its 3.2 record, and the sandbox card gateway.

-- The fares a quote offered for every vehicle and tier, in GBP and in the quoted currency, so a booking is checked
-- against what was quoted rather than against the client's figures.
ALTER TABLE quotes ADD COLUMN pricing jsonb;

ALTER TABLE bookings ADD COLUMN return_details jsonb;
ALTER TABLE bookings ADD COLUMN contact jsonb;
ALTER TABLE bookings ADD COLUMN extras jsonb;
ALTER TABLE bookings ADD COLUMN flights jsonb;
ALTER TABLE bookings ADD COLUMN notes jsonb;
ALTER TABLE bookings ADD COLUMN fares jsonb;
-- Where the receipt goes: the passenger's e-mail, else the customer's.
ALTER TABLE bookings ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN transaction_id text;
CREATE UNIQUE INDEX bookings_access_code ON bookings (access_code);

-- Tokenised sandbox cards. Never the card number or CVC: only what a receipt may show and the test outcome.
CREATE TABLE sandbox_cards (
  nonce text PRIMARY KEY,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  -- 'approved', 'card_declined', 'insufficient_funds' or 'expired_card'.
  outcome text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Every charge attempt against a booking, approved or declined.
CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  nonce text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency_code text NOT NULL,
  outcome text NOT NULL,
  auth_code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX payments_booking ON payments (booking_id);

-- Accounts (issue 4): password reset links, and indexes for the booking lists.

-- A reset link is /resetpassword/{id}/{code}. Only a SHA-256 of the random code is stored; a link works once
-- (used_at) and until expires_at.
CREATE TABLE password_resets (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_customer ON password_resets (customer_id);

-- A booker's lists (bookerid) are read by booker.
CREATE INDEX bookings_booker ON bookings (booker_id, pickup_at) WHERE booker_id IS NOT NULL;

-- The latest messages for one recipient (npm run outbox, GET /dev/outbox).
CREATE INDEX outbox_recipient ON outbox (lower(recipient), created_at DESC);

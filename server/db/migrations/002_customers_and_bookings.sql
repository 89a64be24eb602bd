-- Shared tables of bookings (issue 3) and accounts (issue 4). Later migrations may add columns and indexes.

-- Customers (spec 3.9). The password arrives as a client-side hash (7.4) and is stored under a slow
-- server hash with a per-user salt: password_hash holds the full encoded scrypt string.
CREATE TABLE customers (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  firstname text NOT NULL DEFAULT '',
  surname text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  dialingcode text NOT NULL DEFAULT '+44',
  booker_id bigint,
  password_hash text NOT NULL,
  sms_mailing_list boolean NOT NULL DEFAULT false,
  email_mailing_list boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_email_unique ON customers (lower(email));

-- Sessions issued at sign-in; only a hash of the token is stored.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  remember boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_customer ON sessions (customer_id);

-- Address book (7.2): placename is 'home', 'work' or '' for other places.
CREATE TABLE address_book (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  line1 text NOT NULL DEFAULT '',
  line2 text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  latitude double precision,
  longitude double precision,
  placename text NOT NULL DEFAULT '',
  fulladdress text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX address_book_customer ON address_book (customer_id);

-- Quotations (7.3) are stored so that a booking's fare is recomputed from what was quoted, never taken from the client.
CREATE TABLE quotes (
  id bigserial PRIMARY KEY,
  request jsonb NOT NULL,
  response jsonb NOT NULL,
  customer_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Bookings (3.2, 7.6). One row per booking; a return journey has its own job part id in return_jobpartid.
-- Key fields are columns for querying and ownership; the full record of 3.2 lives in details.
CREATE SEQUENCE jobpart_ids START 100231;
CREATE TABLE bookings (
  id bigserial PRIMARY KEY,
  jobpartid bigint NOT NULL UNIQUE,
  return_jobpartid bigint UNIQUE,
  request_id text UNIQUE,
  quote_id bigint REFERENCES quotes (id),
  customer_id bigint REFERENCES customers (id),
  booker_id bigint,
  status text NOT NULL DEFAULT 'Upcoming',
  is_paid boolean NOT NULL DEFAULT false,
  payment_method text NOT NULL DEFAULT 'cash',
  pickup_at timestamptz NOT NULL,
  return_at timestamptz,
  currency_code text NOT NULL DEFAULT 'GBP',
  total_fare numeric(12, 2) NOT NULL,
  gbp_total_fare numeric(12, 2) NOT NULL,
  -- A secret for guest links (bookinginfo, ticket pages) so that job part ids alone reveal nothing.
  access_code text NOT NULL,
  details jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_customer ON bookings (customer_id, pickup_at);

-- Mail the reference API would have sent (receipts, password resets); the operator reads it, nothing is delivered.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- confirmpassword (issue 15): a customer whose account a booker opened while booking for them sets a password from an
-- e-mailed link, /confirmpassword.html?id={id}&code={code}. Only a SHA-256 of the random code is stored; a link works
-- once (used_at) and until expires_at.
CREATE TABLE account_welcomes (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_welcomes_customer ON account_welcomes (customer_id);

-- The booker who opened the account: the bookings this booker makes for that customer are the customer's to see too.
ALTER TABLE customers ADD COLUMN opened_by_booker bigint;

-- Sign-in attempts (issue 10): each attempt is written before the password is checked, so concurrent guesses are
-- counted before any of them is let through; failures stay for the window, a success clears its client's rows.
-- account is the e-mail as typed, trimmed and lower-cased (known or not); client is the caller's address.
CREATE TABLE sign_in_attempts (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  client text NOT NULL,
  at timestamptz NOT NULL,
  failed boolean NOT NULL DEFAULT false
);
CREATE INDEX sign_in_attempts_account ON sign_in_attempts (account, client, at);
CREATE INDEX sign_in_attempts_at ON sign_in_attempts (at);

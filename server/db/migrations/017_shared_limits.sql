-- Issue 33, limits shared by every API process on one database: the rate limits' counts (one row per limit and
-- key, a fixed window), and the tracking hub's open connections per client address (one row per connection,
-- renewed by the process holding it, so the connections of a process that died stop counting once unrenewed).
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_resets_at ON rate_limit_hits (resets_at);

CREATE TABLE hub_connections (
  id bigserial PRIMARY KEY,
  address text NOT NULL,
  renewed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX hub_connections_address ON hub_connections (address, renewed_at);
CREATE INDEX hub_connections_renewed_at ON hub_connections (renewed_at);

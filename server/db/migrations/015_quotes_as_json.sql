-- A quote's documents are written with every quotation (thousands a second under load) and read back only by a
-- booking or a notice: stored as the JSON text the API wrote (json) instead of Postgres's parsed binary form (jsonb),
-- an insert costs the database about a third less (docs/bench.md, "The quotation's insert"). The few reads that take
-- a field (pricing->>'journeytime', the journey of a booking that names no quote) work the same on json.
ALTER TABLE quotes
  ALTER COLUMN request TYPE json USING request::json,
  ALTER COLUMN response TYPE json USING response::json,
  ALTER COLUMN pricing TYPE json USING pricing::json;

-- Booker area (issue 15; spec 3.13, 6, 7.8): invoices a booker's users issue for a date range of the booker's bookings.
-- issued_by is the customer who issued it (null once that account is gone); issued_by_name keeps who it was, so an
-- invoice issued by the operator's accounts team (no customer) still says who issued it. Only the issuer may change it.
CREATE TABLE booker_invoices (
  id bigserial PRIMARY KEY,
  booker_id bigint NOT NULL,
  date_from date NOT NULL,
  date_to date NOT NULL,
  issue_date timestamptz NOT NULL,
  issued_by bigint REFERENCES customers (id) ON DELETE SET NULL,
  issued_by_name text NOT NULL,
  CHECK (date_from <= date_to)
);
CREATE INDEX booker_invoices_booker ON booker_invoices (booker_id, issue_date DESC);

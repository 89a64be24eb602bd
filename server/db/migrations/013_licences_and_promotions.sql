-- Licences of the embeddable widget (issue 17, docs/embedding.md): a licence may end, be withdrawn, and carry its
-- client's own brand, template and payment switches, which the booking frame applies with no rebuild.

-- When the licence ends. NULL: it does not end (licences made before this column).
ALTER TABLE licences ADD COLUMN expires_at timestamptz;
-- Withdrawn by the operator: the client's pages stop booking at once, the row stays for the record.
ALTER TABLE licences ADD COLUMN revoked boolean NOT NULL DEFAULT false;
-- The client's brand over the operator's: {"palette": {"50": "#..", ..., "950": "#.."}, "logoUrl": "...", "logoAlt": "..."}.
ALTER TABLE licences ADD COLUMN brand jsonb;
-- The layout template the client's frame shows (docs/templates.md); NULL: the operator's.
ALTER TABLE licences ADD COLUMN template text;
-- Payment methods switched off on the client's pages, comma-separated: cash, card, paypal.
ALTER TABLE licences ADD COLUMN payments_off text NOT NULL DEFAULT '';

-- Promotion links (spec 3.15, 7.5 GET /api/promotion?token=): an operator's link that opens the booking pre-filled.
-- Read by an unguessable token, until it expires.
CREATE TABLE promotions (
  token text PRIMARY KEY,
  link jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

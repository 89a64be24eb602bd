-- Issue 26, growth is bounded: share links get a lifetime (a link is for following one trip), and the tables the purge
-- (server/domain/purge.ts) works through get the indexes that let it find what has expired without reading them whole.

-- A share link lives until a day after its leg's pick-up (and at least a day): by then the trip is long over.
ALTER TABLE tracking_links ADD COLUMN expires_at timestamptz;
UPDATE tracking_links t
   SET expires_at = GREATEST(t.created_at,
                             CASE WHEN t.jobpartid = b.return_jobpartid THEN b.return_at ELSE b.pickup_at END)
                    + interval '1 day'
  FROM bookings b
 WHERE b.id = t.booking_id;
UPDATE tracking_links SET expires_at = created_at + interval '1 day' WHERE expires_at IS NULL;
ALTER TABLE tracking_links ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX tracking_links_expires_at ON tracking_links (expires_at);

-- Enquiries are kept for a retention period (docs/security.md), then purged by age.
CREATE INDEX comments_created_at ON comments (created_at);

-- Deleting a quote makes Postgres look for a booking that references it (the foreign key): without this index that
-- is a read of every booking per deleted quote. The purge's own "no booking names it" test uses it too.
CREATE INDEX bookings_quote ON bookings (quote_id);
CREATE INDEX quotes_expires_at ON quotes (expires_at);
CREATE INDEX sandbox_cards_expires_at ON sandbox_cards (expires_at);
CREATE INDEX sandbox_cards_used_at ON sandbox_cards (used_at) WHERE used_at IS NOT NULL;
CREATE INDEX outbox_created_at ON outbox (created_at);

-- Live tracking of return legs (issue 14, docs/tracking.md): a return journey is dispatched and followed under its
-- own job part id, so once the onward trip is under way the two legs' statuses part.

-- The return leg's status. NULL: it shares the row's status (a booking not yet under way, a cancelled one, rows
-- made before this column). The dispatcher sets it to 'Upcoming' when the onward trip sets off and then walks it
-- through the return trip's statuses, while `status` follows the onward trip.
ALTER TABLE bookings ADD COLUMN return_status text;

-- The leg a shareable tracking link follows. NULL: the onward leg (links made before this column).
ALTER TABLE tracking_links ADD COLUMN jobpartid bigint;

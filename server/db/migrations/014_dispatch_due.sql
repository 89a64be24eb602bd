-- The dispatch simulator reads only what can change (docs/tracking.md, docs/bench.md): each tick used to read every
-- unfinished trip and every booking's legs, twice a second, however many there were.

-- When (real time) the trip's next status is due, from its plan and clock; '-infinity': due now (a trip made before
-- this column, a clock moved, a booking cancelled), which the next tick works out again. Ignored once finished.
ALTER TABLE trips ADD COLUMN due_at timestamptz NOT NULL DEFAULT '-infinity';
CREATE INDEX trips_due ON trips (due_at) WHERE NOT finished;
-- Only the old tick's scan of every unfinished trip used it.
DROP INDEX trips_active;

-- The legs a tick may allocate: Upcoming ones by their pick-up time, the onward leg and the return leg apart.
CREATE INDEX bookings_upcoming_pickup ON bookings (pickup_at) WHERE status = 'Upcoming';
CREATE INDEX bookings_upcoming_return ON bookings (return_at)
  WHERE return_jobpartid IS NOT NULL AND return_details IS NOT NULL AND COALESCE(return_status, status) = 'Upcoming';

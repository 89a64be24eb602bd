-- Live tracking (issue 14, docs/tracking.md): the dispatch simulator's trips and the shareable tracking links.

-- One simulated trip per allocated booking (onward leg). The plan fixes the driver, the paths and the timeline in
-- simulation time; the clock maps real time onto it, so any process computes the same position, before or after a restart.
CREATE TABLE trips (
  jobpartid bigint PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  driver_id integer NOT NULL,
  plan jsonb NOT NULL,
  clock_real timestamptz NOT NULL,
  clock_sim timestamptz NOT NULL,
  speed double precision NOT NULL DEFAULT 1,
  -- The last status written (Allocated, Started, Arrived, POB, Finished, Cancelled): a compare-and-set between processes.
  status text NOT NULL DEFAULT 'Allocated',
  finished boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trips_active ON trips (jobpartid) WHERE NOT finished;

-- Shareable tracking links: only the SHA-256 of the token is kept. A link lives as long as its booking's trip.
CREATE TABLE tracking_links (
  token_hash text PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX tracking_links_booking ON tracking_links (booking_id);

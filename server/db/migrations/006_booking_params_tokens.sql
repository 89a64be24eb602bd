-- Booking parameters (spec 7.9) are read by an unguessable token that expires, not by their sequential id
-- (issue 10: "GET /api/bookingparams?id=N has sequential ids and no check"). Rows stored before this have no
-- token and can no longer be read.
ALTER TABLE booking_params ADD COLUMN token text;
ALTER TABLE booking_params ADD COLUMN expires_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX booking_params_token ON booking_params (token);
CREATE INDEX booking_params_expires_at ON booking_params (expires_at);

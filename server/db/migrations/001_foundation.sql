-- Enquiries sent from the Contact Us form and the app (POST /api/comment).
CREATE TABLE comments (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  enqtype text NOT NULL DEFAULT '',
  message text NOT NULL,
  source integer NOT NULL DEFAULT 8,
  custid bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Licence host (spec 7.9): booking parameters stored by tracking code, and the customer app URLs per tracking code.
CREATE TABLE booking_params (
  id bigserial PRIMARY KEY,
  trackingcode text NOT NULL,
  pickup text NOT NULL DEFAULT '',
  dropoff text NOT NULL DEFAULT '',
  datetime text NOT NULL DEFAULT '',
  vehtypeid integer,
  vehicleid integer,
  isasap boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE licences (
  trackingcode text PRIMARY KEY,
  parentdomain text NOT NULL,
  baseurl text NOT NULL,
  bookingpageurl text NOT NULL
);

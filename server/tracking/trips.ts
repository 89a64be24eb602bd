/** The dispatch simulator's rows (migrations/008_tracking.sql): allocating trips, reading them, moving their clocks. */
import type { Db } from '../db';
import { simulateNearestDriver } from '../domain/nearestDriver';
import type { LatLng } from '../domain/routing';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { crewOf, fleetDriver } from './fleet';
import {
  nextStatusDueAt,
  planTrip,
  simTime,
  type Crew,
  type PlanTimes,
  type TripClock,
  type TripPlan,
} from './timeline';

export interface TripRow {
  jobpartid: number;
  bookingId: number;
  plan: TripPlan;
  clock: TripClock;
  /** The last status written. */
  status: string;
  finished: boolean;
}

interface RawTrip {
  jobpartid: number;
  booking_id: number;
  plan: TripPlan;
  clock_real: Date | string;
  clock_sim: Date | string;
  speed: number;
  status: string;
  finished: boolean;
}

const TRIP_COLUMNS =
  'jobpartid::int AS jobpartid, booking_id::int AS booking_id, plan, clock_real, clock_sim, speed, status, finished';

const toRow = (raw: RawTrip): TripRow => ({
  jobpartid: raw.jobpartid,
  bookingId: raw.booking_id,
  plan: raw.plan,
  clock: { realBase: new Date(raw.clock_real).getTime(), simBase: new Date(raw.clock_sim).getTime(), speed: raw.speed },
  status: raw.status,
  finished: raw.finished,
});

export async function findTrip(db: Db, jobpartid: number): Promise<TripRow | null> {
  const { rows } = await db.query<RawTrip>(`SELECT ${TRIP_COLUMNS} FROM trips WHERE jobpartid = $1`, [jobpartid]);
  return rows[0] ? toRow(rows[0]) : null;
}

export type DueTrip = Omit<TripRow, 'plan'> & {
  bookingStatus: string;
  /** The plan's four times (the route points are read only for followed trips: see plansOf). */
  times: PlanTimes;
  /** When the next status is due, as last written (epoch ms; -Infinity: work it out again). */
  dueAt: number;
};

/**
 * The unfinished trips whose next status is due by `now` (or that must be looked at again: see migrations/014), and the
 * watched ones even if finished or not due (another process may have written their end; their positions go out), each
 * with its booking's current status (a cancellation ends the trip). The others cannot change before their time.
 */
export async function dueTrips(db: Db, now: Date, watched: number[] = []): Promise<DueTrip[]> {
  const { rows } = await db.query<
    Omit<RawTrip, 'plan'> & { booking_status: string; due_ms: number } & Record<keyof PlanTimes, number>
  >(
    `SELECT t.jobpartid::int AS jobpartid, t.booking_id::int AS booking_id, t.clock_real, t.clock_sim, t.speed,
            t.status, t.finished, (extract(epoch FROM t.due_at) * 1000)::float8 AS due_ms,
            (t.plan->>'startAt')::float8 AS "startAt", (t.plan->>'arriveAt')::float8 AS "arriveAt",
            (t.plan->>'pobAt')::float8 AS "pobAt", (t.plan->>'finishAt')::float8 AS "finishAt",
            CASE WHEN t.jobpartid = b.return_jobpartid THEN COALESCE(b.return_status, b.status) ELSE b.status END
              AS booking_status
       FROM trips t JOIN bookings b ON b.id = t.booking_id
      WHERE t.jobpartid IN (SELECT jobpartid FROM trips WHERE NOT finished AND due_at <= $1
                            UNION SELECT unnest($2::bigint[]))`,
    [now.toISOString(), watched],
  );
  return rows.map((raw) => {
    const { plan: _plan, ...row } = toRow({ ...raw, plan: null as unknown as TripPlan });
    return {
      ...row,
      bookingStatus: raw.booking_status,
      times: { startAt: raw.startAt, arriveAt: raw.arriveAt, pobAt: raw.pobAt, finishAt: raw.finishAt },
      dueAt: Number(raw.due_ms),
    };
  });
}

/** Writes when an unfinished trip's next status is due (its status unchanged). */
export async function setTripDue(db: Db, jobpartid: number, dueAt: number | null): Promise<void> {
  await db.query('UPDATE trips SET due_at = $2 WHERE jobpartid = $1 AND NOT finished', [
    jobpartid,
    dueTimestamp(dueAt),
  ]);
}

/** The plans of the given trips. */
export async function plansOf(db: Db, jobpartids: number[]): Promise<Map<number, TripPlan>> {
  if (jobpartids.length === 0) return new Map();
  const { rows } = await db.query<{ jobpartid: number; plan: TripPlan }>(
    'SELECT jobpartid::int AS jobpartid, plan FROM trips WHERE jobpartid = ANY($1::bigint[])',
    [jobpartids],
  );
  return new Map(rows.map((r) => [r.jobpartid, r.plan]));
}

/** A due time as the column holds it: null (nothing follows) is never due again. */
const dueTimestamp = (dueAt: number | null) => (dueAt === null ? 'infinity' : new Date(dueAt).toISOString());

/** One leg of a booking: the onward journey, or the return journey under its own job part id. */
interface DueBooking {
  id: number;
  jobpartid: number;
  pickup_at: Date | string;
  created_at: Date | string;
  details: WireBookingRecord;
  /** The leg's status (the return leg's own once the legs have parted: domain/history.ts legStatus). */
  status: string;
  is_return: boolean;
}

/** Every booking's legs as DueBooking rows: a return journey is dispatched and followed like an onward one. */
const LEGS = `SELECT b.id::int AS id, b.jobpartid::int AS jobpartid, b.pickup_at, b.created_at, b.details, b.status,
         false AS is_return FROM bookings b
  UNION ALL
  SELECT b.id::int, b.return_jobpartid::int, b.return_at, b.created_at, b.return_details,
         COALESCE(b.return_status, b.status), true FROM bookings b
   WHERE b.return_jobpartid IS NOT NULL AND b.return_at IS NOT NULL AND b.return_details IS NOT NULL`;

/**
 * The Upcoming legs with no trip whose pick-up is in ($2, $1]: each leg's conditions written out on its own table so
 * that the partial indexes of migrations/014 serve them (the LEGS union read every booking twice).
 */
const UNALLOCATED_LEGS = `SELECT b.id::int AS id, b.jobpartid::int AS jobpartid, b.pickup_at, b.created_at, b.details,
         b.status, false AS is_return FROM bookings b
   WHERE b.status = 'Upcoming' AND b.pickup_at <= $1 AND b.pickup_at > $2
     AND NOT EXISTS (SELECT 1 FROM trips t WHERE t.jobpartid = b.jobpartid)
  UNION ALL
  SELECT b.id::int, b.return_jobpartid::int, b.return_at, b.created_at, b.return_details,
         COALESCE(b.return_status, b.status), true FROM bookings b
   WHERE b.return_jobpartid IS NOT NULL AND b.return_details IS NOT NULL
     AND COALESCE(b.return_status, b.status) = 'Upcoming' AND b.return_at <= $1 AND b.return_at > $2
     AND NOT EXISTS (SELECT 1 FROM trips t WHERE t.jobpartid = b.return_jobpartid)`;

export interface AllocationSettings {
  /** The operator's minleadtime, minutes. */
  minLeadMinutes: number;
  /** Speed of new trips' clocks. */
  speed: number;
}

const MINUTE = 60_000;
/** Bookings are allocated this long (beyond the lead time) before their pick-up. */
const ALLOCATE_AHEAD_MS = 5 * MINUTE;
/** Bookings this far past their pick-up when first seen are left alone: nobody is waiting for them any more. */
const TOO_LATE_MS = 60 * MINUTE;

function stopsOf(details: WireBookingRecord): LatLng[] {
  const vias = (details.vialocations ?? [])
    .filter((v) => Number.isFinite(v?.lat) && Number.isFinite(v?.lng))
    .map((v) => ({ lat: v.lat, lng: v.lng }));
  return [{ lat: details.picklat, lng: details.picklng }, ...vias, { lat: details.dofflat, lng: details.dofflng }];
}

/** Allocates a driver to every Upcoming booking whose pick-up is near; returns how many this process allocated. */
export async function allocateDueBookings(db: Db, now: Date, settings: AllocationSettings): Promise<number> {
  const horizon = new Date(now.getTime() + settings.minLeadMinutes * MINUTE + ALLOCATE_AHEAD_MS);
  const { rows } = await db.query<DueBooking>(`${UNALLOCATED_LEGS} ORDER BY pickup_at LIMIT 100`, [
    horizon.toISOString(),
    new Date(now.getTime() - TOO_LATE_MS).toISOString(),
  ]);
  let allocated = 0;
  for (const booking of rows) {
    if (await allocate(db, booking, now, settings)) allocated++;
  }
  return allocated;
}

/** Where, between the start and end of its phase, a trip seeded as under way is found (the middle of it). */
const PHASES: Record<string, (plan: TripPlan) => [number, number]> = {
  Started: (plan) => [plan.startAt, plan.arriveAt],
  Arrived: (plan) => [plan.arriveAt, plan.pobAt],
  POB: (plan) => [plan.pobAt, plan.finishAt],
};

/**
 * A booking the seed (or another system) put under way without a trip gets one when someone first follows it, with
 * the driver its record names and its clock in the middle of the phase its status says: the demo's "on the way"
 * booking can be tracked, and from then on moves to the end like any other. Returns whether a trip was made.
 */
export async function followUnderWay(db: Db, jobpartid: number, now: Date, speed: number): Promise<boolean> {
  const { rows } = await db.query<DueBooking>(
    // Onward legs only: a return leg's own status is written by its trip, so an under-way one always has a trip.
    `SELECT * FROM (${LEGS}) leg
      WHERE leg.jobpartid = $1 AND NOT leg.is_return AND leg.status IN ('Started', 'Arrived', 'POB')`,
    [jobpartid],
  );
  const booking = rows[0];
  if (!booking) return false;
  const stops = stopsOf(booking.details);
  if (!stops.every((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng))) return false;
  const driver = simulateNearestDriver(stops[0]);
  const named = booking.details.drivername?.trim();
  const crew: Crew | undefined = named
    ? {
        name: named,
        mobile: booking.details.drivermobile,
        vehiclemake: booking.details.vehiclemake,
        vehiclemodel: booking.details.vehiclemodel,
        vehicleregistration: booking.details.vehicleregistration,
        vehiclecolour: booking.details.vehiclecolour,
      }
    : undefined;
  const plan: TripPlan = {
    ...planTrip({
      driverid: driver.driverid,
      driverStart: driver.currentposition,
      stops,
      pickupAt: now.getTime(),
      allocatedAt: now.getTime(),
      asap: true,
    }),
    ...(crew ? { crew } : {}),
  };
  const [from, to] = PHASES[booking.status](plan);
  const { rows: inserted } = await db.query(
    `INSERT INTO trips (jobpartid, booking_id, driver_id, plan, clock_real, clock_sim, speed, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $5) ON CONFLICT (jobpartid) DO NOTHING RETURNING jobpartid`,
    [
      booking.jobpartid,
      booking.id,
      driver.driverid,
      JSON.stringify(plan),
      now.toISOString(),
      new Date((from + to) / 2).toISOString(),
      speed,
      booking.status,
    ],
  );
  if (inserted.length === 0) return false;
  if (!crew) await nameCrew(db, booking, crewOf(fleetDriver(driver.driverid)));
  return true;
}

const detailsColumn = (leg: Pick<DueBooking, 'is_return'>) => (leg.is_return ? 'return_details' : 'details');

/** The crew's fields of a leg's record (3.2: drivername, vehicle fields), as the tracking page names them. */
const crewFields = (crew: Crew) =>
  JSON.stringify({
    drivername: crew.name,
    drivermobile: crew.mobile,
    vehiclemake: crew.vehiclemake,
    vehiclemodel: crew.vehiclemodel,
    vehicleregistration: crew.vehicleregistration,
    vehiclecolour: crew.vehiclecolour,
  });

/** The leg's record names the driver and vehicle sent, as the tracking page does. */
async function nameCrew(db: Db, leg: Pick<DueBooking, 'id' | 'is_return'>, crew: Crew): Promise<void> {
  const column = detailsColumn(leg);
  await db.query(`UPDATE bookings SET ${column} = ${column} || $2::jsonb WHERE id = $1`, [leg.id, crewFields(crew)]);
}

async function allocate(db: Db, booking: DueBooking, now: Date, settings: AllocationSettings): Promise<boolean> {
  const stops = stopsOf(booking.details);
  if (!stops.every((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng))) return false;
  const pickupAt = new Date(booking.pickup_at).getTime();
  const createdAt = new Date(booking.created_at).getTime();
  const driver = simulateNearestDriver(stops[0]);
  const plan = planTrip({
    driverid: driver.driverid,
    driverStart: driver.currentposition,
    stops,
    pickupAt,
    allocatedAt: now.getTime(),
    // Booked for the earliest time it could have been: what ASAP books (docs/tracking.md). Never a return leg.
    asap: !booking.is_return && pickupAt - createdAt <= (settings.minLeadMinutes + 1) * MINUTE,
  });
  // The trip and its crew in the leg's record in one statement (one fewer per booking under load); the record is named
  // only when this process made the trip.
  const column = detailsColumn(booking);
  const { rows } = await db.query(
    `WITH trip AS (
       INSERT INTO trips (jobpartid, booking_id, driver_id, plan, clock_real, clock_sim, speed, status, created_at, due_at)
       VALUES ($1, $2, $3, $4, $5, $5, $6, 'Allocated', $5, $8) ON CONFLICT (jobpartid) DO NOTHING RETURNING jobpartid),
     crew AS (
       UPDATE bookings SET ${column} = ${column} || $7::jsonb WHERE id = $2 AND EXISTS (SELECT 1 FROM trip) RETURNING id)
     SELECT jobpartid FROM trip`,
    [
      booking.jobpartid,
      booking.id,
      driver.driverid,
      JSON.stringify(plan),
      now.toISOString(),
      settings.speed,
      crewFields(crewOf(fleetDriver(driver.driverid))),
      dueTimestamp(
        nextStatusDueAt(plan, { realBase: now.getTime(), simBase: now.getTime(), speed: settings.speed }, 'Allocated'),
      ),
    ],
  );
  return rows.length > 0;
}

/**
 * Writes a status change once, whichever process sees it first; the booking record follows from Started on: the
 * onward trip's in `status`, the return trip's in `return_status`. When the onward trip sets off, the legs part: the
 * return leg, until then sharing `status`, gets its own `Upcoming`.
 */
export async function recordStatus(
  db: Db,
  trip: Pick<TripRow, 'jobpartid' | 'bookingId' | 'status'>,
  status: string,
  finished: boolean,
  /** When the status after this one is due (epoch ms; null: none follows). */
  dueAt: number | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'UPDATE trips SET status = $3, finished = $4, due_at = $5 WHERE jobpartid = $1 AND status = $2 RETURNING jobpartid',
      [trip.jobpartid, trip.status, status, finished, dueTimestamp(dueAt)],
    );
    if (rows.length === 0) return false;
    if (status !== 'Allocated' && status !== 'Cancelled') {
      await tx.query(
        `UPDATE bookings
            SET status = CASE WHEN return_jobpartid = $3 THEN status ELSE $2 END,
                return_status = CASE WHEN return_jobpartid = $3 THEN $2
                                     WHEN return_jobpartid IS NOT NULL THEN COALESCE(return_status, 'Upcoming') END
          WHERE id = $1
            AND CASE WHEN return_jobpartid = $3 THEN COALESCE(return_status, status) ELSE status END NOT ILIKE '%cancel%'`,
        [trip.bookingId, status, trip.jobpartid],
      );
    }
    return true;
  });
}

/** Moves one trip's clock: from now it runs at `speed`, `advanceMs` ahead of where it was. */
export async function setTripClock(
  db: Db,
  jobpartid: number,
  now: Date,
  change: { speed?: number; advanceMs?: number },
): Promise<TripClock | null> {
  const trip = await findTrip(db, jobpartid);
  if (!trip) return null;
  const clock: TripClock = {
    realBase: now.getTime(),
    simBase: simTime(trip.clock, now.getTime()) + (change.advanceMs ?? 0),
    speed: change.speed ?? trip.clock.speed,
  };
  // The next status's time moves with the clock: the next tick works it out again.
  await db.query(
    `UPDATE trips SET clock_real = $2, clock_sim = $3, speed = $4, due_at = '-infinity' WHERE jobpartid = $1`,
    [jobpartid, new Date(clock.realBase).toISOString(), new Date(clock.simBase).toISOString(), clock.speed],
  );
  return clock;
}

/** Allocates one leg now, whatever its time (tests and demos); false when it is not an Upcoming leg. */
export async function allocateNow(
  db: Db,
  jobpartid: number,
  now: Date,
  settings: AllocationSettings,
): Promise<boolean> {
  const { rows } = await db.query<DueBooking>(
    `SELECT * FROM (${LEGS}) leg WHERE leg.jobpartid = $1 AND leg.status = 'Upcoming'`,
    [jobpartid],
  );
  if (!rows[0]) return false;
  await allocate(db, rows[0], now, settings);
  return (await findTrip(db, jobpartid)) !== null;
}

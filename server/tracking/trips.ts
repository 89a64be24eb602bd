/**
 * The dispatch simulator's allocation (migrations/008_tracking.sql): a driver and a trip plan for every booking leg
 * whose pick-up is near, or at once for tests and demos. The trips' rows are read and written in tripRows.ts.
 */
import type { Db } from '../db';
import { simulateNearestDriver } from '../domain/nearestDriver';
import type { LatLng, RouteFinder } from '../domain/routing';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { crewOf, fleetDriver } from './fleet';
import { nextStatusDueAt, planTrip, type Crew, type TripPlan } from './timeline';
import { dueTimestamp, findTrip } from './tripRows';

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
  /** The routing provider's routes, which the driver's approach and the trip's plan follow. */
  route: RouteFinder;
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
export async function followUnderWay(
  db: Db,
  jobpartid: number,
  now: Date,
  settings: Pick<AllocationSettings, 'speed' | 'route'>,
): Promise<boolean> {
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
  const driver = simulateNearestDriver(stops[0], settings.route);
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
    ...planTrip(
      {
        driverid: driver.driverid,
        driverStart: driver.currentposition,
        stops,
        pickupAt: now.getTime(),
        allocatedAt: now.getTime(),
        asap: true,
      },
      settings.route,
    ),
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
      settings.speed,
      booking.status,
    ],
  );
  if (inserted.length === 0) return false;
  if (!crew) await nameCrew(db, booking, crewOf(fleetDriver(driver.driverid)));
  return true;
}

const detailsColumn = (leg: Pick<DueBooking, 'is_return'>) => (leg.is_return ? 'return_details' : 'details');

/** The crew's fields of a leg's record (the booking record rule (rules: booking-record): drivername, vehicle fields), as the tracking page names them. */
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
  const driver = simulateNearestDriver(stops[0], settings.route);
  const plan = planTrip(
    {
      driverid: driver.driverid,
      driverStart: driver.currentposition,
      stops,
      pickupAt,
      allocatedAt: now.getTime(),
      // Booked for the earliest time it could have been: what ASAP books (docs/tracking.md). Never a return leg.
      asap: !booking.is_return && pickupAt - createdAt <= (settings.minLeadMinutes + 1) * MINUTE,
    },
    settings.route,
  );
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

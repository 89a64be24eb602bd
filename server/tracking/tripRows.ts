/** The dispatch simulator's trip rows (migrations/008_tracking.sql): reading them, writing their status and clocks. */
import type { Db } from '../db';
import { simTime, type PlanTimes, type TripClock, type TripPlan } from './timeline';

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
export const dueTimestamp = (dueAt: number | null) => (dueAt === null ? 'infinity' : new Date(dueAt).toISOString());

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

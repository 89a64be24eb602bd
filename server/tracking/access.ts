/**
 * Who may follow a booking live (docs/tracking.md): the owner's session with a job part id, the booking's access code
 * with its reference, or a shareable link's token; and what they get: the tracking fields rule (rules: tracking-fields) tracking answer, or a refusal in words.
 */
import type { Db } from '../db';
import type { RouteFinder } from '../domain/routing';
import type { BookingRow } from '../domain/bookingPayments';
import { BOOKING_COLUMNS } from '../stores/bookingRows';
import { isOwner } from '../domain/bookingsAccess';
import { findByAccessCode, findByJobPartId } from '../stores/bookingRows';
import { isFinalStatus, isUnderWay, legStatus } from '../domain/history';
import type { SessionUser } from '../lib/session';
import { driverPhoto, tripDriver } from './fleet';
import { footprintAt, simTime, STATUS_WORDS, tripStateAt, type TripState } from './timeline';
import { speedFromEnv } from './dispatcher';
import { findTrip, type TripRow } from './tripRows';
import { followUnderWay } from './trips';
import { hashShareToken } from './shareLinks';

/** How a caller names a booking: the tracking calls rule's (rules: call-tracking) two forms, or a share token. */
export interface TrackRef {
  jobpartid?: number;
  id?: number | string;
  code?: string;
  share?: string;
}

export const NOT_FOUND = 'Booking not found.';
export const SIGN_IN = 'Please sign in again.';
export const LINK_DEAD = 'This tracking link is not valid or has expired.';
export const CANCELLED = 'This booking has been cancelled.';
export const FINISHED = 'This trip has finished.';
export const NOT_ALLOCATED = 'A driver has not been allocated yet.';
/**
 * The code of every refusal above: the response codes rule's (rules: response-codes) code 2, "the server message is shown", because each says precisely why
 * there is nothing to follow (code 0 would make the app show its generic failure text instead).
 */
export const REFUSED = 2;

export interface Refusal {
  ok: false;
  httpStatus: number;
  message: string;
}
export type Tracked = { ok: true; booking: BookingRow; jobpartid: number; viaShare: boolean } | Refusal;

const refuse = (httpStatus: number, message: string): Refusal => ({ ok: false, httpStatus, message });
const isCancelled = (status: string) => /cancel/i.test(status);
/** Which leg of the booking a job part id names. */
const legOf = (booking: Pick<BookingRow, 'return_jobpartid'>, jobpartid: number) =>
  jobpartid === booking.return_jobpartid ? 'return' : 'onward';

/** `now`: the clock a share link's lifetime is read by (the real one unless a test's app has its own). */
export async function resolveTracked(
  db: Db,
  ref: TrackRef,
  session: SessionUser | null,
  now: Date = new Date(),
): Promise<Tracked> {
  if (ref.share) {
    if (!/^[A-Za-z0-9_-]{22}$/.test(ref.share)) return refuse(404, LINK_DEAD);
    const { rows } = await db.query<BookingRow & { link_jobpartid: number | null }>(
      `WITH link AS (SELECT booking_id, jobpartid::int AS leg FROM tracking_links
                      WHERE token_hash = $1 AND expires_at > $2)
       SELECT ${BOOKING_COLUMNS}, (SELECT leg FROM link) AS link_jobpartid
         FROM bookings WHERE id = (SELECT booking_id FROM link)`,
      [hashShareToken(ref.share), now.toISOString()],
    );
    const booking = rows[0];
    if (!booking) return refuse(404, LINK_DEAD);
    const jobpartid = booking.link_jobpartid ?? booking.jobpartid;
    const status = legStatus(booking, legOf(booking, jobpartid));
    // A link dies with its trip: after the trip or a cancellation it answers as if it never existed.
    if (isCancelled(status) || isFinalStatus(status)) return refuse(404, LINK_DEAD);
    const trip = await findTrip(db, jobpartid);
    if (trip?.finished) return refuse(404, LINK_DEAD);
    return { ok: true, booking, jobpartid, viaShare: true };
  }
  let booking: BookingRow | null;
  let jobpartid: number;
  if (ref.code) {
    booking = await findByAccessCode(db, ref.code);
    jobpartid = Number(ref.id);
    if (!booking || (booking.jobpartid !== jobpartid && booking.return_jobpartid !== jobpartid)) {
      return refuse(404, NOT_FOUND);
    }
  } else {
    jobpartid = Number(ref.jobpartid);
    if (!Number.isSafeInteger(jobpartid) || jobpartid <= 0) return refuse(404, NOT_FOUND);
    if (!session) return refuse(401, SIGN_IN);
    booking = await findByJobPartId(db, jobpartid);
    if (!booking || !isOwner(booking, session)) return refuse(404, NOT_FOUND);
  }
  const status = legStatus(booking, legOf(booking, jobpartid));
  if (isCancelled(status)) return refuse(200, CANCELLED);
  if (isFinalStatus(status)) return refuse(200, FINISHED);
  return { ok: true, booking, jobpartid, viaShare: false };
}

/** The trip's state now, by its own clock. */
export function tripStateNow(trip: TripRow, realNow: number): TripState {
  return tripStateAt(trip.plan, simTime(trip.clock, realNow));
}

/** The trackvehicle answer (the tracking fields rule, rules: tracking-fields) for a booking the caller may follow. */
export async function trackingAnswer(
  db: Db,
  booking: BookingRow,
  jobpartid: number,
  realNow: number,
  route: RouteFinder,
): Promise<Record<string, unknown>> {
  const leg = legOf(booking, jobpartid);
  const details = leg === 'return' && booking.return_details ? booking.return_details : booking.details;
  const status = legStatus(booking, leg);
  const places = {
    pickup: { lat: details.picklat, lng: details.picklng },
    dropoff: { lat: details.dofflat, lng: details.dofflng },
  };
  let trip = await findTrip(db, jobpartid);
  if (
    !trip &&
    isUnderWay(status) &&
    (await followUnderWay(db, jobpartid, new Date(realNow), { speed: speedFromEnv(), route }))
  ) {
    trip = await findTrip(db, jobpartid);
  }
  if (!trip) {
    // Not yet allocated (or under way on a route it cannot follow): what the record says, and no position.
    const underWay = isUnderWay(status);
    return {
      code: 1,
      message: underWay ? '' : NOT_ALLOCATED,
      jobid: jobpartid,
      id: jobpartid,
      status,
      state: status.toLowerCase(),
      ...(underWay && details.drivername
        ? {
            name: details.drivername,
            mobile: details.drivermobile,
            vehiclemake: details.vehiclemake,
            vehiclemodel: details.vehiclemodel,
            vehicleregistration: details.vehicleregistration,
            vehiclecolour: details.vehiclecolour,
          }
        : {}),
      ...places,
    };
  }
  const state = tripStateNow(trip, realNow);
  if (trip.status === 'Cancelled') return { code: REFUSED, message: CANCELLED };
  if (state.status === 'Finished') return { code: REFUSED, message: FINISHED };
  const driver = tripDriver(trip.plan);
  return {
    code: 1,
    message: '',
    jobid: jobpartid,
    id: jobpartid,
    status: state.status,
    state: STATUS_WORDS[state.status].state,
    name: driver.name,
    drivernumber: driver.drivernumber,
    mobile: driver.mobile,
    licence: driver.licence,
    photo: driverPhoto(driver),
    vehiclemake: driver.vehiclemake,
    vehiclemodel: driver.vehiclemodel,
    vehicleregistration: driver.vehicleregistration,
    vehiclecolour: driver.vehiclecolour,
    currentlat: state.position.lat,
    currentlng: state.position.lng,
    eta: state.eta,
    distance: state.distance,
    routecoordinates: [...trip.plan.approach, ...trip.plan.journey.slice(1)],
    ...places,
    time: new Date(state.time).toISOString(),
  };
}

export async function driverPhotoAnswer(db: Db, jobpartid: number): Promise<Record<string, unknown>> {
  const trip = await findTrip(db, jobpartid);
  if (!trip) return { code: REFUSED, message: NOT_ALLOCATED };
  return { code: 1, message: '', photo: driverPhoto(tripDriver(trip.plan)) };
}

export async function footprintAnswer(db: Db, jobpartid: number, realNow: number): Promise<Record<string, unknown>> {
  const trip = await findTrip(db, jobpartid);
  if (!trip) return { code: 1, message: '', footprint: [] };
  return { code: 1, message: '', footprint: footprintAt(trip.plan, simTime(trip.clock, realNow)) };
}

/**
 * A simulated trip as pure functions of its plan and its clock (docs/tracking.md, "The simulation"): where the
 * vehicle is, its status, and how far and how long it still has to go. Nothing here reads a clock or a database.
 */
import { greatCircleKm, type LatLng, type RouteFinder } from '../domain/routing';

export type TripStatus = 'Allocated' | 'Started' | 'Arrived' | 'POB' | 'Finished';

export const TRIP_STATUSES: TripStatus[] = ['Allocated', 'Started', 'Arrived', 'POB', 'Finished'];

export const STATUS_WORDS: Record<TripStatus, { state: string; message: string }> = {
  Allocated: { state: 'allocated', message: 'A driver has been allocated to your booking.' },
  Started: { state: 'on the way', message: 'Your driver is on the way.' },
  Arrived: { state: 'arrived', message: 'Your driver has arrived.' },
  POB: { state: 'passenger on board', message: 'You are on your way.' },
  Finished: { state: 'finished', message: 'You have arrived. Thank you for travelling with us.' },
};

const MINUTE = 60_000;
/** A driver given an ASAP job accepts it and sets off this long after allocation. */
export const ASAP_SETOFF_MS = 2 * MINUTE;
/** A scheduled driver aims to arrive this early; the passenger boards this long after the driver arrives at the earliest. */
export const ARRIVE_EARLY_MS = 2 * MINUTE;
export const BOARDING_MS = 2 * MINUTE;

/** Everything a trip will do, fixed at allocation; times are simulation-clock epoch milliseconds. */
export interface TripPlan {
  driverid: number;
  allocatedAt: number;
  startAt: number;
  arriveAt: number;
  pobAt: number;
  finishAt: number;
  /** From where the driver was to the pick-up. */
  approach: LatLng[];
  /** The booking's route: pick-up, via stops, drop-off. */
  journey: LatLng[];
  /** Road miles of each part (routing.ts). */
  approachMiles: number;
  journeyMiles: number;
  /** The driver and vehicle the booking record already names (seeded under way), shown instead of the fleet's. */
  crew?: Crew;
}

/** Who drives what, as the booking record (the booking record rule, rules: booking-record) and the tracking answer (the tracking fields rule, rules: tracking-fields) name them. */
export interface Crew {
  name: string;
  mobile?: string;
  vehiclemake?: string;
  vehiclemodel?: string;
  vehicleregistration?: string;
  vehiclecolour?: string;
}

export interface PlanInput {
  driverid: number;
  driverStart: LatLng;
  /** Pick-up, via stops, drop-off. */
  stops: LatLng[];
  pickupAt: number;
  allocatedAt: number;
  /** Booked for the earliest time it could be (ASAP): the driver sets off at once. */
  asap: boolean;
}

/** The trip's plan on the roads `route` finds (the routing provider's). */
export function planTrip(input: PlanInput, route: RouteFinder): TripPlan {
  const approach = route([input.driverStart, input.stops[0]]);
  const journey = route(input.stops);
  const approachMs = approach.traveltime * MINUTE;
  const startAt = input.asap
    ? input.allocatedAt + ASAP_SETOFF_MS
    : Math.max(input.allocatedAt + ASAP_SETOFF_MS, input.pickupAt - approachMs - ARRIVE_EARLY_MS);
  const arriveAt = startAt + approachMs;
  const pobAt = input.asap ? arriveAt + BOARDING_MS : Math.max(arriveAt + BOARDING_MS, input.pickupAt);
  return {
    driverid: input.driverid,
    allocatedAt: input.allocatedAt,
    startAt,
    arriveAt,
    pobAt,
    finishAt: pobAt + journey.traveltime * MINUTE,
    approach: approach.routepath,
    journey: journey.routepath,
    approachMiles: approach.distance,
    journeyMiles: journey.distance,
  };
}

export interface TripState {
  status: TripStatus;
  position: LatLng;
  /** Whole minutes, rounded up, to the pick-up until arrival, to the drop-off on board, then 0. */
  eta: number;
  /** Road miles still to drive to that same point, 2 dp. */
  distance: number;
  moving: boolean;
  /** Time (simulation clock) of this state. */
  time: number;
}

/** Where along a path the fraction t (0..1) of its length lies, and the points passed before it. */
export function alongPath(path: LatLng[], t: number): { position: LatLng; passed: number } {
  if (path.length === 1 || t <= 0) return { position: path[0], passed: 0 };
  const legs: number[] = [];
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const km = greatCircleKm(path[i - 1], path[i]);
    legs.push(km);
    total += km;
  }
  if (t >= 1 || total === 0) return { position: path[path.length - 1], passed: path.length - 1 };
  let wanted = t * total;
  for (let i = 0; i < legs.length; i++) {
    if (wanted <= legs[i]) {
      const f = legs[i] === 0 ? 1 : wanted / legs[i];
      const a = path[i];
      const b = path[i + 1];
      const position = {
        lat: Math.round((a.lat + (b.lat - a.lat) * f) * 1e6) / 1e6,
        lng: Math.round((a.lng + (b.lng - a.lng) * f) * 1e6) / 1e6,
      };
      return { position, passed: i };
    }
    wanted -= legs[i];
  }
  return { position: path[path.length - 1], passed: path.length - 1 };
}

const fraction = (time: number, from: number, to: number) => (to <= from ? 1 : (time - from) / (to - from));
const round2 = (n: number) => Math.round(n * 100) / 100;
const minutesLeft = (time: number, end: number) => Math.max(0, Math.ceil((end - time) / MINUTE - 1e-9));

/** The times of a plan at which its status changes: all that following its status needs. */
export type PlanTimes = Pick<TripPlan, 'startAt' | 'arriveAt' | 'pobAt' | 'finishAt'>;

export const planTimes = (plan: PlanTimes): PlanTimes => ({
  startAt: plan.startAt,
  arriveAt: plan.arriveAt,
  pobAt: plan.pobAt,
  finishAt: plan.finishAt,
});

/** The status tripStateAt gives at that time, from the plan's times alone. */
export function statusAt(plan: PlanTimes, time: number): TripStatus {
  if (time < plan.startAt) return 'Allocated';
  if (time < plan.arriveAt) return 'Started';
  if (time < plan.pobAt) return 'Arrived';
  if (time < plan.finishAt) return 'POB';
  return 'Finished';
}

export function tripStateAt(plan: TripPlan, time: number): TripState {
  const pickup = plan.journey[0];
  const dropoff = plan.journey[plan.journey.length - 1];
  if (time < plan.startAt) {
    return {
      status: 'Allocated',
      position: plan.approach[0],
      eta: minutesLeft(time, plan.arriveAt),
      distance: plan.approachMiles,
      moving: false,
      time,
    };
  }
  if (time < plan.arriveAt) {
    const t = fraction(time, plan.startAt, plan.arriveAt);
    return {
      status: 'Started',
      position: alongPath(plan.approach, t).position,
      eta: minutesLeft(time, plan.arriveAt),
      distance: round2(plan.approachMiles * (1 - t)),
      moving: true,
      time,
    };
  }
  if (time < plan.pobAt) {
    return {
      status: 'Arrived',
      position: pickup,
      eta: minutesLeft(time, plan.finishAt),
      distance: plan.journeyMiles,
      moving: false,
      time,
    };
  }
  if (time < plan.finishAt) {
    const t = fraction(time, plan.pobAt, plan.finishAt);
    return {
      status: 'POB',
      position: alongPath(plan.journey, t).position,
      eta: minutesLeft(time, plan.finishAt),
      distance: round2(plan.journeyMiles * (1 - t)),
      moving: true,
      time,
    };
  }
  return { status: 'Finished', position: dropoff, eta: 0, distance: 0, moving: false, time };
}

/** Where the vehicle has been since it set off, oldest first, ending at its current position. */
export function footprintAt(plan: TripPlan, time: number): LatLng[] {
  if (time < plan.startAt) return [];
  if (time < plan.arriveAt) {
    const { position, passed } = alongPath(plan.approach, fraction(time, plan.startAt, plan.arriveAt));
    return [...plan.approach.slice(0, passed + 1), position];
  }
  if (time < plan.pobAt) return [...plan.approach];
  const { position, passed } = alongPath(plan.journey, fraction(time, plan.pobAt, plan.finishAt));
  return [...plan.approach, ...plan.journey.slice(1, passed + 1), position];
}

/** A trip's own simulation clock: time = base + (real now - real base) x speed. */
export interface TripClock {
  realBase: number;
  simBase: number;
  speed: number;
}

export const simTime = (clock: TripClock, realNow: number) => clock.simBase + (realNow - clock.realBase) * clock.speed;

export const statusRank = (status: string) => TRIP_STATUSES.indexOf(status as TripStatus);

/**
 * The real time (epoch ms) at which a trip whose last status is `status` reaches its next one by its clock; null when
 * no status follows. Rounded up, so that at that time statusAt already gives the next status.
 */
export function nextStatusDueAt(times: PlanTimes, clock: TripClock, status: string): number | null {
  const next = { Allocated: times.startAt, Started: times.arriveAt, Arrived: times.pobAt, POB: times.finishAt }[
    status as 'Allocated' | 'Started' | 'Arrived' | 'POB'
  ];
  if (next === undefined) return null;
  return Math.ceil(clock.realBase + (next - clock.simBase) / clock.speed);
}

/**
 * The free-waiting timeline of an airport pick-up (the free waiting and flight timing rules, rules: free-waiting, flight-timing): when the flight lands, the earliest the passenger
 * can be met, when the driver arrives and when free waiting ends. Times are epoch milliseconds.
 */

/** The flight timing rule (rules: flight-timing): landing buffer, free waiting and the rounding of times, in minutes; the marker's clamp in percent. */
export const LANDING_BUFFER_MINUTES = 30;
export const FREE_WAITING_MINUTES = 60;
export const TIME_ROUNDING_MINUTES = 5;
export const MARKER_MIN_PERCENT = 20;
export const MARKER_MAX_PERCENT = 60;

/** The picker limits rule (rules: picker-limits): waiting times 0 to 180 in steps of 15, default 60. */
export const WAITING_MINUTES_MAX = 180;
export const WAITING_MINUTES_STEP = 15;
export const DEFAULT_WAITING_MINUTES = 60;
/** The waiting time's label, as a message id. */
export const WAITING_TIME_LABEL = 'flights.timeline.waitingLabel';

const MINUTE = 60_000;

/** Rounded up to the next whole `minutes` (a time already on one stays). */
export function roundUpToMinutes(timeMs: number, minutes = TIME_ROUNDING_MINUTES): number {
  const step = minutes * MINUTE;
  return Math.ceil(timeMs / step) * step;
}

/** The free waiting rule (rules: free-waiting): the earliest pick-up is landing plus 30 minutes, rounded up to 5 minutes. */
export function earliestPickup(landingMs: number): number {
  return roundUpToMinutes(landingMs + LANDING_BUFFER_MINUTES * MINUTE);
}

/** The waiting-time options (0, 15, ... 180). */
export function waitingMinutesOptions(): number[] {
  const options: number[] = [];
  for (let minutes = 0; minutes <= WAITING_MINUTES_MAX; minutes += WAITING_MINUTES_STEP) options.push(minutes);
  return options;
}

/** A waiting time as chosen, or the default when it is not one of the options. */
export function validWaitingMinutes(minutes: number | null | undefined): number {
  return typeof minutes === 'number' && waitingMinutesOptions().includes(minutes) ? minutes : DEFAULT_WAITING_MINUTES;
}

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return MARKER_MIN_PERCENT;
  return Math.min(MARKER_MAX_PERCENT, Math.max(MARKER_MIN_PERCENT, percent));
}

export interface Timeline {
  landing: number;
  earliestPickup: number;
  /** The pick-up time: landing plus the waiting time, or the landing itself with no waiting time. */
  driverArrives: number;
  /** 60 minutes after the driver arrives; charges may apply after it. */
  freeWaitingEnds: number;
  /** Where the driver's arrival sits between landing and the end of free waiting, clamped to 20..60 %. */
  markerPercent: number;
  /** The driver's arrival was raised to the earliest bookable time (the flight has landed or lands too soon). */
  raised: boolean;
}

/**
 * The free waiting rule (rules: free-waiting): the driver arrives at the pick-up time (landing plus the chosen waiting time), or at landing. The minimum
 * lead time rule (issue 28): with `earliestBookableMs` (the booking's earliest pick-up, already on 5 minutes), neither
 * the earliest pick-up nor the driver's arrival is ever before it, so a flight that has landed shows the pick-up the
 * booking will take. `raised` says the driver's arrival was moved to it.
 */
export function timelineOf(landingMs: number, waitingMinutes: number, earliestBookableMs?: number): Timeline {
  const floor = earliestBookableMs ?? Number.NEGATIVE_INFINITY;
  const afterWaiting = landingMs + Math.max(0, waitingMinutes) * MINUTE;
  const driverArrives = Math.max(afterWaiting, floor);
  const freeWaitingEnds = driverArrives + FREE_WAITING_MINUTES * MINUTE;
  const span = freeWaitingEnds - landingMs;
  return {
    landing: landingMs,
    earliestPickup: Math.max(earliestPickup(landingMs), floor),
    driverArrives,
    freeWaitingEnds,
    markerPercent: clampPercent(((driverArrives - landingMs) / span) * 100),
    raised: driverArrives > afterWaiting,
  };
}

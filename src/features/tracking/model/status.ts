/**
 * What a trip's status means for the page. The booking status rule (rules: booking-status): statuses come from the server, are not enumerated and are
 * matched case-insensitively, so every rule here looks for words in the text.
 */
import type { MessageId } from '@/i18n';
import type { TrackingWords } from './messages';

export type TripStage = 'booked' | 'allocated' | 'onTheWay' | 'arrived' | 'onBoard' | 'finished' | 'cancelled';

const STAGES: [RegExp, TripStage][] = [
  [/cancel/i, 'cancelled'],
  [/finish|complete/i, 'finished'],
  [/\bp\.?o\.?b\b|on board/i, 'onBoard'],
  [/arrived/i, 'arrived'],
  [/started|on the way|en route/i, 'onTheWay'],
  [/allocat|assigned|accepted/i, 'allocated'],
];

export function tripStage(status: string): TripStage {
  return STAGES.find(([pattern]) => pattern.test(status))?.[1] ?? 'booked';
}

/** A finished or cancelled trip sends no more updates: the page says so and stops listening. */
export function isTripOver(status: string): boolean {
  const stage = tripStage(status);
  return stage === 'finished' || stage === 'cancelled';
}

const HOUR_MS = 3_600_000;

/**
 * Whether a page showing one booking should follow its status live: a trip under way, or a booking whose pick-up
 * is near enough for a driver to be sent (the reference API allocates minutes before it). Others would only hold a
 * connection open (and load the channel) for nothing.
 */
export function worthFollowing(status: string, pickupIso: string, nowMs: number): boolean {
  if (isTripOver(status)) return false;
  if (tripStage(status) !== 'booked') return true;
  const pickup = Date.parse(pickupIso);
  return Number.isFinite(pickup) && pickup - nowMs < 3 * HOUR_MS && nowMs - pickup < 2 * HOUR_MS;
}

/** The booking actions rule (rules: booking-actions) Track: shown when the status contains "started", "arrived", "finish" or "pob". */
export function canTrack(status: string): boolean {
  return /started|arrived|finish|pob/i.test(status);
}

/** What the ETA counts down to: the driver reaching the pick-up, then (on board) the drop-off. */
export function etaLabel(status: string): MessageId {
  return tripStage(status) === 'onBoard' ? 'tracking.countdown.toDropoff' : 'tracking.countdown.toPickup';
}

/**
 * The countdown rule (issue 28): the ETA and distance are shown only while they count towards something still ahead,
 * the pick-up while the driver is allocated or on the way, the drop-off while the passenger is on board. Once the
 * driver has arrived (or before a driver is allocated, or when the trip is over) there is none, so the page never
 * says "Driver arrives in 28 mins" beside "Arrived".
 */
export function tripCountdown(trip: {
  status: string;
  etaMinutes?: number;
  distance?: number;
}): { label: MessageId; etaMinutes?: number; distance?: number } | null {
  const stage = tripStage(trip.status);
  if (stage !== 'allocated' && stage !== 'onTheWay' && stage !== 'onBoard') return null;
  if (trip.etaMinutes === undefined && trip.distance === undefined) return null;
  return { label: etaLabel(trip.status), etaMinutes: trip.etaMinutes, distance: trip.distance };
}

/** Messages that name the driver when the server has (a select on `named`), else say "your driver". */
const DRIVER_NOTICES: Partial<Record<TripStage, MessageId>> = {
  allocated: 'tracking.notice.allocated',
  onTheWay: 'tracking.notice.onTheWay',
  arrived: 'tracking.notice.arrived',
};
const OTHER_NOTICES: Partial<Record<TripStage, MessageId>> = {
  onBoard: 'tracking.notice.onBoard',
  finished: 'tracking.notice.finished',
  cancelled: 'tracking.over.cancelled',
};

/** The words of a status-change notification, or null when the change is not news to the passenger. */
export function statusNotice(previous: string | undefined, next: string, driverName?: string): TrackingWords | null {
  if (!next.trim() || (previous !== undefined && previous.trim().toLowerCase() === next.trim().toLowerCase())) {
    return null;
  }
  const stage = tripStage(next);
  const driver = driverName?.trim() ?? '';
  const aboutDriver = DRIVER_NOTICES[stage];
  if (aboutDriver) return { id: aboutDriver, values: { named: driver ? 'yes' : 'no', driver } };
  const other = OTHER_NOTICES[stage];
  return other ? { id: other } : { id: 'tracking.notice.other', values: { status: next.trim() } };
}

/** Distance as the page shows it (in miles, the operator's unit): one decimal under 10, whole miles above. */
export function shownMiles(miles: number | undefined): number | undefined {
  if (miles === undefined || !Number.isFinite(miles) || miles < 0) return undefined;
  return miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
}

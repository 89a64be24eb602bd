/**
 * The hub's wire contract as this client reads it (docs/tracking.md): names and shapes only, no SDK, so it is
 * unit-tested on its own. Parsing is tolerant: a malformed message is dropped, never thrown.
 */
import type { SubscriptionRefusal, TrackedBooking, TrackingEvent } from '../types';

/** The live tracking rule (rules: live-tracking): the server's one event. */
export const HUB_EVENT = 'OnNewData';
/** Hub methods the client invokes to follow or stop following a booking. */
export const SUBSCRIBE_METHOD = 'SubscribeBooking';
export const UNSUBSCRIBE_METHOD = 'UnsubscribeBooking';
/** The query parameter carrying the live tracking rule (rules: live-tracking) user name. */
export const USER_NAME_PARAMETER = 'username';

/** The hub address with the user name added; a relative ChatApiUrl is resolved against the API host (or page). */
export function hubUrlWithUser(hubUrl: string, userName: string, baseUrl: string): string {
  const url = new URL(hubUrl, baseUrl);
  url.searchParams.set(USER_NAME_PARAMETER, userName);
  return url.href;
}

/** What SubscribeBooking is sent: trackvehicle's parameters (the tracking calls rule, rules: call-tracking): jobpartid, or id, jobpartid 0 and code, or share. */
export function subscribeArgument(booking: TrackedBooking): Record<string, string | number> {
  if ('jobPartId' in booking) return { jobpartid: booking.jobPartId };
  if ('share' in booking) return { share: booking.share };
  return { id: booking.id, jobpartid: 0, code: booking.code };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

const pick = (record: Record<string, unknown>, ...names: string[]): unknown => {
  for (const name of names) {
    const found = Object.keys(record).find((key) => key.toLowerCase() === name.toLowerCase());
    if (found !== undefined) return record[found];
  }
  return undefined;
};

/**
 * OnNewData's arguments: either one object with a `type`, or the type then the data. Returns null for anything
 * that is not a statusUpdate with a status or a locationUpdate with a valid position.
 */
export function parseHubEvent(args: readonly unknown[]): TrackingEvent | null {
  const [first, second] = args;
  const data = isRecord(first) ? first : isRecord(second) ? second : undefined;
  if (!data) return null;
  const type = typeof first === 'string' ? first : pick(data, 'type');
  const jobPartId = toNumber(pick(data, 'jobpartid', 'jobPartId')) ?? 0;
  if (type === 'statusUpdate') {
    const status = pick(data, 'status');
    if (typeof status !== 'string' || status.trim() === '') return null;
    return { type, jobPartId, status, data };
  }
  if (type === 'locationUpdate') {
    const lat = toNumber(pick(data, 'lat', 'latitude', 'currentlat'));
    const lng = toNumber(pick(data, 'lng', 'longitude', 'currentlng'));
    if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    const signalType = pick(data, 'signaltype', 'signalType');
    return { type, jobPartId, lat, lng, signalType: typeof signalType === 'string' ? signalType : '', data };
  }
  return null;
}

/** Whether an event belongs to a subscription: the same job part, or a link whose job part is not yet known. */
export function eventMatches(event: TrackingEvent, booking: TrackedBooking, knownJobPartId?: number): boolean {
  const wanted = 'jobPartId' in booking ? booking.jobPartId : knownJobPartId;
  return wanted === undefined || event.jobPartId === 0 || event.jobPartId === wanted;
}

export type SubscribeAnswer =
  { refusal: SubscriptionRefusal } | { snapshot: Record<string, unknown>; jobPartId?: number } | { unreadable: true };

/**
 * SubscribeBooking answers as trackvehicle does: code 1 with the booking's state now (its job part id in `jobid`),
 * or another code with the reason (the response codes rule, rules: response-codes). Anything else is unreadable and ignored.
 */
export function parseSubscribeAnswer(answer: unknown): SubscribeAnswer {
  if (!isRecord(answer)) return { unreadable: true };
  const code = toNumber(pick(answer, 'code'));
  if (code === 1) return { snapshot: answer, jobPartId: toNumber(pick(answer, 'jobid', 'jobpartid')) };
  if (code === undefined) return { unreadable: true };
  const message = pick(answer, 'message');
  return { refusal: { code, message: typeof message === 'string' ? message : '' } };
}

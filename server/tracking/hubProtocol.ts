/**
 * The SignalR hub protocol as the tracking hub speaks it (docs/tracking.md): JSON records ending in 0x1e, the
 * negotiate answer, the close codes, and the OnNewData records of a trip update. No connections here: hub.ts.
 */
import { randomBytes } from 'node:crypto';
import { isStorableText } from '../lib/inputGuards';
import { CANCELLED, type TrackRef } from './access';
import type { TripUpdate } from './dispatcher';
import { STATUS_WORDS } from './timeline';

export const RS = '\u001e';
/** One record of ours is small; anything near this is not a client of this hub. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * WebSocket close codes (RFC 6455 section 7.4.1) with the reason sent beside them, so a client or a proxy log
 * tells a protocol error from a limit or a timeout; the SignalR close record carries the same words.
 */
export const CLOSE = {
  normal: 1000,
  goingAway: 1001,
  protocolError: 1002,
  unsupportedData: 1003,
  policyViolation: 1008,
  tooBig: 1009,
  internalError: 1011,
  tryAgainLater: 1013,
} as const;

export class ProtocolError extends Error {
  constructor(
    message: string,
    readonly closeCode: number = CLOSE.protocolError,
  ) {
    super(message);
  }
}

/** A close frame's reason holds at most 123 bytes. */
export function closeReason(text: string): string {
  let reason = text;
  while (Buffer.byteLength(reason) > 123) reason = reason.slice(0, -2) + '…';
  return reason;
}

export const record = (message: object) => JSON.stringify(message) + RS;

/** A control character (C0 or DEL): no access code or share token holds one, and Postgres refuses NUL. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** Text that no access code or share token could be, whatever its length: it names no booking. */
const isForeignText = (v: unknown) => typeof v === 'string' && (CONTROL_CHARACTER.test(v) || !isStorableText(v));

/**
 * A booking named as the tracking calls rule (rules: call-tracking) names it, or null when the argument is not one (answered "Booking not found."). A code or
 * share token that no booking could have is refused here, before any query: it never reaches the database.
 */
export function trackRef(argument: unknown): TrackRef | null {
  if (!argument || typeof argument !== 'object' || Array.isArray(argument)) return null;
  const a = argument as Record<string, unknown>;
  const int = (v: unknown) => {
    const n = typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
  };
  if (isForeignText(a.code) || isForeignText(a.share)) return null;
  const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined);
  const ref: TrackRef = { jobpartid: int(a.jobpartid), id: int(a.id), code: text(a.code), share: text(a.share) };
  if (ref.share || (ref.code && ref.id !== undefined) || ref.jobpartid) return ref;
  return null;
}

/** POST negotiate's answer: WebSockets and text (JSON) only; a connection token with negotiateVersion 1. */
export function negotiateAnswer(version: string | undefined): object {
  const token = randomBytes(16).toString('base64url');
  return {
    ...(version === '1' ? { negotiateVersion: 1, connectionToken: token } : { negotiateVersion: 0 }),
    connectionId: randomBytes(16).toString('base64url'),
    availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
  };
}

/** A trip update's OnNewData records: the statusUpdate, and a locationUpdate while the vehicle moves. */
export function updateRecords({ jobpartid, state, cancelled }: TripUpdate): {
  status: string;
  statusRecord: string;
  locationRecord: string | null;
} {
  const time = new Date(state.time).toISOString();
  const status = cancelled ? 'Cancelled' : state.status;
  const words = cancelled ? { state: 'cancelled', message: CANCELLED } : STATUS_WORDS[state.status];
  const statusRecord = record({
    type: 1,
    target: 'OnNewData',
    arguments: [
      {
        type: 'statusUpdate',
        jobpartid,
        status,
        state: words.state,
        message: words.message,
        eta: state.eta,
        distance: state.distance,
        time,
      },
    ],
  });
  const locationRecord =
    state.moving && !cancelled
      ? record({
          type: 1,
          target: 'OnNewData',
          arguments: [
            {
              type: 'locationUpdate',
              jobpartid,
              lat: state.position.lat,
              lng: state.position.lng,
              signaltype: 'gps',
              status,
              eta: state.eta,
              distance: state.distance,
              time,
            },
          ],
        })
      : null;
  return { status, statusRecord, locationRecord };
}

/**
 * The tracking page's state and how each thing that happens changes it: the first trackvehicle answer, the
 * channel's subscription answers and events, its connection state. Pure, so the page's behaviour is unit-tested.
 */
import type { LatLng, WireTracking } from '@/api';
import type { ConnectionState, TrackingEvent } from '@/adapters/notifications';
import type { MessageId } from '@/i18n';
import { refusalMessage, type TrackingWords } from './messages';
import { isTripOver, statusNotice, tripStage } from './status';
import { cleanPath, tripFromWire, withLocation, withStatus, type Trip } from './trip';

export interface TrackingSession {
  /** loading: nothing known yet; refused: no data for this visitor; live: following; over: finished or cancelled. */
  phase: 'loading' | 'refused' | 'live' | 'over';
  /** Why there is nothing to follow (refused) or no more (over). */
  message?: TrackingWords;
  trip?: Trip;
  connection: ConnectionState;
  /** Whether updates have flowed once: a connection lost after that is "reconnecting", before it "connecting". */
  everConnected?: boolean;
  /** The latest status change worth telling the passenger, with a counter so the same words twice still notify. */
  notice?: { words: TrackingWords; serial: number };
}

export type TrackingAction =
  | { type: 'answered'; answer: WireTracking; jobPartId: number }
  | { type: 'failed'; message: TrackingWords }
  | { type: 'footprint'; path: LatLng[] }
  | { type: 'photo'; photo: string }
  | { type: 'event'; event: TrackingEvent }
  | { type: 'connection'; state: ConnectionState };

/** Refusals that mean the trip ended: after following it, the trip stays on screen. */
const ENDED: readonly MessageId[] = [
  'tracking.over.finished',
  'tracking.over.cancelled',
  'tracking.refusal.linkExpired',
];

export const initialSession: TrackingSession = { phase: 'loading', connection: 'disconnected' };

function overMessage(status: string): TrackingWords {
  return { id: tripStage(status) === 'cancelled' ? 'tracking.over.cancelled' : 'tracking.over.finished' };
}

function noticeFor(session: TrackingSession, previous: string | undefined, trip: Trip): TrackingSession['notice'] {
  const words = statusNotice(previous, trip.status, trip.driver?.name);
  return words ? { words, serial: (session.notice?.serial ?? 0) + 1 } : session.notice;
}

/** The trip after a status or answer, and the phase that status puts the page in. */
function settle(session: TrackingSession, trip: Trip, previousStatus: string | undefined): TrackingSession {
  const notice = previousStatus === undefined ? session.notice : noticeFor(session, previousStatus, trip);
  if (isTripOver(trip.status)) return { ...session, trip, notice, phase: 'over', message: overMessage(trip.status) };
  return { ...session, trip, notice, phase: 'live', message: undefined };
}

export function trackingReducer(session: TrackingSession, action: TrackingAction): TrackingSession {
  switch (action.type) {
    case 'answered': {
      if (Number(action.answer.code) !== 1) {
        if (session.phase === 'over') return session;
        const message = refusalMessage(action.answer);
        // Refused after following it (the trip ended while the connection was down): the trip stays on screen.
        const ended = session.trip && 'id' in message && ENDED.includes(message.id);
        return { ...session, phase: ended ? 'over' : 'refused', message };
      }
      const fresh = tripFromWire(action.answer, action.jobPartId);
      const known = session.trip;
      // A later answer (a resubscription after a reconnect) catches up; the footprint and photo already read stay.
      const trip: Trip = known
        ? {
            ...fresh,
            footprint: known.footprint,
            driver: fresh.driver && { ...fresh.driver, photo: fresh.driver.photo || known.driver?.photo || '' },
            route: fresh.route.length ? fresh.route : known.route,
          }
        : fresh;
      const withPosition = trip.position ? withLocation(trip, trip.position) : trip;
      return settle(session, withPosition, known?.status);
    }
    case 'failed':
      return session.trip ? session : { ...session, phase: 'refused', message: action.message };
    case 'footprint': {
      if (!session.trip) return session;
      const path = cleanPath(action.path);
      // The footprint ends at the current position; positions that arrived since it was read are kept after it.
      return path.length >= session.trip.footprint.length
        ? { ...session, trip: { ...session.trip, footprint: path } }
        : session;
    }
    case 'photo':
      return session.trip?.driver
        ? { ...session, trip: { ...session.trip, driver: { ...session.trip.driver, photo: action.photo } } }
        : session;
    case 'event': {
      const { trip } = session;
      if (!trip || session.phase === 'over') return session;
      const { event } = action;
      if (event.type === 'locationUpdate') {
        const moved = withLocation(trip, { lat: event.lat, lng: event.lng }, event.data);
        const status = typeof event.data.status === 'string' ? event.data.status : '';
        return status && status !== trip.status
          ? settle(session, withStatus(moved, status), trip.status)
          : { ...session, trip: moved };
      }
      return settle(session, withStatus(trip, event.status, event.data), trip.status);
    }
    case 'connection':
      return {
        ...session,
        connection: action.state,
        everConnected: session.everConnected || action.state === 'connected',
      };
  }
}

/** What the connection line says (a message id): nothing while updates flow or once the trip is over. */
export function connectionText(session: TrackingSession): MessageId | null {
  if (session.phase !== 'live') return null;
  switch (session.connection) {
    case 'connected':
      return null;
    case 'connecting':
      return 'tracking.connection.connecting';
    default:
      return session.everConnected ? 'tracking.connection.reconnecting' : 'tracking.connection.connecting';
  }
}

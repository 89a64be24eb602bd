import { useEffect, useReducer, useRef } from 'react';
import {
  driverFootprint,
  driverPhoto,
  isAbortError,
  trackVehicle,
  type WireTrackVehicleQuery,
  type WireTracking,
} from '@/api';
import {
  useNotificationChannelOverride,
  type NotificationChannel,
  type TrackedBooking,
} from '@/adapters/notifications';
import { useConfig } from '@/config';
import { readFailureMessage } from '@/shared';
import { openChannel } from './openChannel';
import { serverWords } from '../model/messages';
import { isTripOver } from '../model/status';
import { initialSession, trackingReducer, type TrackingSession } from '../model/session';

/** The HTTP reads of the tracking calls rule (rules: call-tracking) the session makes; stories and tests pass their own. */
export interface TrackingCalls {
  trackVehicle: typeof trackVehicle;
  driverFootprint: typeof driverFootprint;
  driverPhoto: typeof driverPhoto;
}

const apiCalls: TrackingCalls = { trackVehicle, driverFootprint, driverPhoto };

/** Without a hub (an empty ChatApiUrl) the page reads trackvehicle on its own this often (docs/tracking.md). */
const POLL_MS = 10_000;

export function wireQuery(booking: TrackedBooking): WireTrackVehicleQuery {
  if ('jobPartId' in booking) return { jobpartid: booking.jobPartId };
  if ('share' in booking) return { share: booking.share };
  return { id: booking.id, jobpartid: 0, code: booking.code };
}

function jobPartIdOf(answer: WireTracking, booking: TrackedBooking): number {
  const id = Number(answer.jobid ?? ('jobPartId' in booking ? booking.jobPartId : 0));
  return Number.isFinite(id) ? id : 0;
}

/**
 * Follows one booking: reads trackvehicle (the tracking calls rule, rules: call-tracking), its footprint and photo, then subscribes on the notification
 * channel (the live tracking rule, rules: live-tracking) until the trip is over or the page goes. Every answer and event goes through `trackingReducer`.
 */
export function useTrackingSession(
  booking: TrackedBooking,
  profileId?: number | string,
  calls: TrackingCalls = apiCalls,
): TrackingSession {
  const config = useConfig();
  const override = useNotificationChannelOverride();
  const [session, dispatch] = useReducer(trackingReducer, initialSession);
  const channelRef = useRef<NotificationChannel | undefined>(undefined);
  const bookingKey = JSON.stringify(booking);
  const hubUrl = config.chatApiUrl.trim();
  const callsRef = useRef(calls);

  useEffect(() => {
    const followed = JSON.parse(bookingKey) as TrackedBooking;
    const query = wireQuery(followed);
    const { trackVehicle: readTrip, driverFootprint: readPath, driverPhoto: readPicture } = callsRef.current;
    const controller = new AbortController();
    const { signal } = controller;
    let unsubscribe: (() => void) | undefined;
    let stopState: (() => void) | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;

    const readFootprint = () =>
      readPath(query, { signal })
        .then((answer) => {
          if (!signal.aborted && Number(answer.code) === 1) dispatch({ type: 'footprint', path: answer.footprint });
        })
        .catch(() => undefined);

    const readPhoto = () =>
      readPicture(query, { signal })
        .then((answer) => {
          if (!signal.aborted && Number(answer.code) === 1 && answer.photo)
            dispatch({ type: 'photo', photo: answer.photo });
        })
        .catch(() => undefined);

    const follow = async () => {
      let answer: WireTracking;
      try {
        answer = await readTrip(query, { signal });
      } catch (error) {
        if (!signal.aborted && !isAbortError(error))
          dispatch({ type: 'failed', message: serverWords(readFailureMessage(error)) });
        return;
      }
      if (signal.aborted) return;
      const jobPartId = jobPartIdOf(answer, followed);
      dispatch({ type: 'answered', answer, jobPartId });
      if (Number(answer.code) !== 1 || isTripOver(String(answer.status ?? ''))) return;
      void readFootprint();
      if (!answer.photo && answer.name) void readPhoto();

      if (!hubUrl && !override) {
        poll = setInterval(() => {
          readTrip(query, { signal })
            .then((next) => {
              dispatch({ type: 'answered', answer: next, jobPartId: jobPartIdOf(next, followed) });
              if (Number(next.code) !== 1 || isTripOver(String(next.status ?? ''))) clearInterval(poll);
            })
            .catch(() => undefined);
        }, POLL_MS);
        return;
      }
      const channel = await openChannel(hubUrl, override, { profileId, jobPartId: jobPartId || undefined });
      if (!channel || signal.aborted) return;
      channelRef.current = channel;
      stopState = channel.onStateChange((state) => dispatch({ type: 'connection', state }));
      let answers = 0;
      unsubscribe = channel.subscribe(followed, {
        onEvent: (event) => dispatch({ type: 'event', event }),
        onSubscribed: (snapshot) => {
          dispatch({ type: 'answered', answer: snapshot as unknown as WireTracking, jobPartId });
          // After a reconnection the path driven meanwhile is read again; the first answer needs no second read.
          answers += 1;
          if (answers > 1) void readFootprint();
        },
        onRefused: (refusal) =>
          dispatch({ type: 'answered', answer: { code: refusal.code, message: refusal.message }, jobPartId }),
      });
      // A first failure is no end: the channel re-creates the connection every 10 s (the live tracking rule, rules: live-tracking).
      channel.connect().catch(() => undefined);
    };
    void follow();

    return () => {
      controller.abort();
      if (poll) clearInterval(poll);
      unsubscribe?.();
      stopState?.();
      void channelRef.current?.close();
      channelRef.current = undefined;
    };
  }, [bookingKey, hubUrl, override, profileId]);

  // A finished or cancelled trip sends nothing more: the channel is closed on demand (the live tracking rule, rules: live-tracking).
  const over = session.phase === 'over' || session.phase === 'refused';
  useEffect(() => {
    if (!over) return;
    void channelRef.current?.close();
  }, [over]);

  return session;
}

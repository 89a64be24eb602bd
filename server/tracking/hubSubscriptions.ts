/**
 * What the tracking hub does for its connections (docs/tracking.md): the hub methods SubscribeBooking and
 * UnsubscribeBooking, and the fan-out of the dispatcher's updates to the followers of each booking. Connections,
 * frames and keep-alive are in hub.ts; an invocation arrives here already checked (hubFrames.ts).
 */
import type { Db } from '../db';
import type { RouteFinder } from '../domain/routing';
import { readSessionToken } from '../lib/session';
import { NOT_FOUND, REFUSED, resolveTracked, trackingAnswer } from './access';
import type { TripUpdate } from './dispatcher';
import type { ClientMessage } from './hubFrames';
import { record, trackRef, updateRecords } from './hubProtocol';

const MAX_SUBSCRIPTIONS = 20;
const TOO_MANY = 'Too many bookings followed on one connection.';
export const FAILED = 'Something went wrong, please try again.';

/** One hub connection as the subscriptions see it. */
export interface Follower {
  /** Followed bookings and the status last sent for each. */
  following: Map<number, string>;
  sessionToken: string | undefined;
  send(record: string): void;
  /** Whether the connection is still served: a subscription answered after it closed follows nothing. */
  isOpen(): boolean;
}

export type Invocation = Extract<ClientMessage, { type: 'invocation' }>;

export interface Subscriptions {
  /** Answers one invocation (with a completion when it has an id); failures are answered, never thrown. */
  invoke(follower: Follower, message: Invocation): Promise<void>;
  /** The dispatcher's states of this tick, pushed to the bookings' followers. */
  publish(updates: TripUpdate[]): void;
  /** A connection has gone: it follows nothing more. */
  forget(follower: Follower): void;
  /** Job part ids followed on this process. */
  watched(): number[];
  clear(): void;
}

export function createSubscriptions(options: {
  db: Db;
  now: () => Date;
  /** The routing provider's routes, for a trip under way that is followed for the first time. */
  route: RouteFinder;
  log?: { warn(obj: object, msg: string): void };
}): Subscriptions {
  const { db, now, route, log } = options;
  const followers = new Map<number, Set<Follower>>();

  function unfollow(follower: Follower, jobpartid: number) {
    follower.following.delete(jobpartid);
    const set = followers.get(jobpartid);
    set?.delete(follower);
    if (set && set.size === 0) followers.delete(jobpartid);
  }

  async function subscribe(follower: Follower, argument: unknown): Promise<object> {
    const ref = trackRef(argument);
    if (!ref) return { code: REFUSED, message: NOT_FOUND };
    const session = ref.jobpartid && !ref.code ? await readSessionToken(db, follower.sessionToken, now()) : null;
    const tracked = await resolveTracked(db, ref, session);
    if (!tracked.ok) return { code: REFUSED, message: tracked.message };
    const answer = await trackingAnswer(db, tracked.booking, tracked.jobpartid, now().getTime(), route);
    if (answer.code !== 1 || !follower.isOpen()) return answer;
    if (!follower.following.has(tracked.jobpartid) && follower.following.size >= MAX_SUBSCRIPTIONS) {
      return { code: REFUSED, message: TOO_MANY };
    }
    follower.following.set(tracked.jobpartid, String(answer.status));
    let set = followers.get(tracked.jobpartid);
    if (!set) followers.set(tracked.jobpartid, (set = new Set()));
    set.add(follower);
    return answer;
  }

  async function unsubscribe(follower: Follower, argument: unknown): Promise<object> {
    const ref = trackRef(argument);
    const jobpartid = ref?.jobpartid || (ref?.id as number | undefined);
    if (jobpartid) unfollow(follower, jobpartid);
    // A share token names its booking only through the database; drop whichever booking it names.
    if (ref?.share) {
      const tracked = await resolveTracked(db, ref, null);
      if (tracked.ok) unfollow(follower, tracked.jobpartid);
    }
    return { code: 1, message: '' };
  }

  async function invoke(follower: Follower, message: Invocation) {
    const { invocationId, target, arguments: args } = message;
    const complete = (body: object) => {
      if (invocationId !== undefined) follower.send(record({ type: 3, invocationId, ...body }));
    };
    const method = target.toLowerCase();
    if (method !== 'subscribebooking' && method !== 'unsubscribebooking') {
      complete({ error: `Unknown hub method '${target.slice(0, 100)}'` });
    } else if (message.streamIds.length > 0) {
      complete({ error: 'Streams from the client are not supported.' });
    } else if (args.length !== 1) {
      complete({ error: `Invocation provides ${args.length} argument(s) but target expects 1.` });
    } else {
      try {
        const run = method === 'subscribebooking' ? subscribe : unsubscribe;
        complete({ result: await run(follower, args[0]) });
      } catch (error) {
        log?.warn({ err: error }, 'tracking hub invocation failed');
        complete({ error: FAILED });
      }
    }
  }

  function publish(updates: TripUpdate[]) {
    for (const { jobpartid, state, cancelled } of updates) {
      const set = followers.get(jobpartid);
      if (!set || set.size === 0) continue;
      const { status, statusRecord, locationRecord } = updateRecords({ jobpartid, state, cancelled });
      const ended = cancelled || state.status === 'Finished';
      for (const follower of [...set]) {
        if (follower.following.get(jobpartid) !== status) {
          follower.send(statusRecord);
          follower.following.set(jobpartid, status);
        }
        if (locationRecord) follower.send(locationRecord);
        if (ended) unfollow(follower, jobpartid);
      }
    }
  }

  return {
    invoke,
    publish,
    forget(follower) {
      for (const jobpartid of [...follower.following.keys()]) unfollow(follower, jobpartid);
    },
    watched: () => [...followers.keys()],
    clear: () => followers.clear(),
  };
}

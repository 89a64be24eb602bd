/**
 * The dispatch simulator's heartbeat (docs/tracking.md): every tick it allocates drivers to bookings that are due,
 * works out where every active trip is by its own clock, writes status changes once (whichever process is first),
 * and hands each trip's state to the hub of this process.
 */
import type { Db } from '../db';
import type { RoutingProvider } from '../gateways/routing';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { nextStatusDueAt, statusAt, statusRank, tripStateAt, simTime, type TripState, type TripPlan } from './timeline';
import { dueTrips, plansOf, recordStatus, setTripDue } from './tripRows';
import { allocateDueBookings } from './trips';

export interface TripUpdate {
  jobpartid: number;
  state: TripState;
  /** The booking was cancelled: the trip ends here. */
  cancelled: boolean;
}

export interface DispatcherOptions {
  db: Db;
  operatorConfig: OperatorConfigStore;
  now: () => Date;
  /** Road routing (server/gateways/routing), handed in by buildApp: the trips' plans follow its routes. */
  routing: RoutingProvider;
  /** Real milliseconds between ticks; default 500, so a change reaches a subscriber within about half a second. */
  tickMs?: number;
  /** Allocate drivers to due bookings here; default true (false: another process allocates, this one still follows trips). */
  allocate?: boolean;
  /** Clock speed of new trips; default TRACKING_SPEED or 1. */
  speed?: number;
  /** Job part ids someone follows here: finished trips among them are still reported, so the last status reaches them. */
  watched?: () => number[];
  onUpdate?: (updates: TripUpdate[]) => void;
  onError?: (error: unknown) => void;
}

export interface Dispatcher {
  /** One tick now (tests); ticks never overlap. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function speedFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const speed = Number(env.TRACKING_SPEED ?? 1);
  return Number.isFinite(speed) && speed > 0 && speed <= 100_000 ? speed : 1;
}

export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, now } = options;
  const tickMs = options.tickMs ?? 500;
  const speed = options.speed ?? speedFromEnv();
  // Plans never change: the route points are read once for a trip followed here (their positions go out), and
  // forgotten when nobody follows it any more. A tick reads only the trips whose status is due (and the followed
  // ones), with their plans' four times: trips nobody follows that nothing can change cost neither a read nor memory.
  const plans = new Map<number, TripPlan>();
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function runTick(): Promise<void> {
    const realNow = now();
    const config = await options.operatorConfig.get();
    if (options.allocate ?? true) {
      await allocateDueBookings(db, realNow, {
        minLeadMinutes: config.configuration.minleadtime ?? 0,
        speed,
        route: (points) => options.routing.route(points),
      });
    }
    const watched = new Set(options.watched?.() ?? []);
    const trips = await dueTrips(db, realNow, [...watched]);
    const missing = trips.filter((t) => watched.has(t.jobpartid) && !plans.has(t.jobpartid)).map((t) => t.jobpartid);
    for (const [jobpartid, plan] of await plansOf(db, missing)) plans.set(jobpartid, plan);
    for (const jobpartid of plans.keys()) if (!watched.has(jobpartid)) plans.delete(jobpartid);
    const updates: TripUpdate[] = [];
    for (const trip of trips) {
      const cancelled = /cancel/i.test(trip.bookingStatus);
      const at = simTime(trip.clock, realNow.getTime());
      const status = statusAt(trip.times, at);
      if (cancelled) {
        if (!trip.finished) await recordStatus(db, trip, 'Cancelled', true);
      } else if (!trip.finished && statusRank(status) > statusRank(trip.status)) {
        await recordStatus(db, trip, status, status === 'Finished', nextStatusDueAt(trip.times, trip.clock, status));
      } else if (!trip.finished) {
        // Read though its status has not changed: due again (a moved clock, a cancellation undone, a trip made
        // before due times were kept), or only followed. Writes its due time when that differs.
        const dueAt = nextStatusDueAt(trip.times, trip.clock, trip.status);
        if ((dueAt ?? Infinity) !== trip.dueAt) await setTripDue(db, trip.jobpartid, dueAt);
      }
      // Only followers here are told (the hub sends nothing for a trip nobody follows).
      const plan = plans.get(trip.jobpartid);
      if (plan) {
        const state: TripState = tripStateAt(plan, at);
        updates.push({ jobpartid: trip.jobpartid, state, cancelled: cancelled || trip.status === 'Cancelled' });
      }
    }
    options.onUpdate?.(updates);
  }

  function tick(): Promise<void> {
    running ??= runTick()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, tickMs);
    timer.unref();
  }
  schedule();

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { RouteFinder } from '../domain/routing';
import type { RoutingProvider } from '../gateways/routing';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { readSession } from '../lib/session';
import { objectSchema, queryId } from '../lib/schemas';
import { refuseTooMany } from '../guards/rateLimits';
import { createTrackingLink, TOO_MANY_LINKS } from '../tracking/shareLinks';
import {
  driverPhotoAnswer,
  REFUSED,
  footprintAnswer,
  resolveTracked,
  trackingAnswer,
  type Tracked,
  type TrackRef,
} from '../tracking/access';
import { speedFromEnv } from '../tracking/dispatcher';
import { setTripClock } from '../tracking/tripRows';
import { allocateNow } from '../tracking/trips';

type TrackQuery = { jobpartid?: string; id?: string; code?: string; share?: string };

const trackQuerySchema = objectSchema({
  jobpartid: queryId,
  id: queryId,
  code: { type: 'string', minLength: 1, maxLength: 100 },
  share: { type: 'string', minLength: 1, maxLength: 100 },
});

function refOf(query: TrackQuery): TrackRef {
  return {
    jobpartid: query.jobpartid === undefined ? undefined : Number(query.jobpartid),
    id: query.id,
    code: query.code,
    share: query.share,
  };
}

/** The tracking calls rule (rules: call-tracking) (docs/tracking.md): trackvehicle, driverphoto, driverFootprint, and the shareable tracking link. */
export function registerTrackingRoutes(
  api: FastifyInstance,
  deps: { db: Db; now: () => Date; routing: RoutingProvider },
): void {
  const { db, now } = deps;
  const route: RouteFinder = (points) => deps.routing.route(points);

  /** The booking the query names, if the caller may follow it; otherwise the refusal is sent and null returned. */
  async function tracked(request: FastifyRequest<{ Querystring: TrackQuery }>, reply: FastifyReply) {
    const ref = refOf(request.query);
    const session = ref.jobpartid && !ref.code && !ref.share ? await readSession(db, request, now()) : null;
    const result: Tracked = await resolveTracked(db, ref, session, now());
    if (result.ok) return result;
    await reply.status(result.httpStatus).send({ code: REFUSED, message: result.message });
    return null;
  }

  api.get<{ Querystring: TrackQuery }>(
    '/trackvehicle',
    { schema: { querystring: trackQuerySchema } },
    async (request, reply) => {
      const result = await tracked(request, reply);
      if (!result) return reply;
      return trackingAnswer(db, result.booking, result.jobpartid, now().getTime(), route);
    },
  );

  api.get<{ Querystring: TrackQuery }>(
    '/driverphoto',
    { schema: { querystring: trackQuerySchema } },
    async (request, reply) => {
      const result = await tracked(request, reply);
      if (!result) return reply;
      return driverPhotoAnswer(db, result.jobpartid);
    },
  );

  api.get<{ Querystring: TrackQuery }>(
    '/driverFootprint',
    { schema: { querystring: trackQuerySchema } },
    async (request, reply) => {
      const result = await tracked(request, reply);
      if (!result) return reply;
      return footprintAnswer(db, result.jobpartid, now().getTime());
    },
  );

  api.post<{ Body: { jobpartid: number | string; code?: string } }>(
    '/trackinglink',
    {
      schema: {
        body: objectSchema(
          {
            jobpartid: {
              type: ['integer', 'string'],
              minimum: 1,
              maximum: Number.MAX_SAFE_INTEGER,
              pattern: '^[1-9][0-9]{0,14}$',
            },
            code: { type: 'string', minLength: 1, maxLength: 100 },
          },
          ['jobpartid'],
        ),
      },
    },
    async (request, reply) => {
      const jobpartid = Number(request.body.jobpartid);
      const ref: TrackRef = request.body.code ? { id: jobpartid, code: request.body.code } : { jobpartid };
      const session = request.body.code ? null : await readSession(db, request, now());
      const result = await resolveTracked(db, ref, session, now());
      if (!result.ok) return reply.status(result.httpStatus).send({ code: REFUSED, message: result.message });
      const link = await createTrackingLink(db, result.booking.id, result.jobpartid, now());
      if (!link.ok) return refuseTooMany(reply, link.retryAfterSeconds, TOO_MANY_LINKS);
      return { code: 1, message: '', token: link.token, url: `/tracking.html?share=${link.token}` };
    },
  );
}

/**
 * POST /dev/tracking/clock: one trip's simulation clock, for tests and demos (docs/tracking.md). Outside production
 * only (buildApp's devTracking option): it would let anyone move any trip.
 */
export function registerDevTrackingRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; operatorConfig: OperatorConfigStore; routing: RoutingProvider },
): void {
  app.post<{ Body: { jobpartid: number; speed?: number; advanceminutes?: number; allocate?: boolean } }>(
    '/dev/tracking/clock',
    {
      schema: {
        body: objectSchema(
          {
            jobpartid: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
            speed: { type: 'number', exclusiveMinimum: 0, maximum: 100_000 },
            advanceminutes: { type: 'number', minimum: 0, maximum: 100_000 },
            allocate: { type: 'boolean' },
          },
          ['jobpartid'],
        ),
      },
    },
    async (request, reply) => {
      const { jobpartid, speed, advanceminutes, allocate } = request.body;
      const { db, now } = deps;
      if (allocate) {
        const config = await deps.operatorConfig.get();
        await allocateNow(db, jobpartid, now(), {
          minLeadMinutes: config.configuration.minleadtime ?? 0,
          speed: speed ?? speedFromEnv(),
          route: (points) => deps.routing.route(points),
        });
      }
      const clock = await setTripClock(db, jobpartid, now(), {
        speed,
        advanceMs: (advanceminutes ?? 0) * 60_000,
      });
      if (!clock) return reply.status(404).send({ code: 0, message: 'No trip for this booking yet.' });
      return { code: 1, message: '', time: new Date(clock.simBase).toISOString(), speed: clock.speed };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { simulateNearestDriver } from '../domain/nearestDriver';
import type { LatLng, RoutingProvider } from '../gateways/routing';
import { latitude, longitude, objectSchema, postcode, source } from '../lib/schemas';

const MAX_ROUTE_POINTS = 25;

/** The pricing calls rule (rules: call-pricing): POST /api/direction and POST /api/nearestdriver, computed by the routing provider (docs/server.md). */
export function registerRouteRoutes(api: FastifyInstance, deps: { routing: RoutingProvider }): void {
  const { routing } = deps;
  api.post<{ Body: { points: LatLng[] } }>(
    '/direction',
    {
      schema: {
        body: objectSchema(
          {
            points: {
              type: 'array',
              minItems: 2,
              maxItems: MAX_ROUTE_POINTS,
              items: objectSchema({ lat: latitude, lng: longitude }, ['lat', 'lng']),
            },
          },
          ['points'],
        ),
      },
    },
    async (request) => {
      const points = request.body.points.map(({ lat, lng }) => ({ lat, lng }));
      const route = routing.route(points);
      // routedistance is the name the quotation uses for the same figure (the quotation rule, rules: quotation); both are sent.
      return { code: 1, message: '', ...route, routedistance: route.distance };
    },
  );

  api.post<{ Body: { source?: number; lat: number; lng: number; postcode?: string } }>(
    '/nearestdriver',
    {
      schema: {
        body: objectSchema({ source, lat: latitude, lng: longitude, postcode }, ['lat', 'lng']),
      },
    },
    async (request) => {
      const driver = simulateNearestDriver({ lat: request.body.lat, lng: request.body.lng }, (points) =>
        routing.route(points),
      );
      return { code: 1, message: '', ...driver };
    },
  );
}

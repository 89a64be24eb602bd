/**
 * What the reference API asks of road routing: one `RoutingProvider`, handed in by buildApp (its `routing` option),
 * as payments are handed a `PaymentGateway`. The reference implementation is offline (offline.ts: the schematic
 * London network and straight-line geometry of server/domain/routing.ts, docs/maps.md). A provider is synchronous:
 * quotes and trip plans are pure functions of their route; a network provider (OSRM, a map vendor's directions)
 * would answer from a cache it fills ahead, or make these callers asynchronous.
 */
import type { LatLng, Route } from '../../domain/routing';

export type { LatLng, Route } from '../../domain/routing';

export interface RoutingProvider {
  readonly name: string;
  /** The road route through the points in order (at least two): its path, distance in miles and minutes. */
  route(points: LatLng[]): Route;
}

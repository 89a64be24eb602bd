/**
 * Routing without internet: in the demo region (London) a quickest path over a schematic network of its main roads
 * (roadNetwork.ts, docs/maps.md), reached from each address by local streets; elsewhere a plausible road-like path
 * from straight-line geometry. Distance and time are measured along the path drawn. Pure functions over
 * data loaded once.
 */
import { londonRoadGraph, nearestJunctions, quickestPath } from './roadNetwork';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Route {
  routepath: LatLng[];
  /** Road distance in miles, 2 decimals. */
  distance: number;
  /** Minutes, whole, rounded up. */
  traveltime: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;
/** Road distance over great-circle distance; UK urban and inter-urban routes average about 1.3. */
/**
 * A road route through points in order: what a rule that needs driving distances is handed (the routing provider's,
 * server/gateways/routing), so the rule runs on whichever routing the app was built with.
 */
export type RouteFinder = (points: LatLng[]) => Route;

export const DETOUR_FACTOR = 1.3;
/** Spacing of the intermediate points of a path, so a map draws it as a road rather than a ruler line. */
export const PATH_STEP_KM = 0.5;
/** How far the path's corner is pulled from a pure L (Manhattan) shape toward the straight line: 0 = L, 1 = straight. */
const CORNER_BLEND = 0.5;

/** Speed bands applied to successive stretches of a leg: streets first, then suburban roads, then motorway. */
export const SPEED_BANDS: { uptoKm: number; kmh: number }[] = [
  { uptoKm: 10, kmh: 25 },
  { uptoKm: 30, kmh: 50 },
  { uptoKm: Infinity, kmh: 80 },
];

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function roadKm(a: LatLng, b: LatLng): number {
  return greatCircleKm(a, b) * DETOUR_FACTOR;
}

/** Driving minutes (fractional) for a leg of the given road length, through the speed bands in order. */
export function drivingMinutes(km: number): number {
  let minutes = 0;
  let from = 0;
  for (const band of SPEED_BANDS) {
    if (km <= from) break;
    const stretch = Math.min(km, band.uptoKm) - from;
    minutes += (stretch / band.kmh) * 60;
    from = band.uptoKm;
  }
  return minutes;
}

function interpolate(a: LatLng, b: LatLng, t: number): LatLng {
  return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
}

/** Points from a (excluded) to b (included), at most PATH_STEP_KM apart. */
function densify(a: LatLng, b: LatLng): LatLng[] {
  const steps = Math.max(1, Math.ceil(greatCircleKm(a, b) / PATH_STEP_KM));
  const points: LatLng[] = [];
  for (let i = 1; i <= steps; i++) points.push(interpolate(a, b, i / steps));
  return points;
}

const round6 = (p: LatLng): LatLng => ({ lat: Math.round(p.lat * 1e6) / 1e6, lng: Math.round(p.lng * 1e6) / 1e6 });

/**
 * A road-like path for one leg: go along one axis then the other (as streets on a grid do), with the corner
 * pulled halfway toward the straight line so long legs read as a main road rather than a right angle.
 * Starts with a, ends with b.
 */
export function legPath(a: LatLng, b: LatLng): LatLng[] {
  const corner = { lat: b.lat, lng: a.lng };
  const midpoint = interpolate(a, b, 0.5);
  const blendedCorner = interpolate(corner, midpoint, CORNER_BLEND);
  return [a, ...densify(a, blendedCorner), ...densify(blendedCorner, b)].map(round6);
}

/** Routes planned lately, by their points: customers quote the same journeys again and again (airports, stations). */
const recentRoutes = new Map<string, Route>();
export const ROUTE_CACHE_SIZE = 2000;

/**
 * The route through every point in order: joined leg paths, total road miles and total minutes. The answer is
 * frozen and shared by every caller asking for the same points.
 */
export function planRoute(points: LatLng[]): Route {
  const key = points.map((p) => `${p.lat},${p.lng}`).join(';');
  const known = recentRoutes.get(key);
  if (known) return known;
  const route = computeRoute(points);
  if (recentRoutes.size >= ROUTE_CACHE_SIZE) recentRoutes.delete(recentRoutes.keys().next().value as string);
  recentRoutes.set(key, route);
  return route;
}

/** Speed on the local streets between an address and the main roads (and of a short hop on streets alone). */
export const LOCAL_STREETS_KMH = 20;
/** Junctions tried at each end: the nearest one may lie the wrong way. */
const JUNCTIONS_TRIED = 3;
/** A place further than this from every junction is outside the network's region: its leg is estimated instead. */
export const NETWORK_REACH_KM = 12;

interface Leg {
  path: LatLng[];
  km: number;
  minutes: number;
}

function pathKm(path: readonly LatLng[]): number {
  let km = 0;
  for (let i = 1; i < path.length; i++) km += greatCircleKm(path[i - 1], path[i]);
  return km;
}

const streetMinutes = (km: number) => (km / LOCAL_STREETS_KMH) * 60;

function streetLeg(a: LatLng, b: LatLng): Leg {
  const path = legPath(a, b);
  const km = pathKm(path);
  return { path, km, minutes: streetMinutes(km) };
}

/** One leg: over the main roads where both ends are in the network's region and that is quicker than streets. */
export function planLeg(a: LatLng, b: LatLng): Leg {
  const graph = londonRoadGraph(greatCircleKm);
  const fromA = nearestJunctions(graph, a, JUNCTIONS_TRIED, greatCircleKm);
  const toB = nearestJunctions(graph, b, JUNCTIONS_TRIED, greatCircleKm);
  if (fromA[0].km > NETWORK_REACH_KM || toB[0].km > NETWORK_REACH_KM) {
    const km = roadKm(a, b);
    return { path: legPath(a, b), km, minutes: drivingMinutes(km) };
  }
  const access = (junction: { index: number; km: number }) => ({
    index: junction.index,
    minutes: streetMinutes(junction.km * DETOUR_FACTOR),
  });
  const streets = streetLeg(a, b);
  const network = quickestPath(graph, fromA.map(access), toB.map(access));
  if (!network) return streets;
  const onRoads = [streetLeg(a, network.points[0]), streetLeg(network.points.at(-1)!, b)];
  const minutes = onRoads[0].minutes + network.minutes + onRoads[1].minutes;
  if (streets.minutes <= minutes) return streets;
  return {
    path: [...onRoads[0].path, ...network.points.slice(1, -1).map(round6), ...onRoads[1].path],
    km: onRoads[0].km + network.km + onRoads[1].km,
    minutes,
  };
}

function computeRoute(points: LatLng[]): Route {
  if (points.length < 2) throw new RangeError('A route needs at least two points');
  const routepath: LatLng[] = [round6(points[0])];
  let km = 0;
  let minutes = 0;
  for (let i = 1; i < points.length; i++) {
    const leg = planLeg(points[i - 1], points[i]);
    routepath.push(...leg.path.slice(1));
    km += leg.km;
    minutes += leg.minutes;
  }
  return Object.freeze({
    routepath: Object.freeze(routepath.map((point) => Object.freeze(point))) as LatLng[],
    distance: Math.round((km / KM_PER_MILE) * 100) / 100,
    traveltime: Math.max(0, Math.ceil(minutes - 1e-9)),
  });
}

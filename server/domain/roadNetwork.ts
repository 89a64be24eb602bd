/**
 * Shortest-time paths over the schematic road network of the demo region (server/seed/london-roads.json: London's
 * main roads traced by hand, docs/maps.md). Loaded once; a search is a Dijkstra over about a hundred junctions,
 * tens of microseconds, and routing.ts caches whole routes on top.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
/** As routing.ts's LatLng, which imports this module. */
interface LatLng {
  lat: number;
  lng: number;
}

export type RoadClass = 'motorway' | 'trunk' | 'primary';

/** Typical speeds by class in London traffic: motorways free-flowing, trunk roads with lights, central streets slow. */
export const ROAD_SPEED_KMH: Record<RoadClass, number> = { motorway: 75, trunk: 40, primary: 22 };

interface RoadFile {
  nodes: Record<string, [number, number]>;
  roads: { name: string; class: RoadClass; nodes: string[] }[];
}

interface Edge {
  to: number;
  km: number;
  minutes: number;
}

export interface RoadGraph {
  points: LatLng[];
  edges: Edge[][];
}

export interface NetworkPath {
  /** Junctions in order, the first one of the given starts and the last one of the given ends. */
  points: LatLng[];
  km: number;
  minutes: number;
}

const ROADS_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'london-roads.json');

export function buildRoadGraph(file: RoadFile, distanceKm: (a: LatLng, b: LatLng) => number): RoadGraph {
  const ids = Object.keys(file.nodes);
  const index = new Map(ids.map((id, i) => [id, i]));
  const points = ids.map((id) => ({ lat: file.nodes[id][0], lng: file.nodes[id][1] }));
  const edges: Edge[][] = points.map(() => []);
  for (const road of file.roads) {
    for (let i = 1; i < road.nodes.length; i++) {
      const a = index.get(road.nodes[i - 1]);
      const b = index.get(road.nodes[i]);
      if (a === undefined || b === undefined) throw new Error(`${road.name} names an unknown junction`);
      const km = distanceKm(points[a], points[b]);
      const minutes = (km / ROAD_SPEED_KMH[road.class]) * 60;
      edges[a].push({ to: b, km, minutes });
      edges[b].push({ to: a, km, minutes });
    }
  }
  return { points, edges };
}

let londonGraph: RoadGraph | undefined;

export function londonRoadGraph(distanceKm: (a: LatLng, b: LatLng) => number): RoadGraph {
  londonGraph ??= buildRoadGraph(JSON.parse(readFileSync(ROADS_FILE, 'utf8')) as RoadFile, distanceKm);
  return londonGraph;
}

/** The `count` junctions nearest to a point, nearest first. */
export function nearestJunctions(
  graph: RoadGraph,
  point: LatLng,
  count: number,
  distanceKm: (a: LatLng, b: LatLng) => number,
) {
  return graph.points
    .map((junction, index) => ({ index, km: distanceKm(point, junction) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

/**
 * The quickest path from any start junction to any end junction, each start and end with the minutes it costs to
 * reach it (the local streets from the address). Undefined when no end can be reached.
 */
export function quickestPath(
  graph: RoadGraph,
  starts: { index: number; minutes: number }[],
  ends: { index: number; minutes: number }[],
): NetworkPath | undefined {
  const size = graph.points.length;
  const best = new Float64Array(size).fill(Infinity);
  const via = new Int32Array(size).fill(-1);
  const done = new Uint8Array(size);
  for (const start of starts) best[start.index] = Math.min(best[start.index], start.minutes);
  const exitCost = new Map(ends.map((end) => [end.index, end.minutes]));
  let bestEnd = -1;
  let bestTotal = Infinity;
  // A plain O(n²) Dijkstra: with about a hundred junctions it beats a heap's bookkeeping.
  for (;;) {
    let current = -1;
    for (let i = 0; i < size; i++)
      if (!done[i] && best[i] < Infinity && (current < 0 || best[i] < best[current])) current = i;
    if (current < 0 || best[current] >= bestTotal) break;
    done[current] = 1;
    const exit = exitCost.get(current);
    if (exit !== undefined && best[current] + exit < bestTotal) {
      bestTotal = best[current] + exit;
      bestEnd = current;
    }
    for (const edge of graph.edges[current]) {
      const through = best[current] + edge.minutes;
      if (through < best[edge.to]) {
        best[edge.to] = through;
        via[edge.to] = current;
      }
    }
  }
  if (bestEnd < 0) return undefined;
  const order: number[] = [];
  for (let at = bestEnd; at >= 0; at = via[at]) order.unshift(at);
  let km = 0;
  let minutes = 0;
  for (let i = 1; i < order.length; i++) {
    const edge = graph.edges[order[i - 1]].find((candidate) => candidate.to === order[i])!;
    km += edge.km;
    minutes += edge.minutes;
  }
  return { points: order.map((index) => graph.points[index]), km, minutes };
}

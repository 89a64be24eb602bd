// Derives the offline map's basemap once (docs/maps.md, "The offline basemap"); its output is committed:
//   node scripts/maps/buildBasemap.mjs
// Land and country borders: Natural Earth 1:10m (public domain) as world-atlas 2.0.2 ships it (ISC), the British
// Isles only, simplified to about 600 m, islets dropped. The Thames and main roads: the project's hand-traced schematic of London
// (server/seed/london-roads.json), the same roads the reference API routes over.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
const output = `${root}src/adapters/maps/maplibre/basemap/basemap.json`;

/** ISO 3166 numeric codes: United Kingdom, Ireland, Isle of Man, Jersey, Guernsey. */
const BRITISH_ISLES = new Set(['826', '372', '833', '832', '831']);
const TOLERANCE_DEGREES = 0.006;
const round = (value) => Math.round(value * 1e4) / 1e4;

/** Douglas-Peucker on [lng, lat] pairs, in degrees: plenty for a backdrop seen at city and region zooms. */
function simplify(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay) || 1e-12;
    let farthest = -1;
    let distance = TOLERANCE_DEGREES;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      const d = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i]).map(([lng, lat]) => [round(lng), round(lat)]);
}

/** A closed ring starts and ends at one point, so it is simplified as two halves split at its farthest point. */
function simplifyRing(ring) {
  const [x0, y0] = ring[0];
  let split = 1;
  ring.forEach(([x, y], i) => {
    if (Math.hypot(x - x0, y - y0) > Math.hypot(ring[split][0] - x0, ring[split][1] - y0)) split = i;
  });
  return [...simplify(ring.slice(0, split + 1)), ...simplify(ring.slice(split)).slice(1)];
}

const atlas = require('world-atlas/countries-10m.json');
const land = feature(atlas, atlas.objects.countries)
  .features.filter((country) => BRITISH_ISLES.has(country.id))
  .flatMap((country) => {
    const polygons =
      country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
    return polygons
      .map((rings) => rings.map(simplifyRing).filter((ring) => ring.length >= 8))
      .filter((rings) => rings.length > 0)
      .map((rings) => ({
        type: 'Feature',
        properties: { layer: 'land' },
        geometry: { type: 'Polygon', coordinates: rings },
      }));
  });

const roads = JSON.parse(readFileSync(`${root}server/seed/london-roads.json`, 'utf8'));
const lngLat = ([lat, lng]) => [lng, lat];
const thames = {
  type: 'Feature',
  properties: { layer: 'river', name: 'River Thames' },
  geometry: { type: 'LineString', coordinates: roads.thames.map(lngLat) },
};
const roadLines = roads.roads.map((road) => ({
  type: 'Feature',
  properties: { layer: 'road', class: road.class, name: road.name },
  geometry: { type: 'LineString', coordinates: road.nodes.map((id) => lngLat(roads.nodes[id])) },
}));

const collection = { type: 'FeatureCollection', features: [...land, thames, ...roadLines] };
writeFileSync(output, `${JSON.stringify(collection)}\n`);
console.log(`${output}: ${land.length} land polygons, ${roadLines.length} roads, ${readFileSync(output).length} bytes`);

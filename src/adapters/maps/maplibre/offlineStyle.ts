import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import { BASEMAP_COLOURS, OFFLINE_BACKGROUND_COLOUR } from '../constants';

/**
 * The basemap shipped with the app (scripts/maps/buildBasemap.mjs): the British Isles' land and borders from
 * Natural Earth, the Thames and London's main roads from the project's schematic. The bundler emits it as a file of
 * its own, so it is fetched only when an offline map is drawn, never with the page's JS.
 */
const BASEMAP_URL = new URL('./basemap/basemap.json', import.meta.url).href;

const byZoom = (stops: [number, number][]): ExpressionSpecification => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  ...stops.flat(),
];
const isRoad = (roadClass: string): ExpressionSpecification => [
  'all',
  ['==', ['get', 'layer'], 'road'],
  ['==', ['get', 'class'], roadClass],
];

/**
 * A style that needs no network beyond the app's own origin: sea, land, the Thames and main roads, no glyphs or
 * sprites. Routes are line layers and markers are HTML elements, so nothing here ever asks for fonts.
 */
export function buildOfflineStyle(): StyleSpecification {
  const roads = (['primary', 'trunk', 'motorway'] as const).flatMap((roadClass) => [
    {
      id: `road-${roadClass}-casing`,
      type: 'line' as const,
      source: 'basemap',
      filter: isRoad(roadClass),
      layout: { 'line-join': 'round' as const, 'line-cap': 'round' as const },
      paint: {
        'line-color': BASEMAP_COLOURS.roadCasing,
        'line-width': byZoom([
          [8, 1.5],
          [12, 4],
          [16, 14],
        ]),
      },
    },
    {
      id: `road-${roadClass}`,
      type: 'line' as const,
      source: 'basemap',
      filter: isRoad(roadClass),
      layout: { 'line-join': 'round' as const, 'line-cap': 'round' as const },
      paint: {
        'line-color': BASEMAP_COLOURS[roadClass],
        'line-width': byZoom([
          [8, 0.8],
          [12, 2.5],
          [16, 11],
        ]),
      },
    },
  ]);
  return {
    version: 8,
    name: 'offline',
    sources: { basemap: { type: 'geojson', data: BASEMAP_URL } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': BASEMAP_COLOURS.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        filter: ['==', ['get', 'layer'], 'land'],
        paint: { 'fill-color': OFFLINE_BACKGROUND_COLOUR, 'fill-outline-color': BASEMAP_COLOURS.border },
      },
      {
        id: 'river',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'layer'], 'river'],
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': BASEMAP_COLOURS.water,
          'line-width': byZoom([
            [7, 1],
            [11, 5],
            [14, 30],
            [16, 90],
          ]),
        },
      },
      ...roads,
    ],
  };
}

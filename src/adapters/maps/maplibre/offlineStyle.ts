import type { StyleSpecification } from 'maplibre-gl';
import { OFFLINE_BACKGROUND_COLOUR } from '../constants';

/**
 * A style that needs no network: one background layer, no tile sources, no glyphs or sprites.
 * Routes are line layers and markers are HTML elements, so nothing here ever asks for fonts.
 */
export function buildOfflineStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'offline',
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': OFFLINE_BACKGROUND_COLOUR } }],
  };
}

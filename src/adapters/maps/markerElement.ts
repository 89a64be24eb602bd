import { MARKER_COLOURS } from './constants';
import type { PlacedMarker } from './markers';

const vehicleIconSvg =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">' +
  '<path fill="currentColor" d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2v1.5a1.5 1.5 0 0 1-3 0V17H8v1.5a1.5 1.5 0 0 1-3 0V17H3v-4a2 2 0 0 1 2-2zm2.1 0h9.8l-1.2-3.6a.6.6 0 0 0-.6-.4H8.9a.6.6 0 0 0-.6.4zM6.5 15a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5zm11 0a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5z"/>' +
  '</svg>';

/**
 * Markers are HTML rather than symbol layers: they need no glyph server (the offline style has none),
 * and screen readers can name them. Inline styles because these nodes live inside maplibre's DOM, outside Chakra.
 */
export function createMarkerElement(placed: PlacedMarker): HTMLElement {
  const element = document.createElement('div');
  renderMarkerElement(element, placed);
  return element;
}

export function renderMarkerElement(element: HTMLElement, placed: PlacedMarker): void {
  const { kind, label } = placed.marker;
  const isIcon = kind === 'vehicle' || kind === 'driver';
  element.className = `booking-map-marker booking-map-marker--${kind}`;
  element.dataset.markerKind = kind;
  element.dataset.markerId = placed.id;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.title = label;
  Object.assign(element.style, {
    width: isIcon ? '32px' : '28px',
    height: isIcon ? '32px' : '28px',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    border: '2px solid #ffffff',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
    background: MARKER_COLOURS[kind],
    color: '#ffffff',
    font: '700 14px/1 system-ui, sans-serif',
    cursor: 'default',
  });
  if (isIcon) element.innerHTML = vehicleIconSvg;
  else element.textContent = placed.glyph;
}

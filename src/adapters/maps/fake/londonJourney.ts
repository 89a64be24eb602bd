import type { LatLng, MapMarker } from '../types';

// Sample data for stories, component tests and the browser harness.

/** King's Cross to Heathrow along the Euston Road, Westway and M4: plausible enough to look like a drive. */
export const kingsCrossToHeathrow: LatLng[] = [
  { lat: 51.5308, lng: -0.1238 },
  { lat: 51.5265, lng: -0.1339 },
  { lat: 51.5234, lng: -0.1466 },
  { lat: 51.5203, lng: -0.1636 },
  { lat: 51.5196, lng: -0.1886 },
  { lat: 51.5152, lng: -0.2152 },
  { lat: 51.5083, lng: -0.2373 },
  { lat: 51.4927, lng: -0.2599 },
  { lat: 51.489, lng: -0.3087 },
  { lat: 51.4879, lng: -0.3573 },
  { lat: 51.4843, lng: -0.406 },
  { lat: 51.481, lng: -0.4427 },
  { lat: 51.47, lng: -0.4543 },
];

/** The way back, a little south through Hammersmith and Kensington, so both lines show. */
export const heathrowToKingsCross: LatLng[] = [
  { lat: 51.47, lng: -0.4543 },
  { lat: 51.4758, lng: -0.422 },
  { lat: 51.4801, lng: -0.37 },
  { lat: 51.4846, lng: -0.305 },
  { lat: 51.4915, lng: -0.2235 },
  { lat: 51.496, lng: -0.19 },
  { lat: 51.501, lng: -0.16 },
  { lat: 51.5145, lng: -0.142 },
  { lat: 51.525, lng: -0.13 },
  { lat: 51.5308, lng: -0.1238 },
];

export const journeyMarkers: MapMarker[] = [
  { kind: 'pickup', label: "Pick-up: King's Cross St Pancras", position: { lat: 51.5308, lng: -0.1238 } },
  { kind: 'via', label: 'Via: Paddington', position: { lat: 51.5154, lng: -0.1755 } },
  { kind: 'dropoff', label: 'Drop-off: Heathrow Terminal 5', position: { lat: 51.47, lng: -0.4543 } },
];

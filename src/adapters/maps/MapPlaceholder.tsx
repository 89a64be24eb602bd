import { Box } from '@chakra-ui/react';
import { MARKER_COLOURS, ROUTE_COLOURS } from './constants';
import { placeInBox } from './geometry';
import { placeMarkers } from './markers';
import type { LatLng, MapMarker } from './types';

/**
 * What the map's box shows until the map engine has drawn over it (it loads when the box is seen and the browser is
 * idle, and on a booking page only once a person acts): a sketch of streets in the theme's border colour and, once there
 * is one, the journey as a straight-line sketch with its markers where the map will put them. An empty grey box
 * read as a broken map. Hidden from screen readers: the map region names what the map shows.
 */
export function MapPlaceholder({ route, markers }: { route: LatLng[] | null; markers: readonly MapMarker[] }) {
  const placed = placeMarkers(markers.filter((marker) => marker.kind !== 'vehicle' && marker.kind !== 'driver'));
  const points = [...(route ?? []), ...placed.map((p) => p.marker.position)];
  const spots = placeInBox(points);
  const line = spots.slice(0, route?.length ?? 0);
  const pins = spots.slice(route?.length ?? 0);
  return (
    <Box
      position="absolute"
      inset="0"
      aria-hidden="true"
      data-testid="map-placeholder"
      // Streets: two sets of thin lines in the theme's border colour, so the box reads as a map about to appear.
      backgroundImage="repeating-linear-gradient(24deg, transparent 0 46px, var(--chakra-colors-border) 46px 48px), repeating-linear-gradient(-62deg, transparent 0 70px, var(--chakra-colors-border) 70px 72px)"
    >
      {line.length > 1 ? (
        <svg width="100%" height="100%" viewBox="0 0 1 1" preserveAspectRatio="none" style={{ position: 'absolute' }}>
          <polyline
            points={line.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={ROUTE_COLOURS.onward}
            strokeWidth="4"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      ) : null}
      {pins.map((spot, index) => (
        <Box
          key={placed[index].id}
          position="absolute"
          left={`${spot.x * 100}%`}
          top={`${spot.y * 100}%`}
          transform="translate(-50%, -50%)"
          width="7"
          height="7"
          borderRadius="full"
          borderWidth="2px"
          borderColor="white"
          boxShadow="sm"
          display="flex"
          alignItems="center"
          justifyContent="center"
          color="white"
          fontWeight="bold"
          fontSize="sm"
          style={{ background: MARKER_COLOURS[placed[index].marker.kind] }}
        >
          {placed[index].glyph}
        </Box>
      ))}
    </Box>
  );
}

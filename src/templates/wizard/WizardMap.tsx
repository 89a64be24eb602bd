import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { MapView, type MapAdapter } from '@/adapters/maps';
import { useConfig } from '@/config';
import { journeyMarkers, useBooking } from '@/features/booking';

/** The journey map: onward route dark blue, return lighter blue (the maps adapter's colours), stops as markers. */
export function WizardMap({
  compact,
  onAdapterReady,
}: {
  compact?: boolean;
  onAdapterReady?: (adapter: MapAdapter) => void;
}) {
  const config = useConfig();
  const draft = useBooking();
  const markers = useMemo(() => journeyMarkers(draft), [draft]);
  const route = draft.quotation?.routePath.length ? draft.quotation.routePath : null;
  const returnRoute = draft.quotation?.returnRoutePath.length ? draft.quotation.returnRoutePath : null;
  const height = compact ? '240px' : '360px';
  return (
    // On phones the map earns its place (and its weight) once there is a route to show.
    <Box
      flex="1"
      minH={height}
      borderRadius="l3"
      overflow="hidden"
      display={{ base: route ? 'block' : 'none', md: 'block' }}
    >
      <MapView
        provider={config.mapSource}
        apiKey={config.mapSource === 'google' ? config.googleApiKey : config.bingApiKey}
        styleUrl={config.maplibreStyle}
        center={config.baseLocation}
        ariaLabel="Map of the journey"
        height={height}
        route={route}
        returnRoute={returnRoute}
        markers={markers}
        onAdapterReady={onAdapterReady}
      />
    </Box>
  );
}

import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { MapView, type MapAdapter } from '@/adapters/maps';
import { useConfig } from '@/config';
import { journeyMap, useBooking } from '@/features/booking';
import { useT } from '@/i18n';

/** The journey map: onward route dark blue, return lighter blue (the maps adapter's colours), stops as markers. */
export function WizardMap({
  compact,
  onAdapterReady,
}: {
  compact?: boolean;
  onAdapterReady?: (adapter: MapAdapter) => void;
}) {
  const t = useT();
  const config = useConfig();
  const draft = useBooking();
  const map = useMemo(() => journeyMap(draft, config, t), [draft, config, t]);
  const height = compact ? '240px' : '360px';
  return (
    // On phones the map earns its place (and its weight) once there is a route to show.
    // A map reads left to right on a right-to-left page too (the right-to-left rule, docs/languages.md).
    <Box
      dir="ltr"
      flex="1"
      minH={height}
      borderRadius="l3"
      overflow="hidden"
      display={{ base: map.route ? 'block' : 'none', md: 'block' }}
      // Beside the form (desktop), the map stays in view below the sticky header while a long step scrolls: it never
      // slides under the header, where Chromium left a grey band under the map with the credit floating on it.
      position={{ lg: 'sticky' }}
      top={{ lg: 'calc(var(--app-header-offset, 0px) + 1rem)' }}
      alignSelf={{ lg: 'flex-start' }}
    >
      <MapView {...map} ariaLabel={t('templates.map.label')} height={height} onAdapterReady={onAdapterReady} />
    </Box>
  );
}

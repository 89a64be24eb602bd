import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { MapView } from '@/adapters/maps';
import { telHref, useConfig } from '@/config';
import type { TemplateProps } from '../registry';

/**
 * The standard 4-step wizard (spec 2.4). The booking panels arrive with the booking feature; until then the
 * frame offers the phone booking line beside the map, so the page is useful rather than broken.
 */
export default function WizardTemplate({ compact }: TemplateProps) {
  const config = useConfig();
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
      <Stack flex="1" gap="4" p="6" bg="bg.panel" borderRadius="l3" borderWidth="1px" borderColor="border">
        <Heading as="h2" size="xl">
          Quote and Book
        </Heading>
        <Text>{config.content.quoteAndBook}</Text>
        <Text>
          To book now, call{' '}
          <Link href={telHref(config.phone)} fontWeight="semibold" colorPalette="brand" color="colorPalette.fg">
            {config.phone}
          </Link>
          .
        </Text>
      </Stack>
      {/* On phones the map earns its place (and its weight) once there is a route to show; before that it is hidden. */}
      <Box flex="1" minH={compact ? '240px' : '360px'} borderRadius="l3" overflow="hidden" display={{ base: 'none', md: 'block' }}>
        <MapView
          provider={config.mapSource}
          apiKey={config.mapSource === 'google' ? config.googleApiKey : config.bingApiKey}
          styleUrl={config.maplibreStyle}
          center={config.baseLocation}
          ariaLabel="Map of the journey"
          height={compact ? '240px' : '360px'}
        />
      </Box>
    </Stack>
  );
}

/** The booking detail's parts: its policy lines, its map, a data row and an action button that shows its wait. */
import { Box, Button, DataList, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { policyLines, type BookingSummary } from '@/api';
import { MapView } from '@/adapters/maps';
import { useConfig } from '@/config';
import { useT } from '@/i18n';
import { journeyMarkers, routePoints, useRoadRoute } from '@/shared';

/** The operator's change and refund policy for this booking's payment method (the refund tiers rule, rules: refund-tiers). */
export function PolicyLines({ paymentMethod }: { paymentMethod: string }) {
  const t = useT();
  const lines = policyLines(useConfig().bookingPolicy, paymentMethod);
  if (lines.length === 0) return null;
  return (
    <Stack gap="0.5" color="fg.muted" fontSize="sm" data-testid="booking-policy">
      <Text fontWeight="semibold">{t('account.detail.policyTitle')}</Text>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}

/** The wizard layout rule (rules: wizard-layout) map-booking-detail: the journey's stops and its route. */
export function BookingMap({ booking }: { booking: BookingSummary }) {
  const t = useT();
  const config = useConfig();
  const route = useRoadRoute(routePoints(booking));
  const markers = journeyMarkers(booking, t);
  return (
    <Box borderRadius="l3" overflow="hidden" minH="300px" data-testid="map-booking-detail">
      <MapView
        provider={config.mapSource}
        apiKey={config.mapSource === 'google' ? config.googleApiKey : config.bingApiKey}
        styleUrl={config.maplibreStyle}
        center={markers[0]?.position}
        markers={markers}
        route={route.path}
        fitToContent
        ariaLabel={t('account.detail.mapLabel', { ref: booking.jobPartId })}
        height="300px"
      />
    </Box>
  );
}

export function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function ActionButton({ onClick, children }: { onClick: () => Promise<void>; children: React.ReactNode }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await onClick().finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}

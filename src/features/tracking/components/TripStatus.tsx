import { Badge, DataList, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { bookingStatusText } from '@/shared';
import { connectionText, type TrackingSession } from '../model/session';
import { formatMiles, formatMinutes, tripCountdown, tripStage } from '../model/status';
import type { Trip } from '../model/trip';

const STAGE_PALETTE = {
  booked: 'gray',
  allocated: 'blue',
  onTheWay: 'blue',
  arrived: 'green',
  onBoard: 'green',
  finished: 'gray',
  cancelled: 'red',
} as const;

/** The trip's status, what it is counting down to, and whether live updates are flowing. */
export function TripStatus({ session, trip }: { session: TrackingSession; trip: Trip }) {
  const connection = connectionText(session);
  const stage = tripStage(trip.status);
  const countdown = session.phase === 'live' ? tripCountdown(trip) : null;
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">Status</Text>
        <Badge size="lg" colorPalette={STAGE_PALETTE[stage]} data-testid="trip-status">
          {bookingStatusText(trip.status)}
        </Badge>
        {session.phase === 'live' && session.connection === 'connected' ? (
          <Badge size="sm" variant="outline" colorPalette="green">
            Live
          </Badge>
        ) : null}
        <HStack role="status" aria-live="polite" gap="2" data-testid="connection-state">
          {connection ? (
            <>
              <Spinner size="sm" color="colorPalette.solid" />
              <Text color="fg.muted">{connection}</Text>
            </>
          ) : null}
        </HStack>
      </HStack>
      {countdown ? (
        <DataList.Root orientation="horizontal">
          {countdown.etaMinutes !== undefined ? (
            <DataList.Item>
              <DataList.ItemLabel>{countdown.label}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="trip-eta">{formatMinutes(countdown.etaMinutes)}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {countdown.distance !== undefined ? (
            <DataList.Item>
              <DataList.ItemLabel>Distance</DataList.ItemLabel>
              <DataList.ItemValue data-testid="trip-distance">{formatMiles(countdown.distance)}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
      ) : stage === 'arrived' && session.phase === 'live' ? (
        <Text data-testid="trip-arrived">Your driver is at the pick-up.</Text>
      ) : null}
    </Stack>
  );
}

import { Badge, DataList, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '@/i18n';
import { bookingStatusText } from '@/shared';
import { connectionText, type TrackingSession } from '../model/session';
import { shownMiles, tripCountdown, tripStage } from '../model/status';
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
  const t = useT();
  const connection = connectionText(session);
  const stage = tripStage(trip.status);
  const countdown = session.phase === 'live' ? tripCountdown(trip) : null;
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{t('tracking.status.label')}</Text>
        <Badge size="lg" colorPalette={STAGE_PALETTE[stage]} data-testid="trip-status">
          {bookingStatusText(trip.status, t)}
        </Badge>
        {session.phase === 'live' && session.connection === 'connected' ? (
          <Badge size="sm" variant="outline" colorPalette="green">
            {t('tracking.status.live')}
          </Badge>
        ) : null}
        <HStack role="status" aria-live="polite" gap="2" data-testid="connection-state">
          {connection ? (
            <>
              <Spinner size="sm" color="colorPalette.solid" />
              <Text color="fg.muted">{t(connection)}</Text>
            </>
          ) : null}
        </HStack>
      </HStack>
      {countdown ? (
        <DataList.Root orientation="horizontal">
          {countdown.etaMinutes !== undefined ? (
            <DataList.Item>
              <DataList.ItemLabel>{t(countdown.label)}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="trip-eta">
                {t('tracking.countdown.minutes', { count: countdown.etaMinutes })}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {shownMiles(countdown.distance) !== undefined ? (
            <DataList.Item>
              <DataList.ItemLabel>{t('tracking.countdown.distance')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="trip-distance">
                {t('tracking.countdown.miles', { count: shownMiles(countdown.distance) })}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
      ) : stage === 'arrived' && session.phase === 'live' ? (
        <Text data-testid="trip-arrived">{t('tracking.status.arrived')}</Text>
      ) : null}
    </Stack>
  );
}

import { Alert, Button, CloseButton, Grid, GridItem, Spinner, Stack, Text } from '@chakra-ui/react';
import type { WireTrackingLinkRequest } from '@/api';
import type { TrackedBooking } from '@/adapters/notifications';
import { useConfig } from '@/config';
import { useT } from '@/i18n';
import { say } from '../model/messages';
import { tripStage } from '../model/status';
import { useTrackingSession, type TrackingCalls } from '../state/useTrackingSession';
import { DriverCard } from './DriverCard';
import { ShareTripLink } from './ShareTripLink';
import { TripMap } from './TripMap';
import { TripStatus } from './TripStatus';
import { useStatusNotices } from './useStatusNotices';

export interface TrackingViewProps {
  booking: TrackedBooking;
  /** The signed-in customer's id, for the channel's user name (the live tracking rule, rules: live-tracking). */
  profileId?: number | string;
  /** How to ask for a shareable link; absent on a shared link's own page (a link does not make links). */
  share?: WireTrackingLinkRequest;
  /** Replaces the HTTP reads (stories and tests). */
  calls?: TrackingCalls;
}

/** The tracking fields and live tracking rules (rules: tracking-fields, live-tracking): one booking's driver, vehicle, status, ETA and distance, and the vehicle moving on the map. */
export function TrackingView({ booking, profileId, share, calls }: TrackingViewProps) {
  const config = useConfig();
  const t = useT();
  const session = useTrackingSession(booking, profileId, calls);
  const notifications = useStatusNotices(session.notice, config.title, t);
  const { trip } = session;

  if (session.phase === 'loading') {
    return (
      <Stack role="status" direction="row" align="center" gap="3" py="6">
        <Spinner size="md" color="colorPalette.solid" />
        <Text>{t('tracking.loading')}</Text>
      </Stack>
    );
  }
  if (session.phase === 'refused' || !trip) {
    return (
      <Alert.Root status="warning" role="alert" data-testid="tracking-refused">
        <Alert.Indicator />
        <Alert.Title>{session.message ? say(session.message, t) : null}</Alert.Title>
      </Alert.Root>
    );
  }
  const stage = tripStage(trip.status);
  return (
    <Stack gap="6" data-testid="tracking-view" data-phase={session.phase}>
      {session.phase === 'over' ? (
        <Alert.Root status={stage === 'cancelled' ? 'warning' : 'info'} role="status" data-testid="tracking-over">
          <Alert.Indicator />
          <Alert.Title>{session.message ? say(session.message, t) : null}</Alert.Title>
        </Alert.Root>
      ) : null}
      {notifications.inPage ? (
        <Alert.Root status="info" role="alert" data-testid="status-notice" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{notifications.inPage}</Alert.Title>
          <CloseButton size="sm" aria-label={t('tracking.notice.dismiss')} onClick={notifications.dismiss} />
        </Alert.Root>
      ) : null}
      {/* On a phone the map comes right after the status, where a waiting passenger looks first; beside them on a wide screen. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
        templateAreas={{ base: '"status" "map" "details"', lg: '"status map" "details map"' }}
        templateRows={{ lg: 'auto 1fr' }}
        gap="6"
        alignItems="start"
      >
        <GridItem area="status">
          <TripStatus session={session} trip={trip} />
        </GridItem>
        <GridItem area="map">
          <TripMap trip={trip} height="min(420px, 50vh)" />
        </GridItem>
        <GridItem area="details">
          <Stack gap="6">
            {trip.driver ? <DriverCard trip={trip} /> : <Text>{t('tracking.driver.waiting')}</Text>}
            {session.phase === 'live' && notifications.canAsk ? (
              <Button alignSelf="start" variant="ghost" onClick={() => void notifications.ask()}>
                {t('tracking.notice.ask')}
              </Button>
            ) : null}
            {session.phase === 'live' && share ? <ShareTripLink request={share} /> : null}
          </Stack>
        </GridItem>
      </Grid>
    </Stack>
  );
}

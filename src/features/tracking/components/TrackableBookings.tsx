import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { Link as RouterLink } from 'react-router-dom';
import { currentBookings, interpretResult, mapBookingSummary, type BookingSummary } from '@/api';
import { useConfig } from '@/config';
import { formatDateTime } from '@/design-system';
import { useT, useTranslator } from '@/i18n';
import { bookingStatusText, LoadState, ReadFailure, useRead, type CustomerProfile } from '@/shared';
import { canTrack } from '../model/status';
import { useLiveStatuses } from '../state/useLiveStatuses';

export interface TrackableBookingsProps {
  profile: CustomerProfile;
  /** Where a booking is tracked (the app owns its routes). */
  trackHref: (jobPartId: number) => string;
}

/** The customer's current bookings with their live status; Track appears when the booking actions rule (rules: booking-actions) allows it, as the status moves. */
export function TrackableBookings({ profile, trackHref }: TrackableBookingsProps) {
  const t = useT();
  const owner = { custid: profile.id, ...(profile.bookerId ? { bookerid: profile.bookerId } : {}) };
  const read = useRead(['currentBookings', profile.id, profile.bookerId], async (signal) => {
    const answer = await currentBookings(owner, { signal });
    const verdict = interpretResult(answer.code === undefined ? { ...answer, code: 1 } : answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return (answer.jlist ?? []).map(mapBookingSummary).filter((booking) => !/cancel/i.test(booking.status));
  });
  return (
    <LoadState read={read} what={t('tracking.list.what')}>
      {(bookings) => <BookingList bookings={bookings} profileId={profile.id} trackHref={trackHref} />}
    </LoadState>
  );
}

function BookingList({
  bookings,
  profileId,
  trackHref,
}: {
  bookings: BookingSummary[];
  profileId: number | string;
  trackHref: (jobPartId: number) => string;
}) {
  const config = useConfig();
  const { t, locale } = useTranslator();
  const live = useLiveStatuses(bookings, profileId);
  if (bookings.length === 0) return <Text>{t('tracking.list.empty')}</Text>;
  return (
    <Stack gap="4" as="ul" listStyleType="none">
      {bookings.map((booking) => {
        const status = live[booking.jobPartId] ?? booking.status;
        const pickup = DateTime.fromISO(booking.pickupDateTime, { zone: config.timeZone }).setLocale(locale);
        return (
          <Card.Root as="li" key={booking.jobPartId} variant="outline" data-testid="trackable-booking">
            <Card.Body gap="2">
              <HStack gap="3" wrap="wrap">
                <Text fontWeight="semibold">{t('tracking.list.booking', { id: String(booking.jobPartId) })}</Text>
                <Badge data-testid="trackable-status">{bookingStatusText(status, t)}</Badge>
              </HStack>
              {pickup.isValid ? <Text>{formatDateTime(pickup)}</Text> : null}
              <Text color="fg.muted">
                {t('tracking.list.route', { pickup: booking.pickup.address, dropoff: booking.dropoff.address })}
              </Text>
              {canTrack(status) ? (
                <Button asChild alignSelf="start">
                  <RouterLink to={trackHref(booking.jobPartId)}>{t('tracking.list.track')}</RouterLink>
                </Button>
              ) : null}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

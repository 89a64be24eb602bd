import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingSummary } from '@/api';
import { useT, useTranslator } from '@/i18n';
import { countdown, describeCountdown } from '../model/countdown';
import { AddToCalendar } from './AddToCalendar';
import { formatPickup } from './bookingFormat';

/** The dashboard's next trip with a live countdown (beyond the spec). */
export function NextTripCard({
  booking,
  zone,
  href,
  company,
}: {
  booking?: BookingSummary;
  zone: string;
  href: (id: number) => string;
  company: string;
}) {
  const t = useT();
  const { locale } = useTranslator();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!booking) return null;
  const at = DateTime.fromISO(booking.pickupDateTime).toMillis();
  return (
    <Card.Root variant="subtle" bg="colorPalette.subtle" aria-labelledby="next-trip-title">
      <Card.Body gap="2">
        <Heading as="h2" size="lg" id="next-trip-title">
          {t('account.nextTrip.title')}
        </Heading>
        <Text>
          {t('account.nextTrip.journey', {
            time: formatPickup(booking.pickupDateTime, zone, t, locale),
            from: booking.pickup.address,
            to: booking.dropoff.address,
          })}
        </Text>
        {/* Announced only when it changes by the minute would be noise; the text is read on demand. */}
        <Text fontSize="2xl" fontWeight="bold" data-testid="next-trip-countdown">
          {describeCountdown(countdown(at, now), t)}
        </Text>
        <Stack direction="row" gap="3" align="center">
          <AddToCalendar booking={booking} company={company} />
          <Link asChild color="colorPalette.fg" fontWeight="semibold">
            <RouterLink to={href(booking.jobPartId)}>
              {t('account.list.viewBooking', { ref: booking.jobPartId })}
            </RouterLink>
          </Link>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

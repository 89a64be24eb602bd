import { Badge, Box, Button, ButtonGroup, Card, HStack, Link, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingSummary } from '@/api';
import { useConfig } from '@/config';
import { useT, useTranslator, type MessageId } from '@/i18n';
import {
  BOOKING_TABS,
  DATE_RANGES,
  isUpcoming,
  nextTrip,
  pageCount,
  pageOf,
  splitCurrent,
  type BookingTab,
  type DateRangeMonths,
} from '../model/bookingLists';
import { bookingStatusText, formatMoney, LoadState } from '@/shared';
import type { CustomerProfile } from '@/shared';
import { AddToCalendar } from './AddToCalendar';
import { formatPickup, statusPalette } from './bookingFormat';
import { NextTripCard } from './NextTripCard';
import { currentBookingsRead, DEFAULT_RANGE, journeyHistoryRead } from '../model/bookingReads';
import { useLoad } from './useLoad';

export interface BookingsViewProps {
  profile: CustomerProfile;
  /** The dashboard adds the next-trip card. */
  showNextTrip?: boolean;
  /** Where a booking's detail lives (the app owns its routes). */
  detailHref: (jobPartId: number) => string;
}

/** Dashboard and My Bookings (the booking history tabs rule, rules: history-tabs): the four tabs, paged by 5, history by date range. */
export function BookingsView({ profile, showNextTrip, detailHref }: BookingsViewProps) {
  const config = useConfig();
  const t = useT();
  const [tab, setTab] = useState<BookingTab>('today-bookings');
  const [range, setRange] = useState<DateRangeMonths>(DEFAULT_RANGE);
  const [pages, setPages] = useState<Record<BookingTab, number>>({
    'today-bookings': 0,
    'booking-process': 0,
    'booking-pending': 0,
    'booking-history': 0,
  });
  const current = useLoad(...currentBookingsRead(profile));
  const history = useLoad(...journeyHistoryRead(profile, range));
  const now = DateTime.now();
  const setPage = (index: number) => setPages((p) => ({ ...p, [tab]: index }));

  const list = (bookings: BookingSummary[]) => (
    <BookingPage
      bookings={bookings}
      pageIndex={pages[tab]}
      onPage={setPage}
      render={(booking) => (
        <BookingRow
          key={booking.jobPartId}
          booking={booking}
          zone={config.timeZone}
          href={detailHref(booking.jobPartId)}
          calendar={isUpcoming(booking, now) ? config.company : undefined}
        />
      )}
    />
  );

  return (
    <Stack gap="6">
      {showNextTrip && current.status === 'ready' ? (
        <NextTripCard
          booking={nextTrip(current.data, now)}
          zone={config.timeZone}
          href={detailHref}
          company={config.company}
        />
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value as BookingTab)}
        variant="enclosed"
        // On a phone the four tabs share one line (smaller, and each as wide as the others) rather than wrap.
        size={{ base: 'sm', md: 'md' }}
        fitted={{ base: true, md: false }}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {BOOKING_TABS.map((tab) => (
            // The spec's names (the booking history tabs rule, rules: history-tabs) are the values; the ids stay the tabs' own, which arrow-key focus relies on.
            <Tabs.Trigger key={tab.id} value={tab.id} data-tab={tab.id}>
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {BOOKING_TABS.filter((tab) => tab.id !== 'booking-history').map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id}>
            <LoadState read={current} what={t('account.list.whatBookings')}>
              {(bookings) =>
                list(splitCurrent(bookings, now, config.timeZone)[tab.id as Exclude<BookingTab, 'booking-history'>])
              }
            </LoadState>
          </Tabs.Content>
        ))}
        <Tabs.Content value="booking-history">
          <Stack gap="4">
            <NativeSelect.Root maxW="xs">
              <NativeSelect.Field
                aria-label={t('account.range.label')}
                value={String(range)}
                onChange={(e) => {
                  setRange(Number(e.target.value) as DateRangeMonths);
                  setPage(0);
                }}
              >
                {DATE_RANGES.map((r) => (
                  <option key={r.months} value={r.months}>
                    {t(r.label as MessageId, { months: r.months })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <LoadState read={history} what={t('account.list.whatHistory')}>
              {(bookings) => list(bookings)}
            </LoadState>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function BookingPage({
  bookings,
  pageIndex,
  onPage,
  render,
}: {
  bookings: BookingSummary[];
  pageIndex: number;
  onPage: (index: number) => void;
  render: (booking: BookingSummary) => React.ReactNode;
}) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const paged = useRef(false);
  const count = pageCount(bookings.length);
  const index = Math.min(pageIndex, count - 1);
  // After Previous or Next the new page's list takes focus: the pressed button may now be disabled, and the
  // list is what changed.
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    list.current?.focus();
  }, [index]);
  if (bookings.length === 0)
    return (
      <Text color="fg.muted" py="4">
        {t('account.list.empty')}
      </Text>
    );
  const go = (next: number) => {
    paged.current = true;
    onPage(next);
  };
  return (
    <Stack gap="3" pt="2">
      <Stack
        as="ul"
        ref={list}
        tabIndex={-1}
        aria-label={t('account.list.pageLabel', { page: index + 1, count })}
        gap="3"
        listStyleType="none"
        ps="0"
        focusRing="outside"
      >
        {pageOf(bookings, index).map(render)}
      </Stack>
      {count > 1 ? (
        <HStack as="nav" aria-label={t('account.list.pages')} justify="space-between">
          <Text aria-live="polite">{t('account.list.page', { page: index + 1, count })}</Text>
          <ButtonGroup size="sm" variant="outline">
            <Button onClick={() => go(index - 1)} disabled={index === 0}>
              {t('account.list.previous')}
            </Button>
            <Button onClick={() => go(index + 1)} disabled={index >= count - 1}>
              {t('account.list.next')}
            </Button>
          </ButtonGroup>
        </HStack>
      ) : null}
    </Stack>
  );
}

function BookingRow({
  booking,
  zone,
  href,
  calendar,
}: {
  booking: BookingSummary;
  zone: string;
  href: string;
  calendar?: string;
}) {
  const t = useT();
  const { locale } = useTranslator();
  return (
    <Box as="li">
      <Card.Root variant="outline" size="sm" data-testid="booking-row">
        <Card.Body>
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
            <Stack gap="1">
              <Text fontWeight="semibold">{formatPickup(booking.pickupDateTime, zone, t, locale)}</Text>
              <Text>{t('account.list.journey', { from: booking.pickup.address, to: booking.dropoff.address })}</Text>
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={statusPalette(booking.status)}>{bookingStatusText(booking.status, t)}</Badge>
                <Text color="fg.muted">{booking.vehicleType}</Text>
                <Text fontWeight="medium">{formatMoney(booking.totalFare, booking.currencyCode, locale)}</Text>
                {booking.bookerRef ? (
                  <Text color="fg.muted">{t('account.list.ourRef', { ref: booking.bookerRef })}</Text>
                ) : null}
              </HStack>
            </Stack>
            <HStack gap="2" align="center" wrap="wrap">
              {calendar !== undefined ? <AddToCalendar booking={booking} company={calendar} /> : null}
              <Link asChild color="colorPalette.fg" fontWeight="semibold">
                <RouterLink to={href}>{t('account.list.viewBooking', { ref: booking.jobPartId })}</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

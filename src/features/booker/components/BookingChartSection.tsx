import { Button, Heading, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { lazy, Suspense, useState } from 'react';
import { bookingChart } from '@/api';
import { useConfig } from '@/config';
import { formatDate } from '@/design-system';
import { formatMoney, LoadState, ReadFailure, useRead } from '@/shared';
import { answered } from '../model/answers';
import { shiftWeek, weekCommencing } from '../model/invoices';
import { BOOKER_TEXT } from '../model/messages';

// The chart library (Chakra charts on Recharts) is fetched only when this section is on screen.
const BookingChart = lazy(() => import('./BookingChart'));

/** The booker's weekly booking chart (the booker calls rule (rules: call-booker) booking): bookings per day for a week commencing, paged by week. */
export function BookingChartSection({ bookerId }: { bookerId: number }) {
  const config = useConfig();
  const [week, setWeek] = useState(() => weekCommencing(DateTime.now().setZone(config.timeZone)));
  const read = useRead(['bookingChart', bookerId, week], async (signal) => {
    const answer = await bookingChart({ weekcommencing: week, bookerid: bookerId }, { signal });
    const verdict = answered(answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return answer.days ?? [];
  });
  const weekTitle = `Week commencing ${formatDate(DateTime.fromISO(week))}`;

  return (
    <Stack as="section" gap="4" aria-labelledby="booking-chart-title">
      <Heading as="h2" size="lg" id="booking-chart-title">
        {BOOKER_TEXT.chartTitle}
      </Heading>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="outline" size="sm" onClick={() => setWeek((w) => shiftWeek(w, -1))}>
          {BOOKER_TEXT.previousWeek}
        </Button>
        <Text fontWeight="semibold" aria-live="polite" data-testid="chart-week">
          {weekTitle}
        </Text>
        <Button variant="outline" size="sm" onClick={() => setWeek((w) => shiftWeek(w, 1))}>
          {BOOKER_TEXT.nextWeek}
        </Button>
      </HStack>
      <LoadState read={read} what="the booking chart">
        {(days) => {
          const rows = days.map((day) => ({ ...day, label: DateTime.fromISO(day.date).toFormat('ccc d') }));
          const count = rows.reduce((sum, day) => sum + day.count, 0);
          const total = rows.reduce((sum, day) => sum + day.total, 0);
          return (
            <Stack gap="3">
              <Text>
                {count} {count === 1 ? 'booking' : 'bookings'}, {formatMoney(total, config.currencyCode)}
              </Text>
              <Suspense fallback={<Skeleton height="xs" />}>
                <BookingChart days={rows.map((day) => ({ label: day.label, bookings: day.count }))} />
              </Suspense>
              <VisuallyHidden>
                <Table.Root>
                  <caption>{`${BOOKER_TEXT.chartTitle}, ${weekTitle}`}</caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Day</Table.ColumnHeader>
                      <Table.ColumnHeader>Bookings</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((day) => (
                      <Table.Row key={day.date}>
                        <Table.Cell>{day.label}</Table.Cell>
                        <Table.Cell>{day.count}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </VisuallyHidden>
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}

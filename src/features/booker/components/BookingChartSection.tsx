import { Button, Heading, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { lazy, Suspense, useState } from 'react';
import { bookingChart } from '@/api';
import { useConfig } from '@/config';
import { formatDate } from '@/design-system';
import { useTranslator } from '@/i18n';
import { formatMoney, LoadState, ReadFailure, useRead } from '@/shared';
import { answered } from '../model/answers';
import { shiftWeek, weekCommencing } from '../model/invoices';

// The chart library (Chakra charts on Recharts) is fetched only when this section is on screen.
const BookingChart = lazy(() => import('./BookingChart'));

/** The booker's weekly booking chart (the booker calls rule (rules: call-booker) booking): bookings per day for a week commencing, paged by week. */
export function BookingChartSection({ bookerId }: { bookerId: number }) {
  const config = useConfig();
  const { t, locale } = useTranslator();
  const [week, setWeek] = useState(() => weekCommencing(DateTime.now().setZone(config.timeZone)));
  const read = useRead(['bookingChart', bookerId, week], async (signal) => {
    const answer = await bookingChart({ weekcommencing: week, bookerid: bookerId }, { signal });
    const verdict = answered(answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return answer.days ?? [];
  });
  const weekStart = formatDate(DateTime.fromISO(week).setLocale(locale));

  return (
    <Stack as="section" gap="4" aria-labelledby="booking-chart-title">
      <Heading as="h2" size="lg" id="booking-chart-title">
        {t('booker.chart.title')}
      </Heading>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="outline" size="sm" onClick={() => setWeek((w) => shiftWeek(w, -1))}>
          {t('booker.chart.previousWeek')}
        </Button>
        <Text fontWeight="semibold" aria-live="polite" data-testid="chart-week">
          {t('booker.chart.week', { date: weekStart })}
        </Text>
        <Button variant="outline" size="sm" onClick={() => setWeek((w) => shiftWeek(w, 1))}>
          {t('booker.chart.nextWeek')}
        </Button>
      </HStack>
      <LoadState read={read} what={t('booker.chart.what')}>
        {(days) => {
          const rows = days.map((day) => ({
            ...day,
            label: DateTime.fromISO(day.date).setLocale(locale).toFormat('ccc d'),
          }));
          const count = rows.reduce((sum, day) => sum + day.count, 0);
          const total = rows.reduce((sum, day) => sum + day.total, 0);
          return (
            <Stack gap="3">
              <Text>
                {t('booker.chart.summary', { count, total: formatMoney(total, config.currencyCode, locale) })}
              </Text>
              <Suspense fallback={<Skeleton height="xs" />}>
                <BookingChart days={rows.map((day) => ({ label: day.label, bookings: day.count }))} />
              </Suspense>
              <VisuallyHidden>
                <Table.Root>
                  <caption>{t('booker.chart.caption', { date: weekStart })}</caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('booker.chart.day')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('booker.chart.bookings')}</Table.ColumnHeader>
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

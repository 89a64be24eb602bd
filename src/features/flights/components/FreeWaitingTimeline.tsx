import { Box, HStack, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useId } from 'react';
import { formatClock } from '@/design-system';
import { useT } from '@/i18n';
import { WAITING_TIME_LABEL, timelineOf, waitingMinutesOptions } from '../model/timeline';

export interface FreeWaitingTimelineProps {
  /** The flight's landing time (ISO). */
  landingTime: string;
  waitingMinutes: number;
  onWaitingMinutes: (minutes: number) => void;
  timeZone: string;
  /** The booking's earliest pick-up (ISO; the minimum lead time rule): no time shown is before it. */
  earliestBookable?: string;
}

const clock = (ms: number, zone: string) => formatClock(DateTime.fromMillis(ms, { zone }));

/**
 * The free-waiting timeline of the free waiting rule (rules: free-waiting): the flight lands, the earliest pick-up (landing plus 30 minutes, rounded up to
 * 5), the driver's arrival (landing plus the chosen waiting time) and the end of free waiting an hour later, with a
 * marker between landing and that end, clamped to 20..60 %.
 */
export function FreeWaitingTimeline({
  landingTime,
  waitingMinutes,
  onWaitingMinutes,
  timeZone,
  earliestBookable,
}: FreeWaitingTimelineProps) {
  const t = useT();
  const selectId = useId();
  const landing = DateTime.fromISO(landingTime);
  if (!landing.isValid) return null;
  const bookable = earliestBookable ? DateTime.fromISO(earliestBookable) : null;
  const timeline = timelineOf(landing.toMillis(), waitingMinutes, bookable?.isValid ? bookable.toMillis() : undefined);
  const items = [
    { label: t('flights.timeline.landing'), time: clock(timeline.landing, timeZone) },
    { label: t('flights.timeline.earliestPickup'), time: clock(timeline.earliestPickup, timeZone) },
    { label: t('flights.timeline.driverArrives'), time: clock(timeline.driverArrives, timeZone) },
    { label: t('flights.timeline.freeWaitingEnds'), time: clock(timeline.freeWaitingEnds, timeZone) },
  ];
  return (
    <Stack gap="3" data-testid="free-waiting-timeline" borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
      <Text fontWeight="semibold">{t('flights.timeline.title')}</Text>
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" width="24">
          <NativeSelect.Field
            id={selectId}
            value={waitingMinutes}
            onChange={(event) => onWaitingMinutes(Number(event.target.value))}
          >
            {waitingMinutesOptions().map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <chakra.label htmlFor={selectId} fontSize="sm">
          {t(WAITING_TIME_LABEL)}
        </chakra.label>
      </HStack>
      <Box position="relative" h="2" borderRadius="full" bg="bg.muted" aria-hidden="true">
        <Box
          position="absolute"
          insetY="0"
          insetStart="0"
          width={`${timeline.markerPercent}%`}
          borderRadius="full"
          bg="colorPalette.muted"
        />
        <Box
          data-testid="timeline-marker"
          data-percent={timeline.markerPercent}
          position="absolute"
          top="-1"
          insetStart={`${timeline.markerPercent}%`}
          w="4"
          h="4"
          ms="-2"
          borderRadius="full"
          bg="colorPalette.solid"
        />
      </Box>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm" m="0">
        {items.map((item) => (
          <Box key={item.label} display="contents">
            <chakra.dt color="fg.muted">{item.label}</chakra.dt>
            <chakra.dd m="0" fontWeight="medium">
              {item.time}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      {timeline.raised ? (
        <Text fontSize="sm" data-testid="timeline-raised">
          {t('flights.timeline.raised', { time: clock(timeline.driverArrives, timeZone) })}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t('flights.timeline.note')}
      </Text>
    </Stack>
  );
}

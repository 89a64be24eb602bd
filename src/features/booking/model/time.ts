/**
 * Pick-up and return times (the pick-up time, return journey and return date rules, rules: pickup-time, return-journey, return-date), always in the operator's zone (configuration `timezone`),
 * never the browser's. Times travel as ISO strings with the operator's offset (DESIGN rule 8).
 */
import { DateTime } from 'luxon';
import { formatClock, formatDateTime } from '@/design-system';
import type { BookingTime } from './draft';
import { timeWarning, type Translate } from './messages';

export const DEFAULT_TIME_ZONE = 'Europe/London';

const at = (epochMs: number, zone: string) => DateTime.fromMillis(epochMs, { zone });

function parse(iso: string | null | undefined, zone: string): DateTime | null {
  if (!iso) return null;
  const time = DateTime.fromISO(iso, { setZone: true });
  return time.isValid ? time.setZone(zone) : null;
}

/**
 * The minimum lead time rule (rules: lead-time): the earliest pick-up is now plus the quoted travel time, raised to the minimum lead time.
 * Before a quote the travel time is 0, so the lead time alone applies.
 */
export function earliestPickupTime(
  nowMs: number,
  travelMinutes: number,
  minLeadMinutes: number,
  zone = DEFAULT_TIME_ZONE,
): string {
  return (
    at(nowMs, zone)
      .plus({ minutes: leadMinutes(travelMinutes, minLeadMinutes) })
      .startOf('minute')
      .toISO() ?? ''
  );
}

/**
 * What ASAP means (the minimum lead time rule, rules: lead-time): the pick-up the operator books for it, now plus the lead time (server/domain/bookingRules.ts
 * journeyTimes), rounded up to the minute. With a 60-minute lead time, ASAP at 07:23 is a pick-up at about 08:24.
 */
export function asapPickupTime(
  nowMs: number,
  travelMinutes: number,
  minLeadMinutes: number,
  zone = DEFAULT_TIME_ZONE,
): string {
  const pickUp = at(nowMs, zone).plus({ minutes: leadMinutes(travelMinutes, minLeadMinutes) });
  const whole = pickUp.startOf('minute');
  return (whole < pickUp ? whole.plus({ minutes: 1 }) : whole).toISO() ?? '';
}

/** ASAP said as a time: "ASAP: pick-up at about 08:24 today" (the app's date format on another day). */
export function asapPickupText(asapIso: string, nowMs: number, zone: string, t: Translate, locale?: string): string {
  const pickUp = parse(asapIso, zone);
  if (!pickUp) return '';
  return pickUp.hasSame(at(nowMs, zone), 'day')
    ? t('booking.time.asapToday', { time: formatClock(pickUp) })
    : t('booking.time.asapOn', { time: formatBookingTime(asapIso, zone, locale) });
}

/** The minimum lead time rule (rules: lead-time) time expiry: a set (later) time earlier than the earliest time. Now never expires. */
export function isTimeExpired(
  time: Pick<BookingTime, 'time' | 'pickUpType'>,
  earliestIso: string,
  zone = DEFAULT_TIME_ZONE,
): boolean {
  if (time.pickUpType !== 'later') return false;
  const chosen = parse(time.time, zone);
  const earliest = parse(earliestIso, zone);
  if (!chosen || !earliest) return false;
  return chosen.startOf('minute').toMillis() < earliest.startOf('minute').toMillis();
}

/** The valid booking rule (rules: booking-valid): date-time is valid when the time is Now, or a time is set and is not Unknown. */
export function isDateTimeValid(time: Pick<BookingTime, 'time' | 'pickUpType'>): boolean {
  if (time.pickUpType === 'now') return true;
  return time.pickUpType === 'later' && parse(time.time, DEFAULT_TIME_ZONE) !== null;
}

/** The minimum lead time rule (rules: lead-time): the lead time in whole minutes: the quoted travel time raised to the minimum lead time. */
export function leadMinutes(travelMinutes: number, minLeadMinutes: number): number {
  return Math.max(Math.ceil(Number(travelMinutes) || 0), Math.ceil(Number(minLeadMinutes) || 0), 0);
}

/**
 * The outbound pick-up as a moment. Now (ASAP) means what the operator makes of it when the booking is made: now
 * plus the lead time (the reference API's journeyTimes in server/domain/bookingRules.ts), not the current time.
 */
export function outboundTime(
  time: Pick<BookingTime, 'time' | 'pickUpType'>,
  nowMs: number,
  zone = DEFAULT_TIME_ZONE,
  asapLeadMinutes = 0,
): string {
  const chosen = time.pickUpType === 'later' ? parse(time.time, zone) : null;
  return (chosen ?? at(nowMs, zone).plus({ minutes: Math.max(0, asapLeadMinutes) })).toISO() ?? '';
}

/**
 * The valid booking rule (rules: booking-valid): the earliest return is the outbound time plus the journey time, rounded up to the whole minute: the
 * operator compares to the second, so 08:51:40 means a return at 08:51 is refused and 08:52 is the first allowed.
 */
export function earliestReturnTime(outboundIso: string, journeyMinutes: number, zone = DEFAULT_TIME_ZONE): string {
  const outbound = parse(outboundIso, zone);
  if (!outbound) return '';
  const earliest = outbound.plus({ minutes: Math.ceil(Number(journeyMinutes) || 0) });
  const whole = earliest.startOf('minute');
  return (whole < earliest ? whole.plus({ minutes: 1 }) : whole).toISO() ?? '';
}

/** Times in messages: the operator's zone, e.g. "Tue 3 Mar 2026, 14:05", with day and month names in the page's locale. */
export function formatBookingTime(iso: string, zone = DEFAULT_TIME_ZONE, locale?: string): string {
  const time = parse(iso, zone);
  return time ? formatDateTime(time, locale) : '';
}

export type ReturnDateProblem = 'required' | 'tooEarly' | null;

/** The return date rule (rules: return-date): with a return, the return date is required and must not be before the earliest return time. */
export function returnDateProblem(
  returnDate: string,
  earliestReturnIso: string,
  zone = DEFAULT_TIME_ZONE,
): ReturnDateProblem {
  const chosen = parse(returnDate, zone);
  if (!chosen) return 'required';
  const earliest = parse(earliestReturnIso, zone);
  if (earliest && chosen.startOf('minute').toMillis() < earliest.startOf('minute').toMillis()) return 'tooEarly';
  return null;
}

/** The picker's value for a booking time, and back (the design system's DateTimePicker speaks asap/later). */
export function toPickerValue(time: Pick<BookingTime, 'time' | 'pickUpType'>): {
  mode: 'asap' | 'later';
  time: string | null;
} {
  return time.pickUpType === 'later' ? { mode: 'later', time: time.time || null } : { mode: 'asap', time: null };
}

export function fromPickerValue(value: {
  mode: 'asap' | 'later';
  time: string | null;
}): Pick<BookingTime, 'time' | 'pickUpType'> {
  return value.mode === 'asap'
    ? { pickUpType: 'now', time: '' }
    : { pickUpType: value.time ? 'later' : 'unknown', time: value.time ?? '' };
}

/**
 * The verbatim messages rule (rules: messages): the time warning for a pick-up time the last check found expired (`isValid` false: it is earlier than the
 * earliest time), else ''. Shown with the fare, where a quote would have been: none is asked for such a time.
 */
export function expiredTimeWarning(
  time: Pick<BookingTime, 'time' | 'pickUpType' | 'isValid' | 'earliestTime'>,
  zone: string,
  t: Translate,
  locale?: string,
): string {
  if (time.isValid || time.pickUpType !== 'later' || !time.earliestTime) return '';
  return timeWarning(t, formatBookingTime(time.earliestTime, zone, locale));
}

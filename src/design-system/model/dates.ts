/**
 * The app's one way to write a time, a day or a time of day for people (messages, lists, tickets, invoices), so every page writes
 * "Sun 22 Nov 2026, 09:15" and "Sun 22 Nov 2026" alike. Kept in the design system, the lowest layer that shows
 * times (the date-time picker's summary uses it too). Pure.
 */
import { DateTime } from 'luxon';

/** A time, e.g. "Sun 22 Nov 2026, 09:15", with day and month names in `locale` when given; empty for an invalid time. */
export function formatDateTime(time: DateTime, locale?: string): string {
  return time.isValid ? inLocale(time, locale).toFormat('ccc d LLL yyyy, HH:mm') : '';
}

/** A day, e.g. "Sun 22 Nov 2026", with day and month names in `locale` when given; empty for an invalid time. */
export function formatDate(time: DateTime, locale?: string): string {
  return time.isValid ? inLocale(time, locale).toFormat('ccc d LLL yyyy') : '';
}

function inLocale(time: DateTime, locale: string | undefined): DateTime {
  return locale ? time.setLocale(locale) : time;
}

/** A time of day, e.g. "09:15"; empty for an invalid time. */
export function formatClock(time: DateTime): string {
  return time.isValid ? time.toFormat('HH:mm') : '';
}

/**
 * An ISO time from the API as the operator's clock shows it: the offset it carries says only how it travelled,
 * and times are shown in the operator's zone, never the browser's (DESIGN rule 8).
 */
export function inOperatorZone(iso: string, zone: string): DateTime {
  return DateTime.fromISO(iso, { setZone: true }).setZone(zone);
}

/**
 * The booking history tabs and small records rules (rules: history-tabs, other-entities): the booking-history tabs, the date ranges and paging by 5.
 * Which list feeds which tab is the reference API's contract (docs/accounts.md); the client only sorts
 * the current bookings into today, in progress and pending by what each booking says.
 */
import { DateTime } from 'luxon';
import type { BookingSummary } from '@/api';
import type { MessageId } from '@/i18n';

export type BookingTab = 'today-bookings' | 'booking-process' | 'booking-pending' | 'booking-history';

/** The tabs and the ids of their names in the account catalog. */
export const BOOKING_TABS: { id: BookingTab; label: MessageId }[] = [
  { id: 'today-bookings', label: 'account.tabs.today' },
  { id: 'booking-process', label: 'account.tabs.inProgress' },
  { id: 'booking-pending', label: 'account.tabs.upcoming' },
  { id: 'booking-history', label: 'account.tabs.history' },
];

/** The small records and list limits rules (rules: other-entities, list-limits): past 3, 6 and 12 months, and All (0). */
export const DATE_RANGES = [
  { months: 3, label: 'account.range.pastMonths' },
  { months: 6, label: 'account.range.pastMonths' },
  { months: 12, label: 'account.range.pastMonths' },
  { months: 0, label: 'account.range.all' },
] as const satisfies readonly { months: number; label: MessageId }[];
export type DateRangeMonths = (typeof DATE_RANGES)[number]['months'];

/** The booking history tabs and defaults rules (rules: history-tabs, defaults): journey lists are paged by 5. */
export const PAGE_SIZE = 5;

/** A booking under way: the driver has started, arrived, or the passenger is on board. */
export function isInProgress(status: string): boolean {
  return /started|arrived|pob|on ?board|in ?progress/i.test(status);
}

/**
 * Sorts one current booking into its tab: in progress first, then today (in the operator's zone),
 * then pending. Finished or cancelled bookings in the current list still show under today when they were today.
 */
export function currentTabOf(
  booking: BookingSummary,
  now: DateTime,
  zone: string,
): Exclude<BookingTab, 'booking-history'> {
  if (isInProgress(booking.status)) return 'booking-process';
  const pickup = DateTime.fromISO(booking.pickupDateTime, { setZone: true }).setZone(zone);
  if (pickup.isValid && pickup.hasSame(now.setZone(zone), 'day')) return 'today-bookings';
  return 'booking-pending';
}

export function splitCurrent(
  bookings: BookingSummary[],
  now: DateTime,
  zone: string,
): Record<Exclude<BookingTab, 'booking-history'>, BookingSummary[]> {
  const tabs = { 'today-bookings': [], 'booking-process': [], 'booking-pending': [] } as Record<
    Exclude<BookingTab, 'booking-history'>,
    BookingSummary[]
  >;
  for (const booking of byPickup(bookings, 'asc')) tabs[currentTabOf(booking, now, zone)].push(booking);
  return tabs;
}

export function byPickup(bookings: BookingSummary[], order: 'asc' | 'desc'): BookingSummary[] {
  const time = (b: BookingSummary) => DateTime.fromISO(b.pickupDateTime).toMillis() || 0;
  return [...bookings].sort((a, b) => (order === 'asc' ? time(a) - time(b) : time(b) - time(a)));
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** One page (0-based) of a list; an index beyond the last page shows the last page. */
export function pageOf<T>(items: T[], pageIndex: number, size = PAGE_SIZE): T[] {
  const last = pageCount(items.length, size) - 1;
  const index = Math.min(Math.max(0, Math.floor(pageIndex) || 0), last);
  return items.slice(index * size, index * size + size);
}

/** The next trip: the earliest current booking whose pick-up is still ahead and that is not cancelled. */
export function nextTrip(bookings: BookingSummary[], now: DateTime): BookingSummary | undefined {
  return byPickup(bookings, 'asc').find((b) => {
    const at = DateTime.fromISO(b.pickupDateTime);
    return at.isValid && at > now && !/cancel/i.test(b.status);
  });
}

/** Upcoming means still ahead and not cancelled: these get "add to calendar". */
export function isUpcoming(booking: BookingSummary, now: DateTime): boolean {
  const at = DateTime.fromISO(booking.pickupDateTime);
  return at.isValid && at > now && !/cancel/i.test(booking.status);
}

import {
  currentBookings,
  interpretResult,
  journeyHistory,
  mapBookingSummary,
  type BookingSummary,
  type WireJourneyListResponse,
} from '@/api';
import { ReadFailure, startReadEarly, type CustomerProfile, type ReadKey } from '@/shared';
import type { DateRangeMonths } from './bookingLists';

/** The history's range when My Bookings opens. */
export const DEFAULT_RANGE: DateRangeMonths = 3;

function bookingList(answer: WireJourneyListResponse): BookingSummary[] {
  const verdict = interpretResult(answer.code === undefined ? { ...answer, code: 1 } : answer);
  if (!verdict.ok) throw new ReadFailure(verdict.message);
  return (answer.jlist ?? []).map(mapBookingSummary);
}

type BookingsRead = [key: ReadKey, load: (signal: AbortSignal) => Promise<BookingSummary[]>];

const ownerOf = (profile: CustomerProfile) => ({
  custid: profile.id,
  ...(profile.bookerId ? { bookerid: profile.bookerId } : {}),
});

export function currentBookingsRead(profile: CustomerProfile): BookingsRead {
  return [
    ['currentBookings', profile.id, profile.bookerId],
    (signal) => currentBookings(ownerOf(profile), { signal }).then(bookingList),
  ];
}

export function journeyHistoryRead(profile: CustomerProfile, range: DateRangeMonths): BookingsRead {
  return [
    ['journeyHistory', profile.id, profile.bookerId, range],
    (signal) => journeyHistory({ ...ownerOf(profile), filter: range }, { signal }).then(bookingList),
  ];
}

/**
 * Asks for what My Bookings and the dashboard list first (the current bookings, the default range of history) as
 * soon as the signed-in customer is known, while the page is still hydrating (startReadEarly).
 */
export function startBookingsReadsEarly(profile: CustomerProfile): void {
  startReadEarly(...currentBookingsRead(profile));
  startReadEarly(...journeyHistoryRead(profile, DEFAULT_RANGE));
}

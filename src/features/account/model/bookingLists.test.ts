import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { mapBookingSummary } from '@/api';
import { isUpcoming, nextTrip, pageCount, pageOf, splitCurrent } from './bookingLists';

const zone = 'Europe/London';
const now = DateTime.fromISO('2026-11-22T08:00:00Z');
const booking = (jobpartid: number, pickupdatetime: string, status = 'Upcoming') =>
  mapBookingSummary({ jobpartid, pickupdatetime, status });

describe('booking tabs (spec 2.5)', () => {
  it('sorts current bookings into today, in progress and pending', () => {
    const tabs = splitCurrent(
      [
        booking(3, '2026-11-25T10:00:00Z'),
        booking(1, '2026-11-22T18:00:00Z'),
        booking(2, '2026-11-22T07:30:00Z', 'POB'),
        booking(4, '2026-11-23T00:30:00+00:00'),
      ],
      now,
      zone,
    );
    expect(tabs['today-bookings'].map((b) => b.jobPartId)).toEqual([1]);
    expect(tabs['booking-process'].map((b) => b.jobPartId)).toEqual([2]);
    expect(tabs['booking-pending'].map((b) => b.jobPartId)).toEqual([4, 3]);
  });

  it('finds the next trip, skipping cancelled and past ones', () => {
    const list = [
      booking(1, '2026-11-22T07:00:00Z'),
      booking(2, '2026-11-22T09:00:00Z', 'Cancelled'),
      booking(3, '2026-11-23T09:00:00Z'),
    ];
    expect(nextTrip(list, now)?.jobPartId).toBe(3);
    expect(isUpcoming(list[0], now)).toBe(false);
    expect(nextTrip([], now)).toBeUndefined();
  });
});

describe('paging by 5 (spec 9)', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);
  it('cuts pages of 5 and keeps the index inside the list', () => {
    expect(pageCount(12)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(items, 2)).toEqual([11, 12]);
    expect(pageOf(items, 9)).toEqual([11, 12]);
    expect(pageOf(items, -1)).toEqual([1, 2, 3, 4, 5]);
  });
});

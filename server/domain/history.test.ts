import { describe, expect, it } from 'vitest';
import { isCurrent, isHistory, legStatus } from './history';

const zone = 'Europe/London';
// 23:30 in London on 1 July (22:30 UTC): the day boundary is in the operator's zone, not UTC.
const now = new Date('2026-07-01T22:30:00Z');
const at = (pickupdatetime: string, status = 'Upcoming') => ({ pickupdatetime, status });

describe('booking lists', () => {
  it("keeps today's bookings current whatever their status, and puts finished ones in the history too", () => {
    expect(isCurrent(at('2026-07-01T08:00:00+01:00'), now, zone)).toBe(true);
    expect(isHistory(at('2026-07-01T08:00:00+01:00'), now, zone)).toBe(false);
    expect(isCurrent(at('2026-07-01T08:00:00+01:00', 'Completed'), now, zone)).toBe(true);
    expect(isHistory(at('2026-07-01T08:00:00+01:00', 'Completed'), now, zone)).toBe(true);
  });

  it('uses the operator time zone for today', () => {
    // 00:10 on 2 July in London is still 1 July in UTC: a later day here.
    const justAfterMidnight = at('2026-07-01T23:10:00Z');
    expect(isCurrent(justAfterMidnight, now, zone)).toBe(true);
    expect(isCurrent(at('2026-06-30T22:59:00Z'), now, zone)).toBe(false);
    expect(isHistory(at('2026-06-30T22:59:00Z'), now, zone)).toBe(true);
  });

  it('keeps later bookings current unless cancelled, matching status in any case', () => {
    expect(isCurrent(at('2026-07-09T10:00:00+01:00', 'upcoming'), now, zone)).toBe(true);
    for (const status of ['Cancelled', 'CANCELED', 'No Show', 'Declined', 'Completed']) {
      expect(isCurrent(at('2026-07-09T10:00:00+01:00', status), now, zone)).toBe(false);
      expect(isHistory(at('2026-07-09T10:00:00+01:00', status), now, zone)).toBe(true);
    }
  });

  it('keeps a trip under way current even when its pick-up was yesterday', () => {
    for (const status of ['Started', 'Arrived', 'POB', 'On board']) {
      expect(isCurrent(at('2026-06-30T23:50:00+01:00', status), now, zone)).toBe(true);
      expect(isHistory(at('2026-06-30T23:50:00+01:00', status), now, zone)).toBe(false);
    }
  });

  it('treats an unreadable pick-up time as past', () => {
    expect(isCurrent(at('not a date'), now, zone)).toBe(false);
    expect(isHistory(at('not a date'), now, zone)).toBe(true);
  });
});

describe('the status of a leg', () => {
  it('gives the return leg the shared status until the legs part, then its own', () => {
    expect(legStatus({ status: 'Upcoming', return_status: null }, 'return')).toBe('Upcoming');
    expect(legStatus({ status: 'Cancelled', return_status: null }, 'return')).toBe('Cancelled');
    expect(legStatus({ status: 'Finished', return_status: 'Upcoming' }, 'return')).toBe('Upcoming');
    expect(legStatus({ status: 'Finished', return_status: 'Upcoming' }, 'onward')).toBe('Finished');
  });
});

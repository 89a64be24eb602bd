import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, inOperatorZone } from './dates';

describe('dates', () => {
  it('writes a time and a day the one way', () => {
    const time = DateTime.fromISO('2026-11-22T09:15:00', { zone: 'Europe/London' });
    expect(formatDateTime(time)).toBe('Sun 22 Nov 2026, 09:15');
    expect(formatDate(time)).toBe('Sun 22 Nov 2026');
    expect(formatClock(time)).toBe('09:15');
  });

  it('writes nothing for an invalid time', () => {
    expect(formatDateTime(DateTime.fromISO('not a time'))).toBe('');
    expect(formatDate(DateTime.fromISO(''))).toBe('');
    expect(formatClock(DateTime.fromISO(''))).toBe('');
  });

  it("shows a time from the API on the operator's clock, whatever offset it travelled with", () => {
    const time = inOperatorZone('2026-07-01T23:30:00+00:00', 'Europe/London');
    expect(formatDateTime(time)).toBe('Thu 2 Jul 2026, 00:30');
    expect(formatDate(inOperatorZone('2026-07-01T20:00:00-05:00', 'Europe/London'))).toBe('Thu 2 Jul 2026');
  });
});

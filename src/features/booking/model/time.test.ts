import { DateTime } from 'luxon';
import {
  asapPickupText,
  asapPickupTime,
  earliestPickupTime,
  earliestReturnTime,
  expiredTimeWarning,
  formatBookingTime,
  fromPickerValue,
  isDateTimeValid,
  isTimeExpired,
  outboundTime,
  returnDateProblem,
  toPickerValue,
} from './time';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const t = sourceTranslator().t;

const zone = 'Europe/London';
// 10:00 in London on a summer day (BST, UTC+1), when the browser's zone would give a different wall clock.
const nowMs = DateTime.fromISO('2026-07-01T10:00:00', { zone }).toMillis();

describe('pick-up time (4.1)', () => {
  it('puts the earliest time at now plus the quoted travel time', () => {
    expect(earliestPickupTime(nowMs, 90, 30, zone)).toBe('2026-07-01T11:30:00.000+01:00');
  });

  it('raises the travel time to the minimum lead time', () => {
    expect(earliestPickupTime(nowMs, 20, 60, zone)).toBe('2026-07-01T11:00:00.000+01:00');
    expect(earliestPickupTime(nowMs, 0, 60, zone)).toBe('2026-07-01T11:00:00.000+01:00');
  });

  it('works in the operator zone, whatever the wall clock elsewhere', () => {
    expect(earliestPickupTime(nowMs, 0, 0, 'America/New_York')).toBe('2026-07-01T05:00:00.000-04:00');
  });

  it('marks a set time earlier than the earliest time as expired, and an equal or later one as fine', () => {
    const earliest = '2026-07-01T11:00:00.000+01:00';
    expect(isTimeExpired({ pickUpType: 'later', time: '2026-07-01T10:59:00+01:00' }, earliest, zone)).toBe(true);
    expect(isTimeExpired({ pickUpType: 'later', time: '2026-07-01T11:00:00+01:00' }, earliest, zone)).toBe(false);
    // The same moment written in UTC is not early.
    expect(isTimeExpired({ pickUpType: 'later', time: '2026-07-01T10:30:00Z' }, earliest, zone)).toBe(false);
  });

  it('never expires Now', () => {
    expect(isTimeExpired({ pickUpType: 'now', time: '' }, '2026-07-01T11:00:00+01:00', zone)).toBe(false);
  });

  it('treats Now, or a set time, as a valid date-time and Unknown as not (5.2)', () => {
    expect(isDateTimeValid({ pickUpType: 'now', time: '' })).toBe(true);
    expect(isDateTimeValid({ pickUpType: 'later', time: '2026-07-01T11:00:00+01:00' })).toBe(true);
    expect(isDateTimeValid({ pickUpType: 'later', time: '' })).toBe(false);
    expect(isDateTimeValid({ pickUpType: 'unknown', time: '2026-07-01T11:00:00+01:00' })).toBe(false);
  });

  it('maps to and from the picker: Now confirms as asap', () => {
    expect(toPickerValue({ pickUpType: 'now', time: '' })).toEqual({ mode: 'asap', time: null });
    expect(fromPickerValue({ mode: 'asap', time: '2026-07-01T10:00:00+01:00' })).toEqual({
      pickUpType: 'now',
      time: '',
    });
    expect(fromPickerValue({ mode: 'later', time: '2026-07-01T10:15:00+01:00' })).toEqual({
      pickUpType: 'later',
      time: '2026-07-01T10:15:00+01:00',
    });
    expect(fromPickerValue({ mode: 'later', time: null })).toEqual({ pickUpType: 'unknown', time: '' });
  });
});

describe('ASAP says when (4.1)', () => {
  it('is now plus the lead time, rounded up to the minute, and says so', () => {
    const at = DateTime.fromISO('2026-11-23T07:23:40', { zone }).toMillis();
    const asap = asapPickupTime(at, 5, 60, zone);
    expect(asap).toBe('2026-11-23T08:24:00.000+00:00');
    expect(asapPickupText(asap, at, zone, t)).toBe('ASAP: pick-up at about 08:24 today, the earliest we can be there.');
    const late = DateTime.fromISO('2026-11-23T23:30:00', { zone }).toMillis();
    expect(asapPickupText(asapPickupTime(late, 45, 60, zone), late, zone, t)).toBe(
      'ASAP: pick-up at about Tue 24 Nov 2026, 00:30, the earliest we can be there.',
    );
  });
});

describe('return date (4.2, 5.2)', () => {
  it('puts the earliest return at the outbound time plus the journey time', () => {
    expect(earliestReturnTime('2026-07-01T14:00:00+01:00', 50, zone)).toBe('2026-07-01T14:50:00.000+01:00');
  });

  it('rounds the earliest return up to the whole minute, as the operator compares to the second', () => {
    expect(earliestReturnTime('2026-07-01T08:23:40+01:00', 28, zone)).toBe('2026-07-01T08:52:00.000+01:00');
  });

  it('takes Now as now plus the lead time (what the operator books for ASAP), a set time as itself', () => {
    expect(outboundTime({ pickUpType: 'now', time: '' }, nowMs, zone)).toBe('2026-07-01T10:00:00.000+01:00');
    expect(outboundTime({ pickUpType: 'now', time: '' }, nowMs, zone, 60)).toBe('2026-07-01T11:00:00.000+01:00');
    expect(outboundTime({ pickUpType: 'later', time: '2026-07-02T08:00:00+01:00' }, nowMs, zone)).toBe(
      '2026-07-02T08:00:00.000+01:00',
    );
  });

  it('requires a return date and refuses one before the earliest return', () => {
    const earliest = '2026-07-01T14:50:00+01:00';
    expect(returnDateProblem('', earliest, zone)).toBe('required');
    expect(returnDateProblem('2026-07-01T14:49:00+01:00', earliest, zone)).toBe('tooEarly');
    expect(returnDateProblem('2026-07-01T14:50:00+01:00', earliest, zone)).toBeNull();
  });

  it('formats message times in the operator zone', () => {
    expect(formatBookingTime('2026-07-01T13:50:00Z', zone)).toBe('Wed 1 Jul 2026, 14:50');
  });
});

describe('the time warning beside the fare (8.2)', () => {
  const later = {
    time: '2026-07-01T10:30:00+01:00',
    pickUpType: 'later' as const,
    earliestTime: '2026-07-01T11:00:00+01:00',
  };

  it('names the earliest time, in the operator zone, when the last check found the time expired', () => {
    expect(expiredTimeWarning({ ...later, isValid: false }, zone, t)).toBe(
      'The earliest time we can pickup from this address is Wed 1 Jul 2026, 11:00',
    );
  });

  it('says nothing for a valid time, for Now, or before any check', () => {
    expect(expiredTimeWarning({ ...later, isValid: true }, zone, t)).toBe('');
    expect(expiredTimeWarning({ ...later, pickUpType: 'now', isValid: false }, zone, t)).toBe('');
    expect(expiredTimeWarning({ ...later, earliestTime: '', isValid: false }, zone, t)).toBe('');
  });
});

import { DateTime } from 'luxon';
import {
  applyQuickButton,
  changeDate,
  changeHour,
  changeMinute,
  changeWaitingMinutes,
  chooseLater,
  chooseNow,
  formatPickupTime,
  hourOptions,
  initialPickerState,
  isBeforeEarliestTime,
  meetableQuickMinutes,
  minuteOptions,
  openingTime,
  quickButtons,
  waitingTimeOptions,
} from './dateTimePicker';

const zone = 'Europe/London';
// 14:07:42 in London during summer time (UTC+1); the test machine's zone must not matter.
const now = DateTime.fromISO('2025-07-01T13:07:42Z').setZone(zone);
const open = { ...initialPickerState({ mode: 'later', time: null }), open: true };

describe('date-time picker rules', () => {
  it('confirms Now at once', () => {
    const state = chooseNow({ ...open, activeQuick: 30 }, now);
    expect(state).toEqual({
      value: { mode: 'asap', time: '2025-07-01T14:07:00.000+01:00' },
      activeQuick: null,
      open: false,
    });
  });

  it.each([15, 30, 60] as const)('quick button %i sets now + N, closes and marks itself active', (minutes) => {
    const state = applyQuickButton(open, minutes, now);
    expect(state.open).toBe(false);
    expect(state.activeQuick).toBe(minutes);
    expect(state.value.mode).toBe('later');
    expect(DateTime.fromISO(state.value.time!).toMillis()).toBe(now.startOf('minute').plus({ minutes }).toMillis());
  });

  it('offers only the quick buttons that can be met: none before the earliest time', () => {
    expect(meetableQuickMinutes(now, null)).toEqual([15, 30, 60]);
    // A 60-minute lead time: 14:07:42 + 60 is 15:07 at the earliest; "+60 min" sets 15:07 and can be met.
    expect(meetableQuickMinutes(now, '2025-07-01T15:07:00.000+01:00')).toEqual([60]);
    expect(meetableQuickMinutes(now, '2025-07-01T14:30:00.000+01:00')).toEqual([30, 60]);
    expect(meetableQuickMinutes(now, '2025-07-01T16:00:00.000+01:00')).toEqual([]);
  });

  it('marks each quick button whether it can be met, keeping all three (the quick-button rule)', () => {
    expect(quickButtons(now, '2025-07-01T15:07:00.000+01:00')).toEqual([
      { minutes: 15, meetable: false },
      { minutes: 30, meetable: false },
      { minutes: 60, meetable: true },
    ]);
    expect(quickButtons(now, null).every((button) => button.meetable)).toBe(true);
  });

  it('opens on the first time on the minute step that is neither past nor before the earliest time', () => {
    // Issue 28: the return picker opened on 14:07, "too early" and off a 5-minute step.
    expect(openingTime(now, null, 1, zone).toISO()).toBe('2025-07-01T14:07:00.000+01:00');
    expect(openingTime(now, null, 15, zone).toISO()).toBe('2025-07-01T14:15:00.000+01:00');
    expect(openingTime(now, '2025-07-01T16:52:00.000+01:00', 15, zone).toISO()).toBe('2025-07-01T17:00:00.000+01:00');
    expect(openingTime(now, '2025-07-01T16:30:00.000+01:00', 30, zone).toISO()).toBe('2025-07-01T16:30:00.000+01:00');
    expect(openingTime(now, '2025-07-01T23:40:00.000+01:00', 60, zone).toISO()).toBe('2025-07-02T00:00:00.000+01:00');
    // An earliest time already past does not pull the opening time back.
    expect(openingTime(now, '2025-07-01T12:00:00.000+01:00', 0, zone).toISO()).toBe('2025-07-01T14:07:00.000+01:00');
    expect(openingTime(now, null, 15, 'America/New_York').toISO()).toBe('2025-07-01T09:15:00.000-04:00');
  });

  it('Later keeps a time already set, or takes the opening time, and keeps the panel open', () => {
    const opening = DateTime.fromISO('2025-07-01T15:15:00.000+01:00', { setZone: true });
    const fromAsap = chooseLater({ ...open, value: { mode: 'asap', time: '2025-07-01T14:07:00.000+01:00' } }, opening);
    expect(fromAsap).toEqual({
      value: { mode: 'later', time: '2025-07-01T15:15:00.000+01:00' },
      activeQuick: null,
      open: true,
    });
    const set = { ...open, value: { mode: 'later' as const, time: '2025-07-02T09:00:00.000+01:00' } };
    expect(chooseLater(set, opening).value.time).toBe('2025-07-02T09:00:00.000+01:00');
  });

  it('clears the active quick button when the hour or minute changes', () => {
    const quick = applyQuickButton(open, 30, now);
    const byHour = changeHour(quick, 18, zone, now);
    expect(byHour.activeQuick).toBeNull();
    expect(byHour.value.time).toBe('2025-07-01T18:37:00.000+01:00');
    const byMinute = changeMinute(quick, 5, zone, now);
    expect(byMinute.activeQuick).toBeNull();
    expect(byMinute.value.time).toBe('2025-07-01T14:05:00.000+01:00');
  });

  it('sets hours in the operator zone, not the browser zone', () => {
    const state = changeHour(open, 9, 'America/New_York', now);
    expect(state.value.time).toBe('2025-07-01T09:07:00.000-04:00');
  });

  it('changes the date and keeps the time of day', () => {
    const state = changeDate(changeHour(open, 9, zone, now), '2025-12-24', zone, now);
    expect(state.value.time).toBe('2025-12-24T09:07:00.000+00:00');
    expect(changeDate(state, 'not a date', zone, now)).toBe(state);
  });

  it('keeps the waiting time with the value', () => {
    expect(changeWaitingMinutes(open, 75).value.waitingMinutes).toBe(75);
  });

  it('lists hours 0..23 and waiting times 0..180 by 15', () => {
    expect(hourOptions(now).map((o) => o.value)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(waitingTimeOptions().map((o) => o.value)).toEqual([0, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180]);
  });

  it('lists minutes by the configured step', () => {
    expect(minuteOptions().length).toBe(60);
    expect(minuteOptions(0).length).toBe(60);
    expect(minuteOptions(15).map((o) => o.value)).toEqual([0, 15, 30, 45]);
    expect(minuteOptions(30).map((o) => o.value)).toEqual([0, 30]);
    expect(minuteOptions(60).map((o) => o.value)).toEqual([0]);
    expect(minuteOptions(15, 7).map((o) => o.value)).toEqual([0, 7, 15, 30, 45]);
    expect(minuteOptions(15)[1].label).toBe('15');
    expect(minuteOptions(1)[5].label).toBe('05');
  });

  it('marks hours and minutes before the earliest time', () => {
    const earliest = now.set({ hour: 16, minute: 20 });
    const hours = hourOptions(now, earliest);
    expect(hours[15].beforeEarliest).toBe(true);
    expect(hours[16].beforeEarliest).toBe(false);
    const minutes = minuteOptions(15, undefined, now.set({ hour: 16 }), earliest);
    expect(minutes.map((o) => o.beforeEarliest)).toEqual([true, true, false, false]);
  });

  it('tells when the set time is earlier than the earliest time', () => {
    const earliest = '2025-07-01T15:00:00.000+01:00';
    expect(isBeforeEarliestTime({ mode: 'later', time: '2025-07-01T14:59:00.000+01:00' }, earliest)).toBe(true);
    expect(isBeforeEarliestTime({ mode: 'later', time: '2025-07-01T15:00:00.000+01:00' }, earliest)).toBe(false);
    expect(isBeforeEarliestTime({ mode: 'asap', time: '2025-07-01T14:00:00.000+01:00' }, earliest)).toBe(false);
    expect(isBeforeEarliestTime({ mode: 'later', time: null }, earliest)).toBe(false);
  });

  it('formats the chosen time for the trigger', () => {
    expect(formatPickupTime({ mode: 'asap', time: null }, zone)).toBe('ASAP');
    expect(formatPickupTime({ mode: 'later', time: '2025-07-01T13:30:00Z' }, zone)).toBe('Tue 1 Jul 2025, 14:30');
  });
});

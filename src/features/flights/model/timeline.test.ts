import {
  clampPercent,
  earliestPickup,
  roundUpToMinutes,
  timelineOf,
  validWaitingMinutes,
  waitingMinutesOptions,
} from './timeline';

const at = (iso: string) => Date.parse(iso);
const minutes = (n: number) => n * 60_000;

describe('the free-waiting timeline (4.6, 9)', () => {
  it('rounds up to 5 minutes, leaving a time already on one', () => {
    expect(roundUpToMinutes(at('2026-07-03T14:00:00Z'))).toBe(at('2026-07-03T14:00:00Z'));
    expect(roundUpToMinutes(at('2026-07-03T14:00:01Z'))).toBe(at('2026-07-03T14:05:00Z'));
    expect(roundUpToMinutes(at('2026-07-03T14:04:59Z'))).toBe(at('2026-07-03T14:05:00Z'));
    expect(roundUpToMinutes(at('2026-07-03T23:58:00Z'))).toBe(at('2026-07-04T00:00:00Z'));
  });

  it('puts the earliest pick-up at landing plus 30 minutes, rounded up to 5', () => {
    expect(earliestPickup(at('2026-07-03T14:10:00Z'))).toBe(at('2026-07-03T14:40:00Z'));
    expect(earliestPickup(at('2026-07-03T14:12:00Z'))).toBe(at('2026-07-03T14:45:00Z'));
    expect(earliestPickup(at('2026-07-03T14:14:30Z'))).toBe(at('2026-07-03T14:45:00Z'));
  });

  it('has the driver arrive at landing plus the waiting time, and free waiting end 60 minutes later', () => {
    const landing = at('2026-07-03T14:12:00Z');
    expect(timelineOf(landing, 60)).toEqual({
      landing,
      earliestPickup: at('2026-07-03T14:45:00Z'),
      driverArrives: landing + minutes(60),
      freeWaitingEnds: landing + minutes(120),
      markerPercent: 50,
      raised: false,
    });
    // No waiting time: the driver is there at landing.
    expect(timelineOf(landing, 0)).toMatchObject({ driverArrives: landing, freeWaitingEnds: landing + minutes(60) });
  });

  // The minimum lead time rule (issue 28): at 06:00 with a 60-minute lead time, BA285 landed at 05:30.
  it('never puts the earliest pick-up or the driver before the earliest bookable time', () => {
    const landing = at('2026-11-27T05:30:00Z');
    const bookable = at('2026-11-27T07:00:00Z');
    expect(timelineOf(landing, 60, bookable)).toMatchObject({
      earliestPickup: bookable,
      driverArrives: bookable,
      freeWaitingEnds: bookable + minutes(60),
      raised: true,
    });
    // A flight landing later than that keeps landing plus waiting.
    const later = at('2026-11-27T07:30:00Z');
    expect(timelineOf(later, 15, bookable)).toMatchObject({
      earliestPickup: at('2026-11-27T08:00:00Z'),
      driverArrives: later + minutes(15),
      raised: false,
    });
  });

  it('clamps the marker to 20..60 percent', () => {
    const landing = at('2026-07-03T14:00:00Z');
    expect(timelineOf(landing, 0).markerPercent).toBe(20);
    expect(timelineOf(landing, 15).markerPercent).toBe(20);
    expect(timelineOf(landing, 30).markerPercent).toBeCloseTo(33.33, 1);
    expect(timelineOf(landing, 90).markerPercent).toBe(60);
    expect(timelineOf(landing, 180).markerPercent).toBe(60);
    expect(clampPercent(Number.NaN)).toBe(20);
    expect(clampPercent(-5)).toBe(20);
    expect(clampPercent(99)).toBe(60);
  });

  it('offers waiting times 0 to 180 in steps of 15, defaulting to 60 for anything else', () => {
    expect(waitingMinutesOptions()).toEqual([0, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180]);
    expect(validWaitingMinutes(45)).toBe(45);
    expect(validWaitingMinutes(0)).toBe(0);
    expect(validWaitingMinutes(50)).toBe(60);
    expect(validWaitingMinutes(195)).toBe(60);
    expect(validWaitingMinutes(undefined)).toBe(60);
  });
});

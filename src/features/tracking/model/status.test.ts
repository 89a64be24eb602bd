import { describe, expect, it } from 'vitest';
import {
  canTrack,
  etaLabel,
  isTripOver,
  statusNotice,
  tripCountdown,
  tripStage,
  shownMiles,
  worthFollowing,
} from './status';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { say, type TrackingWords } from './messages';

const english = sourceTranslator().t;
const said = (words: TrackingWords | null) => (words ? say(words, english) : null);

describe('trip status words (4.3: matched case-insensitively, not enumerated)', () => {
  it('reads the stages the reference API walks through, whatever the case', () => {
    expect(['Upcoming', 'Allocated', 'STARTED', 'Arrived', 'pob', 'Finished', 'Cancelled'].map(tripStage)).toEqual([
      'booked',
      'allocated',
      'onTheWay',
      'arrived',
      'onBoard',
      'finished',
      'cancelled',
    ]);
    expect(tripStage('Passenger on board')).toBe('onBoard');
    expect(tripStage('Completed')).toBe('finished');
  });

  it('shows Track when the status contains started, arrived, finish or pob (4.3)', () => {
    expect(['Started', 'arrived', 'Finished', 'POB'].every(canTrack)).toBe(true);
    expect(['Upcoming', 'Allocated', 'Cancelled', ''].some(canTrack)).toBe(false);
  });

  it('knows a finished or cancelled trip is over', () => {
    expect(isTripOver('Finished')).toBe(true);
    expect(isTripOver('cancelled by customer')).toBe(true);
    expect(isTripOver('POB')).toBe(false);
  });

  it('counts down to the pick-up, then to the drop-off once on board', () => {
    expect(english(etaLabel('Started'))).toBe('Driver arrives in');
    expect(english(etaLabel('POB'))).toBe('Arrival at drop-off');
  });

  it('words a status change once, naming the driver', () => {
    expect(said(statusNotice('Upcoming', 'Started', 'James Carter'))).toBe('James Carter is on the way.');
    expect(said(statusNotice('Upcoming', 'Started'))).toBe('Your driver is on the way.');
    expect(statusNotice('Started', 'started', 'James Carter')).toBeNull();
    expect(said(statusNotice('Arrived', 'POB'))).toBe('You are on board. Enjoy your journey.');
    expect(said(statusNotice('POB', 'Finished'))).toBe('Your journey has finished. Thank you for travelling with us.');
    expect(said(statusNotice('POB', 'Delayed'))).toBe('Your booking is now: Delayed');
    expect(statusNotice('x', '')).toBeNull();
  });

  it('formats minutes and miles', () => {
    const minutes = (count: number) => english('tracking.countdown.minutes', { count });
    const miles = (distance: number) => english('tracking.countdown.miles', { count: shownMiles(distance) });
    expect(minutes(1)).toBe('1 min');
    expect(minutes(7)).toBe('7 mins');
    expect(miles(2.41)).toBe('2.4 miles');
    expect(miles(1)).toBe('1 mile');
    expect(miles(12.6)).toBe('13 miles');
    expect(shownMiles(-1)).toBeUndefined();
    expect(shownMiles(undefined)).toBeUndefined();
  });
});

describe('which single booking a page follows live', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('follows a trip under way and a booking whose pick-up is near, not a far, finished or cancelled one', () => {
    expect(worthFollowing('Started', '2026-11-20T09:00:00Z', now)).toBe(true);
    expect(worthFollowing('Upcoming', '2026-11-23T13:30:00Z', now)).toBe(true);
    expect(worthFollowing('Upcoming', '2026-11-23T11:00:00Z', now)).toBe(true);
    expect(worthFollowing('Upcoming', '2026-11-25T13:30:00Z', now)).toBe(false);
    expect(worthFollowing('Upcoming', 'not a time', now)).toBe(false);
    expect(worthFollowing('Finished', '2026-11-23T12:10:00Z', now)).toBe(false);
    expect(worthFollowing('Cancelled', '2026-11-23T12:10:00Z', now)).toBe(false);
  });
});

describe('the countdown rule (issue 28)', () => {
  it('counts towards the pick-up, then the drop-off, and never once the driver has arrived', () => {
    expect(tripCountdown({ status: 'Started', etaMinutes: 28, distance: 6.9 })).toEqual({
      label: 'tracking.countdown.toPickup',
      etaMinutes: 28,
      distance: 6.9,
    });
    expect(tripCountdown({ status: 'POB', etaMinutes: 25 })?.label).toBe('tracking.countdown.toDropoff');
    expect(tripCountdown({ status: 'Arrived', etaMinutes: 28, distance: 6.9 })).toBeNull();
    expect(tripCountdown({ status: 'Upcoming', etaMinutes: 28 })).toBeNull();
    expect(tripCountdown({ status: 'Finished', etaMinutes: 0 })).toBeNull();
    expect(tripCountdown({ status: 'Started' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { countdown, describeCountdown } from './countdown';

const { t } = sourceTranslator();

describe('next-trip countdown', () => {
  const now = Date.UTC(2026, 10, 22, 8, 0, 0);
  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = countdown(now + ((2 * 24 + 3) * 60 + 4) * 60_000 + 5_000, now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, due: false });
    expect(describeCountdown(left, t)).toBe('2 days 3 hours 4 minutes');
  });
  it('shows seconds in the last hour and says when the trip is due', () => {
    expect(describeCountdown(countdown(now + 61_000, now), t)).toBe('1 minute 1 second');
    expect(describeCountdown(countdown(now - 5_000, now), t)).toBe('Due now');
  });
});

import { describe, expect, it } from 'vitest';
import { quoteWarningsFor } from './quoteWarnings';

describe('the quotation’s warnings beside their fields', () => {
  const quotation = {
    warnings: [
      { code: 'duplicate', message: 'You already have booking 812 for this journey at about this time.' },
      { code: 'flight-airport', message: 'Flight BA1 lands at London Gatwick Airport, but ...' },
      { code: 'flight-landing', message: 'The pick-up time is before flight BA1 lands (14:05).' },
      { code: 'unknown', message: 'Something new' },
    ],
  };
  it('puts the same-time and landing checks under the pick-up time, the flight’s under the flight', () => {
    expect(quoteWarningsFor(quotation, 'time')).toEqual([
      'You already have booking 812 for this journey at about this time.',
      'The pick-up time is before flight BA1 lands (14:05).',
    ]);
    expect(quoteWarningsFor(quotation, 'flight')).toEqual(['Flight BA1 lands at London Gatwick Airport, but ...']);
    expect(quoteWarningsFor(null, 'time')).toEqual([]);
    const back = {
      code: 'flight-landing',
      message: 'The pick-up time is before flight BA2 lands.',
      leg: 'return' as const,
    };
    expect(quoteWarningsFor({ warnings: [back] }, 'returnFlight')).toEqual([back.message]);
    expect(quoteWarningsFor({ warnings: [back] }, 'time')).toEqual([]);
    expect(quoteWarningsFor({}, 'time')).toEqual([]);
  });
});

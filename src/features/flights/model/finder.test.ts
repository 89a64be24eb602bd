import { sourceTranslator } from '@/i18n/sourceTranslator';
import { groupResults, noFlightsMessage, NO_FLIGHTS_ADVICE } from './finder';

const { t } = sourceTranslator();

describe('a flight search that finds nothing (issue 28)', () => {
  it('says what was searched, with the departure airport only when one was given', () => {
    expect(
      noFlightsMessage(
        {
          airline: 'British Airways (BA)',
          landingAt: 'London Heathrow Airport',
          from: 'LaGuardia Airport',
          around: 'Fri 27 Nov, 06:00',
        },
        t,
      ),
    ).toBe(
      'No British Airways (BA) flights from LaGuardia Airport landing at London Heathrow Airport around Fri 27 Nov, 06:00.',
    );
    expect(
      noFlightsMessage({ airline: 'easyJet (U2)', landingAt: 'Gatwick Airport', around: 'Sat 28 Nov, 12:00' }, t),
    ).toBe('No easyJet (U2) flights landing at Gatwick Airport around Sat 28 Nov, 12:00.');
    expect(t(NO_FLIGHTS_ADVICE)).toMatch(/flight number below/);
    expect(groupResults([])).toEqual([]);
  });
});

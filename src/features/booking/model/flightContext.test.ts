import { flightSummary, pickupAfterLanding } from './flightContext';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const t = sourceTranslator().t;

const zone = 'Europe/London';
const now = Date.parse('2026-07-03T08:00:00Z');
const flight = { landingTime: '2026-07-03T13:25:00Z', landingTimeWait: 45, isFlightDetail: false };

describe('the pick-up a flight sets (issue 12)', () => {
  it('is the landing plus the waiting time, in the operator zone', () => {
    expect(pickupAfterLanding(flight, zone, now)).toBe('2026-07-03T15:10:00+01:00');
    expect(pickupAfterLanding({ ...flight, landingTimeWait: 0 }, zone, now)).toBe('2026-07-03T14:25:00+01:00');
    // A 360-variant arrival typed with its own offset lands at the same moment.
    expect(pickupAfterLanding({ ...flight, landingTime: '2026-07-03T14:25:00+01:00' }, zone, now)).toBe(
      '2026-07-03T15:10:00+01:00',
    );
  });

  it('sets nothing without a landing time, for declined details, or once that moment has passed', () => {
    expect(pickupAfterLanding({ ...flight, landingTime: '' }, zone, now)).toBeNull();
    expect(pickupAfterLanding({ ...flight, isFlightDetail: true }, zone, now)).toBeNull();
    expect(pickupAfterLanding({ ...flight, landingTime: 'soon' }, zone, now)).toBeNull();
    expect(pickupAfterLanding(flight, zone, Date.parse('2026-07-03T14:10:00Z'))).toBeNull();
    expect(pickupAfterLanding(flight, zone, Date.parse('2026-07-03T14:09:00Z'))).not.toBeNull();
  });
});

describe("a flight in the details' summary", () => {
  const booked = { number: 'BA117', airportCode: 'JFK', airportText: 'New York JFK', arrivingFromTime: '' };
  it('names the flight, and once the landing is known, the landing and the pick-up it sets', () => {
    expect(flightSummary(null, zone, t)).toBe('Flight details are needed for an airport pick-up.');
    expect(flightSummary({ ...booked, ...flight, isFlightDetail: true }, zone, t)).toBe('No flight details available.');
    expect(flightSummary({ ...booked, ...flight, landingTime: '' }, zone, t)).toBe('BA117 from New York JFK');
    expect(flightSummary({ ...booked, ...flight }, zone, t)).toBe(
      'BA117 from New York JFK. Lands Fri 3 Jul 2026, 14:25; pick-up Fri 3 Jul 2026, 15:10 (45 minutes after landing).',
    );
  });
});

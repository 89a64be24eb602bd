import { emptyDraft } from './draft';
import { seededDraft } from './seed';
import { heathrow, kingsCross, towerBridge } from './testFixtures';

describe('a booking seeded from bookingparams or the URL (7.9)', () => {
  it('starts at the journey with the given stops, time, vehicle and passengers', () => {
    const draft = seededDraft({
      pickUp: heathrow,
      dropOff: kingsCross,
      via: [towerBridge],
      time: { mode: 'later', time: '2026-07-01T12:00:00+01:00' },
      vehicleId: 2,
      passengers: 3,
    });
    expect(draft).toMatchObject({
      step: 'journey',
      pickUp: heathrow,
      dropOff: kingsCross,
      via: [towerBridge],
      time: { pickUpType: 'later', time: '2026-07-01T12:00:00+01:00' },
      vehicleId: 2,
      extras: { Passengers: '3' },
    });
  });

  it('is the empty booking for an empty seed, and ignores a passenger count below one', () => {
    expect(seededDraft({})).toEqual(emptyDraft());
    expect(seededDraft({ passengers: 0 }).extras.Passengers).toBe(emptyDraft().extras.Passengers);
    expect(seededDraft({ time: { mode: 'asap', time: null } }).time.pickUpType).toBe('now');
  });
});

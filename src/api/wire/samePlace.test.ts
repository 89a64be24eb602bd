import { isSamePlace, samePlaceRefusal, SAME_PICKUP_AND_DROPOFF, VIA_SAME_AS_END } from './samePlace';

const kingsCross = { text: "King's Cross Station, London", postcode: 'N1 9AL', lat: 51.5308, lng: -0.1238 };
const heathrow = { text: 'Heathrow Airport Terminal 5', postcode: 'TW6 2GA', lat: 51.4723, lng: -0.488 };
const trafalgar = { text: 'Trafalgar Square, London', postcode: 'WC2N 5DN', lat: 51.508, lng: -0.1281 };

describe('the same-place rule (spec 5.2)', () => {
  it('matches text and postcode ignoring case and spaces, or the same known spot', () => {
    expect(isSamePlace(kingsCross, { ...kingsCross, text: " king's cross station, london ", postcode: 'n19al' })).toBe(
      true,
    );
    expect(isSamePlace(kingsCross, { ...kingsCross, text: 'Elsewhere', postcode: '' })).toBe(true);
    expect(isSamePlace(kingsCross, { ...heathrow, text: kingsCross.text, postcode: kingsCross.postcode })).toBe(true);
    expect(isSamePlace(kingsCross, heathrow)).toBe(false);
  });

  it('does not call two unnamed places at 0,0 the same, nor two blank texts', () => {
    const blank = { text: '', postcode: '', lat: 0, lng: 0 };
    expect(isSamePlace(blank, { ...blank })).toBe(false);
    expect(isSamePlace({ ...blank, lat: 51.5, lng: -0.1 }, { ...blank, lat: 51.6, lng: -0.1 })).toBe(false);
  });

  it('refuses a journey whose ends are one place, or whose via stop is one of its ends', () => {
    expect(samePlaceRefusal(kingsCross, heathrow, [trafalgar])).toBeNull();
    expect(samePlaceRefusal(kingsCross, { ...kingsCross, text: 'Pinned on the map' }, [])).toBe(
      SAME_PICKUP_AND_DROPOFF,
    );
    expect(samePlaceRefusal(kingsCross, heathrow, [trafalgar, heathrow])).toBe(VIA_SAME_AS_END);
    expect(samePlaceRefusal(kingsCross, heathrow, [kingsCross])).toBe(VIA_SAME_AS_END);
  });
});

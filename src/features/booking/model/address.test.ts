import { checkAddressChoice, isSameAddress, journeyLine, stopName } from './address';
import { address, heathrow, kingsCross, towerBridge } from './testFixtures';

describe('address selection (5.2)', () => {
  it('refuses an address without a postcode with "Try a more specific address."', () => {
    const vague = address('London', '', 51.5, -0.12);
    expect(checkAddressChoice(vague, { kind: 'pickUp' }, { pickUp: null, dropOff: null })).toEqual({
      ok: false,
      message: 'Try a more specific address.',
      clear: false,
    });
  });

  it('refuses the same address for pick-up and drop-off with a message that says so, and clears the input', () => {
    const refused = {
      ok: false,
      message: 'The pick-up and drop-off cannot be the same address. Choose a different one.',
      clear: true,
    };
    expect(checkAddressChoice(kingsCross, { kind: 'dropOff' }, { pickUp: kingsCross, dropOff: null })).toEqual(refused);
    expect(checkAddressChoice(heathrow, { kind: 'pickUp' }, { pickUp: null, dropOff: heathrow })).toEqual(refused);
  });

  it('refuses a via stop equal to the pick-up or the drop-off', () => {
    const stops = { pickUp: kingsCross, dropOff: heathrow };
    expect(checkAddressChoice(kingsCross, { kind: 'via', index: 0 }, stops)).toEqual({
      ok: false,
      message: 'A via stop cannot be the same address as the pick-up or drop-off. Choose a different one.',
      clear: true,
    });
    expect(checkAddressChoice(heathrow, { kind: 'via', index: 0 }, stops).ok).toBe(false);
    expect(checkAddressChoice(towerBridge, { kind: 'via', index: 0 }, stops)).toEqual({ ok: true });
  });

  it('compares addresses by text and postcode, ignoring case and spaces, or by position', () => {
    expect(isSameAddress(kingsCross, { ...kingsCross, postcode: 'n1c4ah' })).toBe(true);
    expect(isSameAddress(kingsCross, { ...kingsCross, fullAddress: 'Elsewhere', name: 'Elsewhere' })).toBe(true);
    expect(isSameAddress(kingsCross, towerBridge)).toBe(false);
    expect(isSameAddress(kingsCross, null)).toBe(false);
  });
});

describe('the journey on one line', () => {
  it("names each end by its place's name when the search sent no Title, as the reference API's does", () => {
    expect(journeyLine({ pickUp: kingsCross, dropOff: towerBridge })).toBe("King's Cross Station to Tower Bridge");
  });

  it('prefers a Title the operator API sent, and falls back to the address line for a place without a name', () => {
    expect(stopName({ ...heathrow, title: 'Heathrow T5' })).toBe('Heathrow T5');
    expect(stopName({ ...towerBridge, name: '', title: '' })).toBe('Tower Bridge, London SE1 2UP');
  });

  it('leaves out an end not chosen yet rather than showing a bare "to"', () => {
    expect(journeyLine({ pickUp: kingsCross, dropOff: null })).toBe("King's Cross Station");
    expect(journeyLine({ pickUp: null, dropOff: null })).toBe('');
  });
});

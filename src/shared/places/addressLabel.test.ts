import { kingsCross } from '../testing';
import { addressLabel } from './addressLabel';

describe('addressLabel', () => {
  it('shows the full address in the input, or the name and postcode without one', () => {
    expect(addressLabel(kingsCross)).toBe("King's Cross Station, London N1C 4AH");
    expect(addressLabel({ ...kingsCross, fullAddress: '' })).toBe(
      "King's Cross Station, King's Cross Station, N1C 4AH",
    );
    expect(addressLabel(null)).toBe('');
  });
});

import { toBoolean, toLatLng, toNumber, toPath, toSetting, toText } from './coerce';

describe('coerce', () => {
  it('reads numbers from numbers and numeric strings only', () => {
    expect(toNumber('12.50')).toBe(12.5);
    expect(toNumber(' 7 ')).toBe(7);
    expect(toNumber('')).toBe(0);
    expect(toNumber('£12', 3)).toBe(3);
    expect(toNumber(Number.NaN, 1)).toBe(1);
    expect(toNumber(null, 2)).toBe(2);
  });

  it('reads booleans from the usual spellings', () => {
    expect([true, 'true', 'True', '1', 1, 'yes'].map((value) => toBoolean(value))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([false, 'false', '0', 0, 'no', ''].map((value) => toBoolean(value, true))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(toBoolean('maybe', true)).toBe(true);
    expect(toBoolean(undefined)).toBe(false);
  });

  it('reads text and settings', () => {
    expect(toText(42)).toBe('42');
    expect(toText({})).toBe('');
    expect(toSetting('  ', 'GBP')).toBe('GBP');
    expect(toSetting(' EUR ', 'GBP')).toBe('EUR');
  });

  it('reads points in the shapes servers use and drops broken ones', () => {
    expect(toLatLng({ latitude: '51.5', longitude: -0.1 })).toEqual({ lat: 51.5, lng: -0.1 });
    expect(toLatLng([51.5, -0.1])).toEqual({ lat: 51.5, lng: -0.1 });
    expect(toLatLng({ lat: 51.5 })).toBeUndefined();
    expect(toPath([{ lat: 1, lng: 2 }, 'x', { lat: 3, lng: 4 }])).toEqual([
      { lat: 1, lng: 2 },
      { lat: 3, lng: 4 },
    ]);
    expect(toPath('not a path')).toEqual([]);
  });
});

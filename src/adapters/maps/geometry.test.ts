import {
  boundsOf,
  placeInBox,
  clampPadding,
  easeInOutCubic,
  interpolateLatLng,
  isSinglePoint,
  isValidLatLng,
  toLngLatPair,
} from './geometry';

describe('boundsOf', () => {
  it('returns undefined for no points', () => {
    expect(boundsOf([])).toBeUndefined();
  });

  it('spans every valid point and skips invalid ones', () => {
    const bounds = boundsOf([
      { lat: 51.53, lng: -0.12 },
      { lat: Number.NaN, lng: 0 },
      { lat: 51.47, lng: -0.45 },
      { lat: 200, lng: 0 },
    ]);
    expect(bounds).toEqual({ south: 51.47, west: -0.45, north: 51.53, east: -0.12 });
  });

  it('recognises a single point', () => {
    const bounds = boundsOf([
      { lat: 1, lng: 2 },
      { lat: 1, lng: 2 },
    ]);
    expect(bounds && isSinglePoint(bounds)).toBe(true);
  });
});

describe('isValidLatLng', () => {
  it('rejects out-of-range and non-finite values', () => {
    expect(isValidLatLng({ lat: 51.5, lng: -0.1 })).toBe(true);
    expect(isValidLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });
});

describe('interpolateLatLng', () => {
  const from = { lat: 0, lng: 0 };
  const to = { lat: 10, lng: -20 };
  it('goes from start to end and clamps progress', () => {
    expect(interpolateLatLng(from, to, 0)).toEqual(from);
    expect(interpolateLatLng(from, to, 0.5)).toEqual({ lat: 5, lng: -10 });
    expect(interpolateLatLng(from, to, 2)).toEqual(to);
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and is symmetric', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1);
  });
});

describe('clampPadding', () => {
  it('keeps padding within a quarter of the smaller side', () => {
    expect(clampPadding(40, 800, 600)).toBe(40);
    expect(clampPadding(40, 100, 120)).toBe(25);
    expect(clampPadding(40, 0, 0)).toBe(0);
    expect(clampPadding(-5, 800, 600)).toBe(0);
  });
});

it('flips to GeoJSON order', () => {
  expect(toLngLatPair({ lat: 51.5, lng: -0.1 })).toEqual([-0.1, 51.5]);
});

describe('placeInBox', () => {
  it("puts the journey's ends at the box's margins, west left and north up", () => {
    const kingsCross = { lat: 51.53, lng: -0.12 };
    const heathrow = { lat: 51.47, lng: -0.45 };
    expect(placeInBox([kingsCross, heathrow], 0.1)).toEqual([
      { x: 0.9, y: 0.1 },
      { x: 0.1, y: 0.9 },
    ]);
  });

  it('centres a single point, and a line with no height sits at mid height', () => {
    expect(placeInBox([{ lat: 51.5, lng: -0.1 }])).toEqual([{ x: 0.5, y: 0.5 }]);
    expect(
      placeInBox(
        [
          { lat: 51.5, lng: -0.2 },
          { lat: 51.5, lng: 0 },
        ],
        0.2,
      ).map((p) => p.y),
    ).toEqual([0.5, 0.5]);
    expect(placeInBox([])).toEqual([]);
  });
});

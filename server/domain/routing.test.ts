import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drivingMinutes, greatCircleKm, legPath, planRoute, PATH_STEP_KM, type LatLng } from './routing';

const kingsCross = { lat: 51.530804, lng: -0.123297 };
const heathrowT5 = { lat: 51.4722, lng: -0.4877 };
const gatwickSouth = { lat: 51.1562, lng: -0.1611 };
const canaryWharf = { lat: 51.5054, lng: -0.0235 };

describe('greatCircleKm', () => {
  it("measures a known distance (King's Cross to Heathrow T5 is about 26 km as the crow flies)", () => {
    expect(greatCircleKm(kingsCross, heathrowT5)).toBeGreaterThan(25);
    expect(greatCircleKm(kingsCross, heathrowT5)).toBeLessThan(27);
  });
  it('is zero for the same point', () => {
    expect(greatCircleKm(kingsCross, kingsCross)).toBe(0);
  });
});

describe('drivingMinutes', () => {
  it('drives the first 10 km at urban speed', () => {
    expect(drivingMinutes(5)).toBeCloseTo(12, 5);
    expect(drivingMinutes(10)).toBeCloseTo(24, 5);
  });
  it('drives the next 20 km at suburban speed and the rest at motorway speed', () => {
    expect(drivingMinutes(30)).toBeCloseTo(48, 5);
    expect(drivingMinutes(110)).toBeCloseTo(108, 5);
  });
  it('never gets faster per km as a leg grows', () => {
    for (let km = 1; km < 200; km += 7) expect(drivingMinutes(km + 1)).toBeGreaterThan(drivingMinutes(km));
  });
});

describe('legPath', () => {
  it('starts and ends at the leg ends with no step longer than the path step', () => {
    const path = legPath(kingsCross, heathrowT5);
    expect(path[0]).toEqual(kingsCross);
    expect(path.at(-1)).toEqual(heathrowT5);
    for (let i = 1; i < path.length; i++) {
      expect(greatCircleKm(path[i - 1], path[i])).toBeLessThanOrEqual(PATH_STEP_KM + 0.001);
    }
  });
  it('bends like a road: longer than the straight line but not absurdly so', () => {
    const path = legPath(kingsCross, gatwickSouth);
    let length = 0;
    for (let i = 1; i < path.length; i++) length += greatCircleKm(path[i - 1], path[i]);
    const straight = greatCircleKm(kingsCross, gatwickSouth);
    expect(length).toBeGreaterThanOrEqual(straight);
    expect(length).toBeLessThan(straight * 1.5);
  });
});

describe('planRoute', () => {
  it("gives Heathrow to King's Cross a plausible distance and time", () => {
    const route = planRoute([heathrowT5, kingsCross]);
    expect(route.distance).toBeGreaterThan(18);
    expect(route.distance).toBeLessThan(25);
    expect(route.traveltime).toBeGreaterThanOrEqual(40);
    expect(route.traveltime).toBeLessThanOrEqual(70);
    expect(Number.isInteger(route.traveltime)).toBe(true);
    expect(Math.round(route.distance * 100)).toBe(route.distance * 100);
  });
  it('adds the legs of a via stop and passes through it', () => {
    const direct = planRoute([heathrowT5, canaryWharf]);
    const viaKingsCross = planRoute([heathrowT5, kingsCross, canaryWharf]);
    expect(viaKingsCross.distance).toBeGreaterThan(direct.distance);
    expect(viaKingsCross.routepath).toContainEqual(kingsCross);
    expect(viaKingsCross.routepath[0]).toEqual(heathrowT5);
    expect(viaKingsCross.routepath.at(-1)).toEqual(canaryWharf);
  });
  it('answers zero for two identical points', () => {
    expect(planRoute([kingsCross, kingsCross])).toMatchObject({ distance: 0, traveltime: 0 });
  });
  it('refuses fewer than two points', () => {
    expect(() => planRoute([kingsCross])).toThrow(RangeError);
  });
});

describe('planRoute remembers recent routes', () => {
  const kingsCross = { lat: 51.5309, lng: -0.1233 };
  const heathrow = { lat: 51.4723, lng: -0.4889 };
  const gatwick = { lat: 51.1618, lng: -0.1768 };

  it('answers the same journey with the same route and never another journey with it', () => {
    const first = planRoute([kingsCross, heathrow]);
    expect(planRoute([{ ...kingsCross }, { ...heathrow }])).toBe(first);
    const other = planRoute([kingsCross, gatwick]);
    expect(other).not.toBe(first);
    expect(other.routepath.at(-1)).toEqual(gatwick);
    const back = planRoute([heathrow, kingsCross]);
    expect(back.routepath[0]).toEqual(heathrow);
    expect(planRoute([kingsCross, gatwick, heathrow]).distance).toBeGreaterThan(other.distance);
  });

  it('hands out a route no caller can change for the next one', () => {
    const route = planRoute([kingsCross, heathrow]);
    expect(() => route.routepath.push({ lat: 0, lng: 0 })).toThrow(TypeError);
    expect(() => Object.assign(route.routepath[0], { lat: 0 })).toThrow(TypeError);
    expect(planRoute([kingsCross, heathrow]).routepath[0]).toEqual(kingsCross);
  });
});

describe('planRoute follows the main roads in the demo region', () => {
  const kingsCross = { lat: 51.530804, lng: -0.123297 };
  const heathrowT5 = { lat: 51.4722, lng: -0.4877 };
  const manchester = { lat: 53.4794, lng: -2.2453 };
  const leeds = { lat: 53.7997, lng: -1.5492 };
  const near = (path: LatLng[], junction: LatLng) => path.some((point) => greatCircleKm(point, junction) < 0.05);

  it("drives King's Cross to Heathrow along the Euston Road, through Chiswick and down the M4", () => {
    const { routepath } = planRoute([kingsCross, heathrowT5]);
    expect(near(routepath, { lat: 51.5246, lng: -0.1384 })).toBe(true); // Euston Road at Warren Street
    expect(near(routepath, { lat: 51.49, lng: -0.275 })).toBe(true); // Chiswick roundabout
    expect(near(routepath, { lat: 51.488, lng: -0.438 })).toBe(true); // M4 junction 4
    expect(near(routepath, { lat: 51.471, lng: -0.454 })).toBe(true); // Heathrow central
  });

  it('measures the distance along the path it draws', () => {
    const route = planRoute([kingsCross, heathrowT5]);
    let km = 0;
    for (let i = 1; i < route.routepath.length; i++) km += greatCircleKm(route.routepath[i - 1], route.routepath[i]);
    expect(route.distance).toBeCloseTo(km / 1.609344, 1);
  });

  it('estimates from straight-line geometry outside the region', () => {
    const route = planRoute([manchester, leeds]);
    expect(route.routepath[0]).toEqual(manchester);
    expect(route.distance).toBeCloseTo((greatCircleKm(manchester, leeds) * 1.3) / 1.609344, 1);
  });
});

describe('planRoute over the road network, for any two places in and around London', () => {
  const place = fc.record({
    lat: fc.double({ min: 51.2, max: 51.8, noNaN: true }),
    lng: fc.double({ min: -0.6, max: 0.3, noNaN: true }),
  });

  it('starts and ends at the places, is never shorter than the crow flies, and takes time in proportion', () => {
    fc.assert(
      fc.property(place, place, (a, b) => {
        const route = planRoute([a, b]);
        const crowMiles = greatCircleKm(a, b) / 1.609344;
        expect(greatCircleKm(route.routepath[0], a)).toBeLessThan(0.001);
        expect(greatCircleKm(route.routepath.at(-1)!, b)).toBeLessThan(0.001);
        expect(route.distance).toBeGreaterThanOrEqual(crowMiles - 0.01);
        // Never faster than the motorway limit on average, never slower than walking pace.
        if (route.distance > 1) {
          expect(route.distance / (route.traveltime / 60)).toBeLessThan(70);
          expect(route.distance / (route.traveltime / 60)).toBeGreaterThan(3);
        }
      }),
      { numRuns: 300 },
    );
  });
});

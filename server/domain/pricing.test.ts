import { describe, expect, it } from 'vitest';
import {
  checkServiceArea,
  convertFares,
  currencyRate,
  fareMatrix,
  isAirport,
  journeyFares,
  leadTimeMinutes,
  legFare,
  waitingMinutes,
  type Leg,
  type Tariff,
  type VehicleRate,
} from './pricing';

const saloon: VehicleRate = { vehtypeid: 1, basefare: 3, permile: 2, perminute: 0.5, minimumfare: 20 };
const executive: VehicleRate = { vehtypeid: 2, basefare: 5, permile: 3, perminute: 0.5, minimumfare: 40 };
const tariff: Tariff = {
  vehicles: [saloon, executive],
  viastopcharge: 5,
  airportpickupcharge: 7.5,
  airportdropoffcharge: 3.5,
  waitandreturn: { waitingrateperminute: 0.3, defaultwaitminutes: 60, maxwaitminutes: 180 },
  tiers: [
    { name: 'Economy', multiplier: 0.9 },
    { name: 'Standard', multiplier: 1 },
    { name: 'Premium', multiplier: 1.25 },
  ],
  servicearea: { lat: 51.5, lng: -0.1, radiusmiles: 50 },
};
const standard = tariff.tiers[1];
const leg = (change: Partial<Leg> = {}): Leg => ({
  distance: 10,
  traveltime: 30,
  viastops: 0,
  fromAirport: false,
  toAirport: false,
  ...change,
});

describe('legFare', () => {
  it('charges the base fare, per mile and per minute', () => {
    expect(legFare(tariff, saloon, leg())).toBe(3 + 20 + 15);
  });

  it('never charges less than the minimum fare', () => {
    expect(legFare(tariff, saloon, leg({ distance: 1, traveltime: 4 }))).toBe(20);
    expect(legFare(tariff, executive, leg({ distance: 1, traveltime: 4 }))).toBe(40);
  });

  it('adds a charge per via stop and the airport pick-up and drop-off charges', () => {
    expect(legFare(tariff, saloon, leg({ viastops: 2 }))).toBe(38 + 10);
    expect(legFare(tariff, saloon, leg({ fromAirport: true }))).toBe(38 + 7.5);
    expect(legFare(tariff, saloon, leg({ toAirport: true }))).toBe(38 + 3.5);
    expect(legFare(tariff, saloon, leg({ fromAirport: true, toAirport: true, viastops: 1 }))).toBe(38 + 7.5 + 3.5 + 5);
  });

  it('rounds to pence', () => {
    expect(legFare(tariff, saloon, leg({ distance: 10.333 }))).toBe(38.67);
  });
});

describe('journeyFares', () => {
  it('prices a single journey with no return', () => {
    expect(journeyFares(tariff, saloon, standard, { onward: leg() })).toEqual({
      fare: 38,
      returnfare: 0,
      totalfare: 38,
    });
  });

  it('prices the return leg on its own route, with its own airport charges', () => {
    const fares = journeyFares(tariff, saloon, standard, {
      onward: leg({ fromAirport: true }),
      back: leg({ distance: 12, traveltime: 40, toAirport: true }),
    });
    expect(fares).toEqual({ fare: 45.5, returnfare: 3 + 24 + 20 + 3.5, totalfare: 45.5 + 50.5 });
  });

  it('adds the waiting rate to a wait-and-return', () => {
    const fares = journeyFares(tariff, saloon, standard, { onward: leg(), back: leg(), waitMinutes: 60 });
    expect(fares.returnfare).toBe(38 + 18);
    expect(fares.totalfare).toBe(38 + 56);
  });

  it('scales each leg by the tier: Economy cheaper, Premium dearer', () => {
    const legs = { onward: leg(), back: leg({ distance: 20 }) };
    const [economy, std, premium] = tariff.tiers.map((tier) => journeyFares(tariff, saloon, tier, legs));
    expect(std).toEqual({ fare: 38, returnfare: 58, totalfare: 96 });
    expect(economy).toEqual({ fare: 34.2, returnfare: 52.2, totalfare: 86.4 });
    expect(premium).toEqual({ fare: 47.5, returnfare: 72.5, totalfare: 120 });
  });

  it('gives every vehicle every tier', () => {
    const matrix = fareMatrix(tariff, { onward: leg() });
    expect(matrix).toHaveLength(2);
    expect(matrix.map((tiers) => tiers.map((f) => f.fare))).toEqual([
      [34.2, 38, 47.5],
      [45, 50, 62.5],
    ]);
  });
});

describe('waitingMinutes', () => {
  it('uses the default without a return time and keeps within 0 and the maximum', () => {
    expect(waitingMinutes(tariff, undefined)).toBe(60);
    expect(waitingMinutes(tariff, 45.2)).toBe(46);
    expect(waitingMinutes(tariff, -30)).toBe(0);
    expect(waitingMinutes(tariff, 600)).toBe(180);
  });
});

describe('currency', () => {
  const rates = { EUR: 1.17, USD: 1.27 };
  it('finds a rate whatever the case; GBP is 1; an unknown currency has none', () => {
    expect(currencyRate(rates, 'eur')).toBe(1.17);
    expect(currencyRate(rates, 'GBP')).toBe(1);
    expect(currencyRate(rates, 'XYZ')).toBeUndefined();
  });

  it('converts each part and adds the converted parts, so the total always adds up', () => {
    expect(convertFares({ fare: 10.01, returnfare: 10.01, totalfare: 20.02 }, 1.17)).toEqual({
      fare: 11.71,
      returnfare: 11.71,
      totalfare: 23.42,
    });
  });
});

describe('checkServiceArea', () => {
  const london = { lat: 51.5, lng: -0.12 };
  const manchester = { lat: 53.48, lng: -2.24 };
  it('accepts points inside the radius', () => {
    expect(checkServiceArea(tariff.servicearea, london, [london])).toEqual({ inside: true });
  });
  it('answers 3 for a pick-up outside and 6 for a via stop or drop-off outside', () => {
    expect(checkServiceArea(tariff.servicearea, manchester, [london])).toEqual({ inside: false, code: 3 });
    expect(checkServiceArea(tariff.servicearea, london, [manchester])).toEqual({ inside: false, code: 6 });
    expect(checkServiceArea(tariff.servicearea, london, [manchester, london])).toEqual({ inside: false, code: 6 });
  });
});

describe('leadTimeMinutes and isAirport', () => {
  it('raises the travel time to the minimum lead time', () => {
    expect(leadTimeMinutes(7, 60)).toBe(60);
    expect(leadTimeMinutes(75.2, 60)).toBe(76);
  });
  it('counts any category containing "air" as an airport', () => {
    expect(['Air', 'AIRPORT', 'airfield'].map(isAirport)).toEqual([true, true, true]);
    expect(['Hotel', '', undefined].map(isAirport)).toEqual([false, false, false]);
  });
});

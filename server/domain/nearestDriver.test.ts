import { describe, expect, it } from 'vitest';
import { simulateNearestDriver } from './nearestDriver';
import { greatCircleKm } from './routing';

describe('simulateNearestDriver', () => {
  const paddington = { lat: 51.516, lng: -0.1764 };

  it('places a driver 0.5 to 3 km from the customer', () => {
    const driver = simulateNearestDriver(paddington);
    const km = greatCircleKm(driver.currentposition, paddington);
    expect(km).toBeGreaterThanOrEqual(0.49);
    expect(km).toBeLessThanOrEqual(3.01);
    expect(driver.traveltime).toBeGreaterThan(0);
    expect(driver.userlocation).toEqual(paddington);
  });

  it('gives the same driver for the same place and a different one elsewhere', () => {
    expect(simulateNearestDriver(paddington)).toEqual(simulateNearestDriver({ ...paddington }));
    const elsewhere = simulateNearestDriver({ lat: 51.4545, lng: -2.5879 });
    expect(elsewhere.currentposition).not.toEqual(simulateNearestDriver(paddington).currentposition);
  });
});

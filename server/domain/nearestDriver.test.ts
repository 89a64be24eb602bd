import { describe, expect, it } from 'vitest';
import { simulateNearestDriver } from './nearestDriver';
import { greatCircleKm, planRoute } from './routing';

describe('simulateNearestDriver', () => {
  const paddington = { lat: 51.516, lng: -0.1764 };

  it('places a driver 0.5 to 3 km from the customer', () => {
    const driver = simulateNearestDriver(paddington, planRoute);
    const km = greatCircleKm(driver.currentposition, paddington);
    expect(km).toBeGreaterThanOrEqual(0.49);
    expect(km).toBeLessThanOrEqual(3.01);
    expect(driver.traveltime).toBeGreaterThan(0);
    expect(driver.userlocation).toEqual(paddington);
  });

  it('gives the same driver for the same place and a different one elsewhere', () => {
    expect(simulateNearestDriver(paddington, planRoute)).toEqual(simulateNearestDriver({ ...paddington }, planRoute));
    const elsewhere = simulateNearestDriver({ lat: 51.4545, lng: -2.5879 }, planRoute);
    expect(elsewhere.currentposition).not.toEqual(simulateNearestDriver(paddington, planRoute).currentposition);
  });

  it("drives the route it is handed: its minutes and miles are the routing provider's", () => {
    const slowRoads = (points: { lat: number; lng: number }[]) => ({
      routepath: points,
      distance: 9.5,
      traveltime: 47,
    });
    const driver = simulateNearestDriver(paddington, slowRoads);
    expect(driver.traveltime).toBe(47);
    expect(driver.distance).toBe(9.5);
  });
});

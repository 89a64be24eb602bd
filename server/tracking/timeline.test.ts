import { describe, expect, it } from 'vitest';
import { planRoute } from '../domain/routing';
import { footprintAt, nextStatusDueAt, planTrip, simTime, statusAt, tripStateAt } from './timeline';

const KINGS_CROSS = { lat: 51.5308, lng: -0.1238 };
const HEATHROW = { lat: 51.4723, lng: -0.488 };
const DRIVER_START = { lat: 51.54, lng: -0.11 };
const T0 = Date.parse('2026-11-23T10:00:00Z');
const MINUTE = 60_000;

const plan = (asap: boolean, pickupAt: number) =>
  planTrip(
    {
      driverid: 1001,
      driverStart: DRIVER_START,
      stops: [KINGS_CROSS, HEATHROW],
      pickupAt,
      allocatedAt: T0,
      asap,
    },
    planRoute,
  );

describe('a simulated trip', () => {
  it('walks Allocated, Started, Arrived, POB, Finished in order, never backwards', () => {
    const trip = plan(true, T0 + 60 * MINUTE);
    const seen: string[] = [];
    for (let t = T0; t <= trip.finishAt + MINUTE; t += 15_000) {
      const { status } = tripStateAt(trip, t);
      if (seen.at(-1) !== status) seen.push(status);
    }
    expect(seen).toEqual(['Allocated', 'Started', 'Arrived', 'POB', 'Finished']);
  });

  it('sets off at once for ASAP, and in time to arrive early for a later pick-up', () => {
    expect(plan(true, T0 + 60 * MINUTE).startAt).toBe(T0 + 2 * MINUTE);
    const later = plan(false, T0 + 60 * MINUTE);
    expect(later.arriveAt).toBe(T0 + 58 * MINUTE);
    expect(later.pobAt).toBe(T0 + 60 * MINUTE);
  });

  it('drives at a plausible speed, with the ETA counting down and rounded up', () => {
    const trip = plan(true, T0);
    const minutes = (trip.finishAt - trip.pobAt) / MINUTE;
    const kmh = (trip.journeyMiles * 1.609344) / (minutes / 60);
    expect(kmh).toBeGreaterThan(15);
    expect(kmh).toBeLessThan(70);
    const early = tripStateAt(trip, trip.pobAt + 30_000);
    const late = tripStateAt(trip, trip.pobAt + 20 * MINUTE);
    expect(early.eta).toBe(Math.ceil(minutes - 0.5));
    expect(late.eta).toBeLessThan(early.eta);
    expect(late.distance).toBeLessThan(early.distance);
    expect(tripStateAt(trip, trip.finishAt).position).toEqual(HEATHROW);
  });

  it('leaves a footprint from where the driver set off to where the vehicle is', () => {
    const trip = plan(true, T0);
    expect(footprintAt(trip, T0)).toEqual([]);
    const midway = trip.pobAt + (trip.finishAt - trip.pobAt) / 2;
    const footprint = footprintAt(trip, midway);
    expect(footprint[0]).toEqual(trip.approach[0]);
    expect(footprint.at(-1)).toEqual(tripStateAt(trip, midway).position);
  });

  it('runs its clock at the chosen speed from its base', () => {
    expect(simTime({ realBase: T0, simBase: T0 + MINUTE, speed: 60 }, T0 + 1000)).toBe(T0 + 2 * MINUTE);
  });

  it("says when, in real time, the next status is due by the trip's clock, and nothing after the end", () => {
    const trip = plan(false, T0 + 60 * MINUTE);
    const clock = { realBase: T0, simBase: T0 + MINUTE, speed: 60 };
    for (const [status, next] of [
      ['Allocated', 'Started'],
      ['Started', 'Arrived'],
      ['Arrived', 'POB'],
      ['POB', 'Finished'],
    ]) {
      const dueAt = nextStatusDueAt(trip, clock, status)!;
      expect(statusAt(trip, simTime(clock, dueAt))).toBe(next);
      expect(statusAt(trip, simTime(clock, dueAt - 1))).toBe(status);
    }
    expect(nextStatusDueAt(trip, clock, 'Finished')).toBeNull();
    expect(nextStatusDueAt(trip, clock, 'Cancelled')).toBeNull();
  });
});

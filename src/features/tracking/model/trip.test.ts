import { describe, expect, it } from 'vitest';
import { etaRoundedUp, tripFromWire, withLocation, withStatus } from './trip';

const answer = {
  code: 1,
  jobid: 100231,
  status: 'Started',
  name: 'James Carter',
  drivernumber: 'D101',
  mobile: '+44 7700 900101',
  licence: 'PHD 214731',
  photo: 'data:image/svg+xml;base64,AA==',
  vehiclemake: 'Toyota',
  vehiclemodel: 'Prius',
  vehicleregistration: 'LB19 XKD',
  vehiclecolour: 'silver',
  currentlat: 51.52811,
  currentlng: -0.13452,
  eta: 6.2,
  distance: 2.41,
  routecoordinates: [
    { lat: 51.53, lng: -0.14 },
    { lat: 'x', lng: 0 },
    { lat: 51.47, lng: -0.48 },
  ],
  pickup: { lat: 51.5308, lng: -0.1238 },
  dropoff: { lat: 51.4723, lng: -0.488 },
};

describe('a tracked trip (3.12)', () => {
  it('rounds the ETA up (3.12) and hides a missing or negative one', () => {
    expect([6.2, 7, 0, 0.01].map(etaRoundedUp)).toEqual([7, 7, 0, 1]);
    expect(etaRoundedUp(undefined)).toBeUndefined();
    expect(etaRoundedUp(-3)).toBeUndefined();
  });

  it('reads the driver, the vehicle and the route from trackvehicle, dropping bad points', () => {
    const trip = tripFromWire(answer as never, 0);
    expect(trip).toMatchObject({
      jobPartId: 100231,
      status: 'Started',
      driver: { name: 'James Carter', number: 'D101', mobile: '+44 7700 900101' },
      vehicle: { make: 'Toyota', model: 'Prius', registration: 'LB19 XKD', colour: 'silver', licence: 'PHD 214731' },
      etaMinutes: 7,
      distance: 2.41,
      position: { lat: 51.52811, lng: -0.13452 },
    });
    expect(trip.route).toHaveLength(2);
  });

  it('has no driver or vehicle before allocation', () => {
    const trip = tripFromWire({ code: 1, jobid: 5, status: 'Upcoming' }, 5);
    expect(trip.driver).toBeUndefined();
    expect(trip.vehicle).toBeUndefined();
    expect(trip.position).toBeUndefined();
  });

  it('moves the vehicle and extends the driven path with each new position', () => {
    let trip = tripFromWire({ code: 1, jobid: 5, status: 'Started' }, 5);
    trip = withLocation(trip, { lat: 51.5, lng: -0.1 }, { eta: 4.5, distance: 1.2 });
    trip = withLocation(trip, { lat: 51.5, lng: -0.1 });
    trip = withLocation(trip, { lat: 51.51, lng: -0.11 }, { eta: 3 });
    expect(trip.footprint).toEqual([
      { lat: 51.5, lng: -0.1 },
      { lat: 51.51, lng: -0.11 },
    ]);
    expect(trip.position).toEqual({ lat: 51.51, lng: -0.11 });
    expect(trip.etaMinutes).toBe(3);
    expect(trip.distance).toBe(1.2);
    expect(withLocation(trip, { lat: 200, lng: 0 })).toBe(trip);
  });

  it('takes the driver named by a status update', () => {
    const trip = withStatus(tripFromWire({ code: 1, jobid: 5, status: 'Upcoming' }, 5), 'Allocated', {
      name: 'Amir Hussain',
      drivernumber: 'D108',
      vehiclemake: 'Ford',
    });
    expect(trip.status).toBe('Allocated');
    expect(trip.driver?.name).toBe('Amir Hussain');
    expect(trip.vehicle?.make).toBe('Ford');
  });

  it('drops an ETA and distance of the previous stage when the stage changes without new ones (the countdown rule)', () => {
    const started = tripFromWire({ code: 1, jobid: 5, status: 'Started', eta: 28, distance: 6.9 }, 5);
    expect(withStatus(started, 'Arrived')).toMatchObject({ etaMinutes: undefined, distance: undefined });
    expect(withStatus(started, 'POB', { eta: 25 })).toMatchObject({ etaMinutes: 25, distance: undefined });
    // The same stage again keeps them.
    expect(withStatus(started, 'started')).toMatchObject({ etaMinutes: 28, distance: 6.9 });
  });

  it('puts the vehicle at the drop-off when the trip finishes short of it', () => {
    let trip = tripFromWire(
      { code: 1, jobid: 5, status: 'POB', currentlat: 51.49, currentlng: -0.3, dropoff: { lat: 51.47, lng: -0.49 } },
      5,
    );
    trip = withStatus(trip, 'Finished');
    expect(trip.position).toEqual({ lat: 51.47, lng: -0.49 });
    expect(trip.footprint.at(-1)).toEqual({ lat: 51.47, lng: -0.49 });
  });
});

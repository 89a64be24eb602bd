import type { LatLng, RouteFinder } from './routing';

export interface NearestDriver {
  driverid: number;
  name: string;
  drivernumber: string;
  /** Road miles from the driver to the customer. */
  distance: number;
  /** Minutes from the driver to the customer. */
  traveltime: number;
  userlocation: LatLng;
  currentposition: LatLng;
}

const DRIVER_NAMES = [
  'James Carter',
  'Amir Hussain',
  'Tom Walsh',
  'Priya Patel',
  'Daniel Okafor',
  'Marek Nowak',
  'Sophie Reid',
  'Kwame Mensah',
];

/** A small deterministic generator (mulberry32) so the same place always gets the same simulated driver. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedFor(location: LatLng): number {
  // Rounded to about 10 m so tiny GPS jitter does not move the driver.
  return (Math.round(location.lat * 1e4) * 73856093) ^ (Math.round(location.lng * 1e4) * 19349663);
}

/**
 * Simulates the nearest free driver: 0.5 to 3 km away in a direction fixed by the customer's location. `route` is
 * the routing provider's (server/gateways/routing).
 */
export function simulateNearestDriver(userlocation: LatLng, route: RouteFinder): NearestDriver {
  const random = seededRandom(seedFor(userlocation));
  const offsetKm = 0.5 + random() * 2.5;
  const bearing = random() * 2 * Math.PI;
  const kmPerDegreeLat = 111.32;
  const kmPerDegreeLng = kmPerDegreeLat * Math.cos((userlocation.lat * Math.PI) / 180);
  const currentposition = {
    lat: Math.round((userlocation.lat + (offsetKm * Math.cos(bearing)) / kmPerDegreeLat) * 1e6) / 1e6,
    lng: Math.round((userlocation.lng + (offsetKm * Math.sin(bearing)) / kmPerDegreeLng) * 1e6) / 1e6,
  };
  const index = Math.floor(random() * DRIVER_NAMES.length);
  const approach = route([currentposition, userlocation]);
  return {
    driverid: 1001 + index,
    name: DRIVER_NAMES[index],
    drivernumber: `D${String(101 + index * 7)}`,
    distance: approach.distance,
    traveltime: approach.traveltime,
    userlocation,
    currentposition,
  };
}

/**
 * A tracked trip as the page shows it (the tracking fields rule, rules: tracking-fields), built from the trackvehicle answer (the tracking calls rule, rules: call-tracking) and moved on by the
 * channel's events (the live tracking rule, rules: live-tracking). Pure: the page's hook holds the state, these functions say what it becomes.
 */
import type { LatLng, WireTracking } from '@/api';
import { tripStage } from './status';

export interface TripDriver {
  name: string;
  number: string;
  mobile: string;
  /** A URL or data URL (the tracking calls rule (rules: call-tracking) driverphoto), '' when none. */
  photo: string;
}

export interface TripVehicle {
  make: string;
  model: string;
  registration: string;
  colour: string;
  licence: string;
}

export interface Trip {
  jobPartId: number;
  status: string;
  driver?: TripDriver;
  vehicle?: TripVehicle;
  /** Minutes until the driver arrives (or the passenger is dropped off), rounded up (the tracking fields rule, rules: tracking-fields). */
  etaMinutes?: number;
  /** Road miles still to go. */
  distance?: number;
  position?: LatLng;
  /** The planned route (the tracking fields rule (rules: tracking-fields) "route coordinates"). */
  route: LatLng[];
  /** Where the vehicle has been (the tracking calls rule (rules: call-tracking) driverFootprint), growing as it moves. */
  footprint: LatLng[];
  pickup?: LatLng;
  dropoff?: LatLng;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const finite = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

const isLatLng = (value: unknown): value is LatLng =>
  typeof value === 'object' &&
  value !== null &&
  finite((value as LatLng).lat) !== undefined &&
  finite((value as LatLng).lng) !== undefined &&
  Math.abs((value as LatLng).lat) <= 90 &&
  Math.abs((value as LatLng).lng) <= 180;

/** The tracking fields rule (rules: tracking-fields): the ETA is shown rounded up; a negative or missing one is not shown. */
export function etaRoundedUp(minutes: unknown): number | undefined {
  const value = finite(minutes);
  return value === undefined || value < 0 ? undefined : Math.max(0, Math.ceil(value - 1e-9));
}

export function cleanPath(path: unknown): LatLng[] {
  return Array.isArray(path)
    ? path.filter(isLatLng).map(({ lat, lng }) => ({ lat: Number(lat), lng: Number(lng) }))
    : [];
}

/** The trackvehicle answer as a trip; the driver and vehicle appear once the server names them. */
export function tripFromWire(wire: WireTracking, jobPartId: number, footprint: LatLng[] = []): Trip {
  const name = text(wire.name);
  const vehicle: TripVehicle = {
    make: text(wire.vehiclemake),
    model: text(wire.vehiclemodel),
    registration: text(wire.vehicleregistration),
    colour: text(wire.vehiclecolour),
    licence: text(wire.licence),
  };
  const position = { lat: finite(wire.currentlat), lng: finite(wire.currentlng) };
  return {
    jobPartId: finite(wire.jobid) ?? jobPartId,
    status: text(wire.status) || text(wire.state),
    driver: name
      ? { name, number: text(wire.drivernumber), mobile: text(wire.mobile), photo: text(wire.photo) }
      : undefined,
    vehicle: Object.values(vehicle).some(Boolean) ? vehicle : undefined,
    etaMinutes: etaRoundedUp(wire.eta),
    distance: finite(wire.distance),
    position: isLatLng(position) ? position : undefined,
    route: cleanPath(wire.routecoordinates),
    footprint: cleanPath(footprint),
    pickup: isLatLng(wire.pickup) ? wire.pickup : undefined,
    dropoff: isLatLng(wire.dropoff) ? wire.dropoff : undefined,
  };
}

/** The fields a live update may carry besides its type, as the wire names them. */
type UpdateData = Record<string, unknown>;

function withFacts(trip: Trip, data: UpdateData): Trip {
  const eta = 'eta' in data ? etaRoundedUp(data.eta) : trip.etaMinutes;
  const distance = 'distance' in data ? finite(data.distance) : trip.distance;
  const name = text(data.name);
  const driver = name
    ? {
        name,
        number: text(data.drivernumber) || trip.driver?.number || '',
        mobile: text(data.mobile) || trip.driver?.mobile || '',
        photo: text(data.photo) || trip.driver?.photo || '',
      }
    : trip.driver;
  const make = text(data.vehiclemake);
  const vehicle = make
    ? {
        make,
        model: text(data.vehiclemodel),
        registration: text(data.vehicleregistration),
        colour: text(data.vehiclecolour),
        licence: text(data.licence),
      }
    : trip.vehicle;
  const route = 'routecoordinates' in data ? cleanPath(data.routecoordinates) : trip.route;
  return { ...trip, etaMinutes: eta, distance, driver, vehicle, route: route.length ? route : trip.route };
}

/**
 * A status change: the new status and whatever else came with it (ETA, distance, the driver once allocated). A
 * finished trip ends at the drop-off: the last position sent while moving may be short of it (the server stops
 * sending positions once the vehicle stops), so the vehicle is put there.
 */
export function withStatus(trip: Trip, status: string, data: UpdateData = {}): Trip {
  // The countdown rule: an ETA and distance counted towards the previous stage's goal (the pick-up, before the
  // passenger is on board) say nothing about the next one, unless the change brings new ones.
  const stageChanged = tripStage(status.trim() || trip.status) !== tripStage(trip.status);
  const kept = stageChanged ? { ...trip, etaMinutes: undefined, distance: undefined } : trip;
  const next = { ...withFacts(kept, data), status: status.trim() || trip.status };
  return tripStage(next.status) === 'finished' && trip.dropoff ? withLocation(next, trip.dropoff) : next;
}

/** A location update moves the vehicle and extends the path it has travelled. */
export function withLocation(trip: Trip, position: LatLng, data: UpdateData = {}): Trip {
  if (!isLatLng(position)) return trip;
  const last = trip.footprint.at(-1);
  const moved = !last || last.lat !== position.lat || last.lng !== position.lng;
  return {
    ...withFacts(trip, data),
    position,
    footprint: moved ? [...trip.footprint, position] : trip.footprint,
  };
}

/** Extras (the extras, operator configuration and defaults rules, rules: extras, configuration, defaults): which are shown, their limits, and the capacity filter of vehicles. */
import type { Configuration, VehicleType } from '@/api';
import type { BookingExtras } from './draft';

export type ExtraKey = keyof BookingExtras;

export interface ExtraDefinition {
  /** Its label is the catalog's `booking.extra.label` for this key. */
  key: ExtraKey;
  min: number;
  max: number;
}

type Switches = Pick<
  Configuration,
  'showPet' | 'showSmallChildSeat' | 'showLargeChildSeat' | 'minPassengers' | 'minLuggages'
> &
  Partial<Pick<Configuration, 'showOtherEquipment'>>;

/** Pets and child seats go up to 2 (the extras limits rule, rules: extras-limits); other equipment too (the spec gives no limit: chosen here). */
const SMALL_COUNT_MAX = 2;

/** The largest count any vehicle carries, so a customer cannot ask for more than the fleet can take. */
function fleetMax(vehicles: readonly VehicleType[], pick: (v: VehicleType) => number, fallback: number): number {
  const counts = vehicles.map(pick).filter((n) => Number.isFinite(n) && n > 0);
  return counts.length ? Math.max(...counts) : fallback;
}

/**
 * The extras to show, in order, with their limits: passengers from 1, hand bags and luggage from 0 (configured
 * minimums apply), pets and child seats 0 to 2, each of those shown only when its configuration switch is on (the operator configuration rule (rules: configuration):
 * show pet, show small and large child seat, show other equipment).
 */
export function visibleExtras(config: Switches, vehicles: readonly VehicleType[]): ExtraDefinition[] {
  const minPassengers = Math.max(1, config.minPassengers || 1);
  const minLuggage = Math.max(0, config.minLuggages || 0);
  const list: ExtraDefinition[] = [
    {
      key: 'Passengers',
      min: minPassengers,
      max: Math.max(
        minPassengers,
        fleetMax(vehicles, (v) => v.passengers, 8),
      ),
    },
    {
      key: 'Luggages',
      min: minLuggage,
      max: Math.max(
        minLuggage,
        fleetMax(vehicles, (v) => v.luggage, 8),
      ),
    },
    { key: 'HandBags', min: 0, max: fleetMax(vehicles, (v) => v.handBags, 8) },
  ];
  if (config.showPet) {
    list.push({ key: 'SmallPets', min: 0, max: SMALL_COUNT_MAX });
    list.push({ key: 'OtherPets', min: 0, max: SMALL_COUNT_MAX });
  }
  if (config.showSmallChildSeat) list.push({ key: 'SmallChilds', min: 0, max: SMALL_COUNT_MAX });
  if (config.showLargeChildSeat) list.push({ key: 'LargeChilds', min: 0, max: SMALL_COUNT_MAX });
  if (config.showOtherEquipment) list.push({ key: 'Equipment', min: 0, max: SMALL_COUNT_MAX });
  return list;
}

/** A count kept within its limits; extras are held as strings (the extras rule, rules: extras). */
export function clampExtra(value: number | string, definition: Pick<ExtraDefinition, 'min' | 'max'>): string {
  const n = Math.trunc(Number(value));
  const safe = Number.isFinite(n) ? n : definition.min;
  return String(Math.min(definition.max, Math.max(definition.min, safe)));
}

const count = (value: string | undefined) => Math.max(0, Math.trunc(Number(value)) || 0);

/** Everyone who travels: the passengers and the children in child seats, as the booking counts them (the booking call rule, rules: call-booking). */
export function travellers(extras: BookingExtras): number {
  return Math.max(1, count(extras.Passengers)) + count(extras.SmallChilds) + count(extras.LargeChilds);
}

/** A vehicle fits when it seats everyone (children in child seats included) and takes the luggage and hand bags. */
export function fitsCapacity(vehicle: VehicleType, extras: BookingExtras): boolean {
  return (
    travellers(extras) <= vehicle.passengers &&
    count(extras.Luggages) <= Math.max(vehicle.luggage, vehicle.maxLuggage) &&
    count(extras.HandBags) <= vehicle.handBags
  );
}

export function vehiclesForCapacity<T extends VehicleType>(vehicles: readonly T[], extras: BookingExtras): T[] {
  return vehicles.filter((vehicle) => fitsCapacity(vehicle, extras));
}

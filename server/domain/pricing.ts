/**
 * The tariff (docs/tariff.md): pure functions from a route and the operator's rates to fares in GBP, then to the
 * customer's currency. Every amount is rounded to pence at the step where a customer would see it, so the fare
 * the server recomputes at booking time is exactly the one it quoted.
 */
import { greatCircleKm, type LatLng } from './routing';

export interface VehicleRate {
  vehtypeid: number;
  /** Charged once per leg, GBP. */
  basefare: number;
  permile: number;
  perminute: number;
  /** No leg costs less than this, GBP. */
  minimumfare: number;
}

export interface TierRule {
  name: string;
  /** Applied to each leg's fare: Economy below 1, Standard 1, Premium above 1. */
  multiplier: number;
}

export interface Tariff {
  vehicles: VehicleRate[];
  /** Per via stop, per leg that passes through it, GBP. */
  viastopcharge: number;
  /** Airport parking and meet-and-greet when a leg starts at an airport, GBP. */
  airportpickupcharge: number;
  /** Airport drop-off fee when a leg ends at an airport, GBP. */
  airportdropoffcharge: number;
  waitandreturn: {
    /** GBP per minute the driver waits before the return leg. */
    waitingrateperminute: number;
    /** The wait assumed when a wait-and-return quote gives no return time. */
    defaultwaitminutes: number;
    /** The longest wait a wait-and-return may ask for. */
    maxwaitminutes: number;
  };
  /** Exactly three; the second is the default the client preselects (the quotation rule, rules: quotation). */
  tiers: TierRule[];
  /** Pick-up, via stops and drop-off must lie within this circle. */
  servicearea: { lat: number; lng: number; radiusmiles: number };
}

/** GBP to each currency: 1 GBP = rate units. GBP itself is 1. */
export type CurrencyRates = Record<string, number>;

export interface Leg {
  /** Road miles. */
  distance: number;
  /** Driving minutes. */
  traveltime: number;
  viastops: number;
  fromAirport: boolean;
  toAirport: boolean;
}

export interface JourneyLegs {
  onward: Leg;
  /** The return leg, priced on its own route: for a return or a wait-and-return. */
  back?: Leg;
  /** Minutes the driver waits before a wait-and-return's return leg; charged at the waiting rate. */
  waitMinutes?: number;
}

/** A fare in one currency. totalfare is before any promo code. */
export interface Fares {
  fare: number;
  returnfare: number;
  totalfare: number;
}

const KM_PER_MILE = 1.609344;

export const round2 = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/** Any category containing "air", in any case, is an airport (the place fields rule, rules: place-fields). */
export const isAirport = (category: string | undefined): boolean => (category ?? '').toLowerCase().includes('air');

/** One leg's fare before the tier, GBP: distance and time (never below the minimum), plus via stops and airport charges. */
export function legFare(tariff: Tariff, rate: VehicleRate, leg: Leg): number {
  const metered = rate.basefare + rate.permile * leg.distance + rate.perminute * leg.traveltime;
  const charges =
    leg.viastops * tariff.viastopcharge +
    (leg.fromAirport ? tariff.airportpickupcharge : 0) +
    (leg.toAirport ? tariff.airportdropoffcharge : 0);
  // The minimum covers the drive; airport fees and stops are paid on top even on a short trip.
  return round2(Math.max(rate.minimumfare, metered) + charges);
}

/** The wait of a wait-and-return: the given minutes, else the default, bounded by 0 and the maximum. */
export function waitingMinutes(tariff: Tariff, requested: number | undefined): number {
  const minutes =
    requested === undefined || !Number.isFinite(requested) ? tariff.waitandreturn.defaultwaitminutes : requested;
  return Math.min(tariff.waitandreturn.maxwaitminutes, Math.max(0, Math.ceil(minutes)));
}

/** Fares in GBP for one vehicle and one tier. */
export function journeyFares(tariff: Tariff, rate: VehicleRate, tier: TierRule, legs: JourneyLegs): Fares {
  const fare = round2(legFare(tariff, rate, legs.onward) * tier.multiplier);
  let returnfare = 0;
  if (legs.back) {
    const waiting = (legs.waitMinutes ?? 0) * tariff.waitandreturn.waitingrateperminute;
    returnfare = round2((legFare(tariff, rate, legs.back) + waiting) * tier.multiplier);
  }
  return { fare, returnfare, totalfare: round2(fare + returnfare) };
}

/** Fares for every vehicle of the tariff, each in every tier: [vehicle index][tier index], GBP. */
export function fareMatrix(tariff: Tariff, legs: JourneyLegs): Fares[][] {
  return tariff.vehicles.map((rate) => tariff.tiers.map((tier) => journeyFares(tariff, rate, tier, legs)));
}

/** The rate of a currency (case-insensitive), or undefined when the operator does not take it. */
export function currencyRate(rates: CurrencyRates, code: string): number | undefined {
  const upper = code.toUpperCase();
  if (upper === 'GBP') return 1;
  const rate = rates[upper];
  return typeof rate === 'number' && rate > 0 ? rate : undefined;
}

/** GBP fares in another currency; the total is the sum of the converted parts so it always adds up. */
export function convertFares(gbp: Fares, rate: number): Fares {
  const fare = round2(gbp.fare * rate);
  const returnfare = round2(gbp.returnfare * rate);
  return { fare, returnfare, totalfare: round2(fare + returnfare) };
}

export type AreaCheck = { inside: true } | { inside: false; code: 3 | 6 };

/** Code 3 when the pick-up lies outside the service area, 6 when a via stop or the drop-off does. */
export function checkServiceArea(area: Tariff['servicearea'], pickup: LatLng, others: LatLng[]): AreaCheck {
  const centre = { lat: area.lat, lng: area.lng };
  const outside = (point: LatLng) => greatCircleKm(centre, point) / KM_PER_MILE > area.radiusmiles;
  if (outside(pickup)) return { inside: false, code: 3 };
  if (others.some(outside)) return { inside: false, code: 6 };
  return { inside: true };
}

/** The minimum lead time rule (rules: lead-time): the quoted travel time (minutes until a pick-up can happen) is never below the minimum lead time. */
export function leadTimeMinutes(driverMinutes: number, minLeadTime: number): number {
  return Math.max(Math.ceil(driverMinutes), Math.ceil(minLeadTime));
}

/**
 * A quotation (the quotation and pricing calls rules, rules: quotation, call-pricing): the route, the lead time and every vehicle's fares in every tier, computed from the
 * operator's tariff. Pure; server/stores/quotes.ts stores it so a booking is checked against what was quoted.
 */
import { DateTime } from 'luxon';
import type { WireAdditionalPrice, WireQuotationResponse, WireViaAddress } from '../../src/api/wire/route-pricing';
import { simulateNearestDriver } from './nearestDriver';
import type { OperatorConfig } from './operatorConfig';
import {
  checkServiceArea,
  convertFares,
  currencyRate,
  fareMatrix,
  isAirport,
  leadTimeMinutes,
  waitingMinutes,
  type Fares,
  type JourneyLegs,
} from './pricing';
import { allPlaces } from './places';
import { greatCircleKm, type LatLng, type Route, type RouteFinder } from './routing';

export const OUTSIDE_SERVICE_AREA =
  'The selected address cannot be used as it falls outside our service area. Please select an alternative address';
/** The pricing calls and quote timing rules (rules: call-pricing, quote-timing): a quote without a start time is for 15 minutes from now. */
export const DEFAULT_START_OFFSET_MINUTES = 15;
/** The quotation rule (rules: quotation): the second tier is the default. */
export const DEFAULT_TIER_INDEX = 1;

export interface QuoteInput {
  rtntype: '' | 'rtn' | 'w&r';
  pick: string;
  picklat: number;
  picklng: number;
  pickcategory?: string;
  doff: string;
  dofflat: number;
  dofflng: number;
  doffcategory?: string;
  viaaddresses: WireViaAddress[];
  currencyCode?: string;
  bookingdate?: string;
  returndate?: string;
  vehtypeid?: number;
  requestid?: string;
}

export interface QuotedVehicle {
  vehtypeid: number;
  vehtype: string;
  /** One per tier, in the tariff's tier order. */
  tiers: { name: string; gbp: Fares; local: Fares }[];
}

/** What a booking is checked against; stored in quotes.pricing. */
export interface QuotePricing {
  currencycode: string;
  rate: number;
  rtntype: QuoteInput['rtntype'];
  bookingdate: string;
  returndate?: string;
  leadtime: number;
  /** Onward driving minutes, and a wait-and-return's wait: when the return leg starts. */
  journeytime: number;
  waitminutes: number;
  pick: LatLng;
  doff: LatLng;
  vias: LatLng[];
  /** The address texts quoted, which the booking must carry (absent on quotes stored before they were kept). */
  places?: { pick: string; doff: string; vias: string[] };
  vehicles: QuotedVehicle[];
}

export type QuoteOutcome =
  | { ok: true; response: Omit<WireQuotationResponse, 'quoteid' | 'quoteexpires'>; pricing: QuotePricing }
  | { ok: false; code: number; message: string };

/** Gazetteer places within this distance of an airport entry count as that airport. */
const AIRPORT_MATCH_KM = 0.3;
let airportPlaces: LatLng[] | null = null;
/**
 * Points already checked against every airport place (two per quote, 1.6% of a quote's CPU in the profile): the same
 * stations and hotels are quoted again and again, and the gazetteer is fixed for the process's life.
 */
const nearAirport = new Map<string, boolean>();
const NEAR_AIRPORT_CACHE_SIZE = 2000;

/**
 * A place is an airport when its category says so (the place fields rule, rules: place-fields) or when it is one of the gazetteer's airport places, so a
 * client that leaves the category out still pays the airport charges.
 */
export function isAirportPlace(point: LatLng, category: string | undefined): boolean {
  if (isAirport(category)) return true;
  const key = `${point.lat},${point.lng}`;
  const known = nearAirport.get(key);
  if (known !== undefined) return known;
  airportPlaces ??= allPlaces()
    .filter((place) => isAirport(place.category))
    .map((place) => ({ lat: place.latitude, lng: place.longitude }));
  const near = airportPlaces.some((place) => greatCircleKm(place, point) <= AIRPORT_MATCH_KM);
  if (nearAirport.size >= NEAR_AIRPORT_CACHE_SIZE) nearAirport.delete(nearAirport.keys().next().value as string);
  nearAirport.set(key, near);
  return near;
}

function parseTime(value: string | undefined, zone: string): DateTime | null {
  if (!value || !value.trim()) return null;
  const parsed = DateTime.fromISO(value.trim(), { zone, setZone: true });
  return parsed.isValid ? parsed : null;
}

function waitForReturn(operator: OperatorConfig, input: QuoteInput, start: DateTime, onward: Route): number {
  const back = parseTime(input.returndate, operator.configuration.timezone);
  const requested = back ? back.diff(start.plus({ minutes: onward.traveltime }), 'minutes').minutes : undefined;
  return waitingMinutes(operator.tariff, requested);
}

/** Fields named one by one: spreading the fares was 3-4% of a quote's CPU in the profile (20 entries per quote). */
function tierEntry(vehicle: QuotedVehicle, index: number, currencycode: string): WireAdditionalPrice {
  const tier = vehicle.tiers[index];
  return {
    fare: tier.local.fare,
    returnfare: tier.local.returnfare,
    totalfare: tier.local.totalfare,
    vehtype: vehicle.vehtype,
    vehtypeid: vehicle.vehtypeid,
    currencycode,
    tier: tier.name,
    tierindex: index,
  };
}

/**
 * Prices a journey for every vehicle and tier, on the roads `route` finds (the routing provider's). Pure apart from
 * reading the clock passed in.
 */
export function computeQuote(operator: OperatorConfig, input: QuoteInput, now: Date, route: RouteFinder): QuoteOutcome {
  const { tariff, configuration } = operator;
  const pick = { lat: input.picklat, lng: input.picklng };
  const doff = { lat: input.dofflat, lng: input.dofflng };
  const vias = input.viaaddresses.map((via) => ({ lat: via.lat, lng: via.lng }));
  const area = checkServiceArea(tariff.servicearea, pick, [...vias, doff]);
  if (!area.inside) return { ok: false, code: area.code, message: OUTSIDE_SERVICE_AREA };

  const currencycode = (input.currencyCode || configuration.currencycode || 'GBP').toUpperCase();
  const rate = currencyRate(operator.currencyRates, currencycode);
  if (rate === undefined) return { ok: false, code: 2, message: `Prices cannot be shown in ${currencycode}.` };

  const vehtypeid = input.vehtypeid || configuration.defaultvehicletypeid;
  const selected = operator.vehicleTypes.findIndex((v) => v.vehtypeid === vehtypeid);
  if (selected < 0) return { ok: false, code: 2, message: 'The selected vehicle type is not available.' };

  const zone = configuration.timezone;
  const start =
    parseTime(input.bookingdate, zone) ??
    DateTime.fromJSDate(now).setZone(zone).plus({ minutes: DEFAULT_START_OFFSET_MINUTES });
  const onward = route([pick, ...vias, doff]);
  const hasReturn = input.rtntype === 'rtn' || input.rtntype === 'w&r';
  const back = hasReturn ? route([doff, ...[...vias].reverse(), pick]) : null;
  const pickAir = isAirportPlace(pick, input.pickcategory);
  const doffAir = isAirportPlace(doff, input.doffcategory);
  const legs: JourneyLegs = {
    onward: {
      distance: onward.distance,
      traveltime: onward.traveltime,
      viastops: vias.length,
      fromAirport: pickAir,
      toAirport: doffAir,
    },
    ...(back
      ? {
          back: {
            distance: back.distance,
            traveltime: back.traveltime,
            viastops: vias.length,
            fromAirport: doffAir,
            toAirport: pickAir,
          },
        }
      : {}),
    ...(input.rtntype === 'w&r' ? { waitMinutes: waitForReturn(operator, input, start, onward) } : {}),
  };

  const matrix = fareMatrix(tariff, legs);
  const vehicles: QuotedVehicle[] = operator.vehicleTypes.map((type) => {
    const rateIndex = tariff.vehicles.findIndex((r) => r.vehtypeid === type.vehtypeid);
    return {
      vehtypeid: type.vehtypeid,
      vehtype: type.typename,
      tiers: tariff.tiers.map((tier, t) => ({
        name: tier.name,
        gbp: matrix[rateIndex][t],
        local: convertFares(matrix[rateIndex][t], rate),
      })),
    };
  });
  const chosen = vehicles[selected].tiers[DEFAULT_TIER_INDEX];
  const driver = simulateNearestDriver(pick, route);
  const leadtime = leadTimeMinutes(driver.traveltime, configuration.minleadtime);

  const response: Omit<WireQuotationResponse, 'quoteid' | 'quoteexpires'> = {
    code: 1,
    message: '',
    ...chosen.local,
    gbpfare: chosen.gbp.fare,
    gbptotalfare: chosen.gbp.totalfare,
    gbpreturnfare: chosen.gbp.returnfare,
    OnwardFare: chosen.local.fare,
    currencycode,
    traveltime: leadtime,
    JourneyTime: onward.traveltime,
    returntraveltime: back?.traveltime ?? 0,
    ReturnJourneyTime: back?.traveltime ?? 0,
    routedistance: onward.distance,
    returnroutedistance: back?.distance ?? 0,
    picklat: pick.lat,
    picklng: pick.lng,
    dofflat: doff.lat,
    dofflng: doff.lng,
    routepath: onward.routepath,
    returnroutepath: back?.routepath ?? [],
    // The quotation rule (rules: quotation): every vehicle type, in every tier. The requested vehicle's three tiers come first: a client keeps the
    // first three as the price tiers (the second the default) and `pricetier` indexes them.
    additionalprices: [vehicles[selected], ...vehicles.filter((_, v) => v !== selected)].flatMap((vehicle) =>
      vehicle.tiers.map((_, t) => tierEntry(vehicle, t, currencycode)),
    ),
    vehicleprices: vehicles.map((vehicle) => tierEntry(vehicle, DEFAULT_TIER_INDEX, currencycode)),
    nearestdriver: { traveltime: driver.traveltime },
    ...(input.requestid ? { requestid: input.requestid } : {}),
  };
  const pricing: QuotePricing = {
    currencycode,
    rate,
    rtntype: input.rtntype,
    bookingdate: start.toISO({ suppressMilliseconds: true }) ?? '',
    ...(input.returndate ? { returndate: input.returndate } : {}),
    leadtime,
    journeytime: onward.traveltime,
    waitminutes: legs.waitMinutes ?? 0,
    pick,
    doff,
    vias,
    places: { pick: input.pick, doff: input.doff, vias: input.viaaddresses.map((via) => via.address ?? '') },
    vehicles,
  };
  return { ok: true, response, pricing };
}

/** A quote as the booking reads it back (server/stores/quotes.ts). */
export interface StoredQuote {
  id: number;
  pricing: QuotePricing;
  expiresAt: Date;
  customerId: number | null;
}

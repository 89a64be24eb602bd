/**
 * A quotation (spec 3.7, 7.3): the route, the lead time and every vehicle's fares in every tier, computed from the
 * operator's tariff, then stored so a booking is checked against what was quoted.
 */
import { DateTime } from 'luxon';
import type { WireAdditionalPrice, WireQuotationResponse, WireViaAddress } from '../../src/api/wire/route-pricing';
import type { Db } from '../db';
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
import { greatCircleKm, planRoute, type LatLng, type Route } from './routing';

export const OUTSIDE_SERVICE_AREA =
  'The selected address cannot be used as it falls outside our service area. Please select an alternative address';
/** Spec 7.3 and 9: a quote without a start time is for 15 minutes from now. */
export const DEFAULT_START_OFFSET_MINUTES = 15;
/** Spec 3.7: the second tier is the default. */
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
 * A place is an airport when its category says so (3.4) or when it is one of the gazetteer's airport places, so a
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

/** Prices a journey for every vehicle and tier. Pure apart from reading the clock passed in. */
export function computeQuote(operator: OperatorConfig, input: QuoteInput, now: Date): QuoteOutcome {
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
  const onward = planRoute([pick, ...vias, doff]);
  const hasReturn = input.rtntype === 'rtn' || input.rtntype === 'w&r';
  const back = hasReturn ? planRoute([doff, ...[...vias].reverse(), pick]) : null;
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
  const driver = simulateNearestDriver(pick);
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
    // Spec 3.7: every vehicle type, in every tier. The requested vehicle's three tiers come first: a client keeps the
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

export interface StoredQuote {
  id: number;
  pricing: QuotePricing;
  expiresAt: Date;
  customerId: number | null;
}

/**
 * What is stored of the answer: the fare, times and distances the customer saw. The route path and the price lists
 * (two thirds of a 5 KB answer) are left out: the path is recomputed from the points and every vehicle's fares are
 * in `pricing`.
 */
export function storedResponse(response: object): object {
  const {
    routepath: _path,
    returnroutepath: _back,
    additionalprices: _all,
    vehicleprices: _each,
    ...kept
  } = response as Partial<WireQuotationResponse>;
  return kept;
}

type QuoteRow = [
  request: string,
  response: string,
  pricing: string,
  customerId: number | null,
  at: string,
  expires: string,
];
interface PendingQuote {
  row: QuoteRow;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

const QUOTE_COLUMNS = 'INSERT INTO quotes (request, response, pricing, customer_id, created_at, expires_at) VALUES ';
/** At most this many quotes in one statement (6 parameters each). */
const MAX_QUOTES_PER_INSERT = 50;

async function insertQuotes(db: Db, rows: QuoteRow[]): Promise<number[]> {
  const values = rows.map((_, r) => `(${[1, 2, 3, 4, 5, 6].map((c) => `$${r * 6 + c}`).join(', ')})`);
  const { rows: ids } = await db.query<{ id: string | number }>(
    `${QUOTE_COLUMNS}${values.join(', ')} RETURNING id`,
    rows.flat(),
  );
  // Ids are drawn from the sequence row by row in VALUES order, so ascending ids follow the rows' order.
  return ids.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * Group commit: the quotes of one turn of the event loop (the requests read from every socket that had one) are
 * written by one statement and one commit after it, and those asked for while an insert is on its way by the next;
 * the profile showed the insert as a third of a quote's cost. Each caller still gets its own id only once its row is
 * written. A batch the database refuses is retried row by row, so one bad row (e.g. text the database cannot store)
 * fails only its own quote.
 */
function quoteWriter(db: Db) {
  let queue: PendingQuote[] = [];
  let writing = false;
  const writeBatch = async (batch: PendingQuote[]) => {
    try {
      const ids = await insertQuotes(
        db,
        batch.map((pending) => pending.row),
      );
      batch.forEach((pending, i) => pending.resolve(ids[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const pending of batch) await writeBatch([pending]);
    }
  };
  const drain = async () => {
    while (queue.length) {
      const batch = queue.slice(0, MAX_QUOTES_PER_INSERT);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    writing = false;
  };
  return (row: QuoteRow) =>
    new Promise<number>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(() => void drain());
    });
}

const writers = new WeakMap<Db, (row: QuoteRow) => Promise<number>>();

/** Stores a priced quote; it can be booked until now + 60 x QuoteTimeout seconds (spec 4.5, 9). */
export async function storeQuote(
  db: Db,
  quote: { request: unknown; response: object; pricing: QuotePricing; customerId: number | null },
  options: { now: Date; timeoutMinutes: number },
): Promise<{ id: number; expiresAt: Date }> {
  const minutes = options.timeoutMinutes > 0 ? options.timeoutMinutes : 10;
  const expiresAt = new Date(options.now.getTime() + 60 * minutes * 1000);
  let write = writers.get(db);
  if (!write) writers.set(db, (write = quoteWriter(db)));
  // As JSON text: the database stores it as it comes (json columns), and it crosses to the database's thread as one
  // string rather than a tree of objects to copy.
  const id = await write([
    JSON.stringify(quote.request),
    JSON.stringify(storedResponse(quote.response)),
    JSON.stringify(quote.pricing),
    quote.customerId,
    options.now.toISOString(),
    expiresAt.toISOString(),
  ]);
  return { id, expiresAt };
}

/** How many recent quotes of one journey a booking without a quoteid is compared with. */
const RECENT_QUOTES = 20;

/**
 * The latest quotes of a journey (same pick-up, drop-off and return type), newest first: for a client that follows
 * the spec's payload, which names no quote. Expired ones are included so the refusal can say the quote expired.
 */
export async function recentQuotesFor(
  db: Db,
  journey: { pick: LatLng; doff: LatLng; rtntype: string },
): Promise<StoredQuote[]> {
  const { rows } = await db.query<{
    id: string | number;
    pricing: QuotePricing;
    expires_at: Date | string;
    customer_id: string | number | null;
  }>(
    `SELECT id, pricing, expires_at, customer_id FROM quotes
     WHERE pricing IS NOT NULL AND pricing->>'rtntype' = $1
       AND abs((pricing->'pick'->>'lat')::float8 - $2) < 1e-5 AND abs((pricing->'pick'->>'lng')::float8 - $3) < 1e-5
       AND abs((pricing->'doff'->>'lat')::float8 - $4) < 1e-5 AND abs((pricing->'doff'->>'lng')::float8 - $5) < 1e-5
     ORDER BY id DESC LIMIT ${RECENT_QUOTES}`,
    [journey.rtntype, journey.pick.lat, journey.pick.lng, journey.doff.lat, journey.doff.lng],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    pricing: row.pricing,
    expiresAt: new Date(row.expires_at),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
  }));
}

/** A quotes row as loadQuote reads it (`QUOTE_COLUMNS_READ`); any of them null when there is no such quote. */
export interface QuoteReadRow {
  id: string | number | null;
  pricing: QuotePricing | null;
  expires_at: Date | string | null;
  customer_id: string | number | null;
}

export const QUOTE_COLUMNS_READ = 'id, pricing, expires_at, customer_id';

/** The stored quote of a row read with QUOTE_COLUMNS_READ, or null (none, or stored before pricing was kept). */
export function storedQuoteOf(row: QuoteReadRow | undefined): StoredQuote | null {
  if (!row || row.id === null || !row.pricing || row.expires_at === null) return null;
  return {
    id: Number(row.id),
    pricing: row.pricing,
    expiresAt: new Date(row.expires_at),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
  };
}

export async function loadQuote(db: Db, id: number): Promise<StoredQuote | null> {
  const { rows } = await db.query<QuoteReadRow>(`SELECT ${QUOTE_COLUMNS_READ} FROM quotes WHERE id = $1`, [id]);
  return storedQuoteOf(rows[0]);
}

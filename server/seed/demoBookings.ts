/**
 * The demo's bookings as the API records them: places from the gazetteer, fares from the demo operator's own
 * tariff, drivers for the trips under way, and their insertion with a return journey under its own id.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { parseOperatorConfig } from '../domain/operatorConfig';
import { searchPlaces, type WireAddress } from '../domain/places';
import { isAirport, journeyFares, type Tariff } from '../domain/pricing';
import { DEFAULT_TIER_INDEX } from '../domain/quotes';
import { offlineRouting } from '../gateways/routing';

const iso = (at: DateTime) => at.toISO({ suppressMilliseconds: true }) ?? '';

const places = new Map<string, WireAddress | undefined>();

function place(query: string): WireAddress {
  if (!places.has(query)) places.set(query, searchPlaces(query, 1)[0]);
  const found = places.get(query);
  if (!found) throw new Error(`Demo place not in the gazetteer: ${query}`);
  return found;
}

export const VEHICLES = [
  { id: 1, name: 'Saloon' },
  { id: 2, name: 'Executive' },
  { id: 3, name: 'Estate' },
  { id: 4, name: 'MPV' },
] as const;

const DEMO_OPERATOR_FILE = join(dirname(fileURLToPath(import.meta.url)), 'operator.json');

/** The demo operator's tariff, which prices the demo bookings as a quotation would. */
export function demoTariff(): Tariff {
  return parseOperatorConfig(readFileSync(DEMO_OPERATOR_FILE, 'utf8'), DEMO_OPERATOR_FILE).tariff;
}

/**
 * What the operator's own pricing asks for the trip, in the default (Standard) tier: the same rates, minimum fare
 * and airport charges as a quotation, so a demo booking never costs less than the operator's minimum. On the offline
 * routing, whatever provider the app runs with: the demo bookings are fixed records (their fares are pinned by
 * customers.test.ts), drawn on the demo's London map.
 */
export function seededFare(tariff: Tariff, vehtypeid: number, pick: WireAddress, drop: WireAddress): number {
  const rate = tariff.vehicles.find((vehicle) => vehicle.vehtypeid === vehtypeid) ?? tariff.vehicles[0];
  const tier = tariff.tiers[DEFAULT_TIER_INDEX] ?? tariff.tiers[0];
  const route = offlineRouting.route([
    { lat: pick.latitude, lng: pick.longitude },
    { lat: drop.latitude, lng: drop.longitude },
  ]);
  const leg = {
    distance: route.distance,
    traveltime: route.traveltime,
    viastops: 0,
    fromAirport: isAirport(pick.category),
    toAirport: isAirport(drop.category),
  };
  return journeyFares(tariff, rate, tier, { onward: leg }).fare;
}

export interface DemoBooking {
  from: string;
  to: string;
  at: DateTime;
  status: string;
  paid?: boolean;
  payment?: 'card' | 'cash';
  vehicle?: (typeof VEHICLES)[number];
  passenger?: { name: string; email: string; phone: string };
  flight?: { number: string; airport: string; code: string };
  notes?: string;
  bookerref?: string;
  /** The booker's cost centre (issue 15). */
  costcentre?: string;
  /** A return journey (the booking state rule (rules: booking-state) HasReturn): the same trip reversed, under its own job part id. */
  returnAt?: DateTime;
  /** The assigned driver (trips under way); the demo's stand-in for dispatch, which the spec does not show. */
  driver?: DemoDriver;
}

export interface DemoDriver {
  name: string;
  mobile: string;
  make: string;
  model: string;
  colour: string;
  registration: string;
}

export const DRIVERS: DemoDriver[] = [
  {
    name: 'Sam Okafor',
    mobile: '+44 20 7946 0555',
    make: 'Mercedes-Benz',
    model: 'E-Class',
    colour: 'black',
    registration: 'LT21 KXB',
  },
  {
    name: 'Maria Costa',
    mobile: '+44 20 7946 0666',
    make: 'Toyota',
    model: 'Prius',
    colour: 'silver',
    registration: 'LD70 RZA',
  },
];

export interface Person {
  name: string;
  email: string;
  phone: string;
  dialingcode: string;
}

export interface SeedContext {
  now: DateTime;
  tariff: Tariff;
  fares: Map<string, number>;
}

function record(jobpartid: number, booking: DemoBooking, customer: Person, seed: SeedContext): WireBookingRecord {
  const pick = place(booking.from);
  const drop = place(booking.to);
  const vehicle = booking.vehicle ?? VEHICLES[0];
  const fare = cachedFare(seed, vehicle.id, pick, drop);
  const passenger = booking.passenger ?? customer;
  return {
    jobpartid,
    status: booking.status,
    bookerref: booking.bookerref ?? '',
    ...(booking.costcentre ? { costcentre: booking.costcentre } : {}),
    // Cash is paid to the driver at the end of the trip: before then the booking says "Cash (pay the driver)".
    ispaid: booking.paid ?? ((booking.payment ?? 'cash') !== 'card' && booking.status === 'Completed'),
    paymentmethod: booking.payment ?? 'cash',
    flightnumber: booking.flight?.number ?? '',
    arrivingfromairportname: booking.flight?.airport ?? '',
    arrivingfromairportcode: booking.flight?.code ?? '',
    // The pick-up waits for the 30-minute landing buffer (the flight timing rule, rules: flight-timing).
    expflightarrival: booking.flight ? iso(booking.at.minus({ minutes: 30 })) : '',
    totalfare: fare,
    gbptotalfare: fare,
    currencycode: 'GBP',
    pickupdatetime: iso(booking.at),
    now: iso(seed.now),
    passengername: passenger.name,
    passengerphone: passenger.phone,
    passengeremail: passenger.email,
    passengerdialingcode: '+44',
    custname: customer.name,
    custphone: customer.phone,
    custemail: customer.email,
    custcountryalpha2code: 'GB',
    picklat: pick.latitude,
    picklng: pick.longitude,
    pickpostcode: pick.postcode,
    pickupaddress: pick.fulladdress,
    pickcategory: pick.category,
    dofflat: drop.latitude,
    dofflng: drop.longitude,
    droppostcode: drop.postcode,
    dropoffaddress: drop.fulladdress,
    doffcategory: drop.category,
    vehtypeid: vehicle.id,
    vehicletype: vehicle.name,
    suitcases: 1,
    passengers: 1,
    vialocations: [],
    notes: booking.notes ?? '',
    photo: '',
    ...(booking.driver
      ? {
          drivername: booking.driver.name,
          drivermobile: booking.driver.mobile,
          vehiclemake: booking.driver.make,
          vehiclemodel: booking.driver.model,
          vehiclecolour: booking.driver.colour,
          vehicleregistration: booking.driver.registration,
        }
      : {}),
  };
}

/** The bookers' months of history repeat a few routes: each is planned once per seeding. */
function cachedFare(seed: SeedContext, vehtypeid: number, pick: WireAddress, drop: WireAddress): number {
  const key = `${vehtypeid}|${pick.latitude},${pick.longitude}|${drop.latitude},${drop.longitude}`;
  let fare = seed.fares.get(key);
  if (fare === undefined) seed.fares.set(key, (fare = seededFare(seed.tariff, vehtypeid, pick, drop)));
  return fare;
}

const nextJobPartId = async (db: Db) =>
  Number((await db.query<{ id: string }>("SELECT nextval('jobpart_ids') AS id")).rows[0].id);

export async function insertBooking(
  db: Db,
  customerId: number | null,
  bookerId: number | null,
  booking: DemoBooking,
  customer: Person,
  seed: SeedContext,
) {
  const details = record(await nextJobPartId(db), booking, customer, seed);
  const back = booking.returnAt
    ? record(
        await nextJobPartId(db),
        { ...booking, from: booking.to, to: booking.from, at: booking.returnAt },
        customer,
        seed,
      )
    : null;
  const total = details.totalfare + (back?.totalfare ?? 0);
  await db.query(
    `INSERT INTO bookings (jobpartid, return_jobpartid, customer_id, booker_id, status, is_paid, payment_method, pickup_at, return_at,
       currency_code, total_fare, gbp_total_fare, access_code, details, return_details, email, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'GBP', $10, $11, $12, $13, $14, $15, $16)`,
    [
      details.jobpartid,
      back?.jobpartid ?? null,
      customerId,
      bookerId,
      details.status,
      details.ispaid,
      details.paymentmethod,
      booking.at.toUTC().toISO(),
      booking.returnAt?.toUTC().toISO() ?? null,
      total,
      total,
      randomBytes(18).toString('base64url'),
      JSON.stringify(details),
      back ? JSON.stringify(back) : null,
      details.passengeremail || customer.email,
      DateTime.min(booking.at, seed.now).minus({ days: 2 }).toUTC().toISO(),
    ],
  );
}

export async function insertAddress(db: Db, customerId: number, query: string, placename: '' | 'home' | 'work') {
  const p = place(query);
  await db.query(
    `INSERT INTO address_book (customer_id, name, line1, line2, postcode, category, latitude, longitude, placename, fulladdress)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [customerId, p.name, p.line1, p.line2, p.postcode, p.category, p.latitude, p.longitude, placename, p.fulladdress],
  );
}

/** How far ahead the "later today" booking is at least, so it is still to come when someone looks. */
const LATER_TODAY_MIN_AHEAD_MINUTES = 15;

/**
 * The demo's "later today" pick-up (the Today tab): 90 minutes ahead, on a 5-minute mark; late in the evening the
 * last mark of today that is still at least 15 minutes ahead; after that, early tomorrow morning (06:00), which is
 * "today" again from midnight. Always in the future.
 */
export function laterToday(now: DateTime): DateTime {
  const onMark = (at: DateTime) => at.set({ minute: Math.floor(at.minute / 5) * 5, second: 0, millisecond: 0 });
  const ahead = onMark(now.plus({ minutes: 90 }));
  if (ahead.hasSame(now, 'day')) return ahead;
  const lastOfToday = onMark(now.endOf('day'));
  if (lastOfToday.diff(now, 'minutes').minutes >= LATER_TODAY_MIN_AHEAD_MINUTES) return lastOfToday;
  return now.plus({ days: 1 }).set({ hour: 6, minute: 0, second: 0, millisecond: 0 });
}

export function dayAt(now: DateTime, days: number, hour: number, minute = 0): DateTime {
  return now.plus({ days }).set({ hour, minute, second: 0, millisecond: 0 });
}

import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { createCustomer, type CustomerRow } from '../stores/accounts';
import { parseOperatorConfig } from '../domain/operatorConfig';
import { hashPassword } from '../domain/passwords';
import { searchPlaces, type WireAddress } from '../domain/places';
import { isAirport, journeyFares, type Tariff } from '../domain/pricing';
import { DEFAULT_TIER_INDEX } from '../domain/quotes';
import { planRoute } from '../domain/routing';
import { bookerHistory, HISTORY_GUESTS, type HistoryTrip } from './bookerHistory';

/**
 * Demo customers with address books and bookings in every tab (docs/accounts.md), timed relative to the moment of
 * seeding. Idempotent: a customer whose e-mail already exists is left alone with everything of theirs.
 */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_BOOKER_ID = 7001;
/** A second booker firm, the "other booker" of the booker area's ownership tests (issue 15). */
export const OTHER_BOOKER_ID = 7002;
export const DEMO_EMAILS = {
  amelia: 'amelia@example.com',
  ben: 'ben@example.com',
  booker: 'priya@example.com',
  otherBooker: 'noah@example.com',
} as const;
const ZONE = 'Europe/London';

/**
 * Demo passwords are public, so they are stored at a low scrypt cost to keep start-up and tests quick; the first
 * sign-in re-hashes them at the full cost (authenticate, server/domain/accounts.ts).
 */
const DEMO_HASH_COST = { N: 1024, r: 8, p: 1 };
const clientHash = (password: string) => createHash('sha256').update(password).digest('hex');
const iso = (at: DateTime) => at.toISO({ suppressMilliseconds: true }) ?? '';

const places = new Map<string, WireAddress | undefined>();

function place(query: string): WireAddress {
  if (!places.has(query)) places.set(query, searchPlaces(query, 1)[0]);
  const found = places.get(query);
  if (!found) throw new Error(`Demo place not in the gazetteer: ${query}`);
  return found;
}

const VEHICLES = [
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
 * and airport charges as a quotation, so a demo booking never costs less than the operator's minimum.
 */
export function seededFare(tariff: Tariff, vehtypeid: number, pick: WireAddress, drop: WireAddress): number {
  const rate = tariff.vehicles.find((vehicle) => vehicle.vehtypeid === vehtypeid) ?? tariff.vehicles[0];
  const tier = tariff.tiers[DEFAULT_TIER_INDEX] ?? tariff.tiers[0];
  const route = planRoute([
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

interface DemoBooking {
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
  /** A return journey (3.1 HasReturn): the same trip reversed, under its own job part id. */
  returnAt?: DateTime;
  /** The assigned driver (trips under way); the demo's stand-in for dispatch, which the spec does not show. */
  driver?: DemoDriver;
}

interface DemoDriver {
  name: string;
  mobile: string;
  make: string;
  model: string;
  colour: string;
  registration: string;
}

const DRIVERS: DemoDriver[] = [
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

interface Person {
  name: string;
  email: string;
  phone: string;
  dialingcode: string;
}

interface SeedContext {
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
    // The pick-up waits for the 30-minute landing buffer (spec 9).
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

async function insertBooking(
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

async function insertAddress(db: Db, customerId: number, query: string, placename: '' | 'home' | 'work') {
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

function dayAt(now: DateTime, days: number, hour: number, minute = 0): DateTime {
  return now.plus({ days }).set({ hour, minute, second: 0, millisecond: 0 });
}

/** Completed and cancelled trips 1, 4, 8 and 14 months back, so each date range (3, 6, 12, All) shows more. */
function pastTrips(now: DateTime): DemoBooking[] {
  return [1, 4, 8, 14].flatMap((months, i) => [
    {
      from: 'Gatwick Airport North Terminal',
      to: 'Upper Street',
      at: now.minus({ months }).set({ hour: 9, minute: 15, second: 0, millisecond: 0 }),
      status: 'Completed',
      payment: 'card' as const,
      paid: true,
      flight: { number: `BA${2600 + i}`, airport: 'Nice Cote d Azur', code: 'NCE' },
    },
    {
      from: 'Upper Street',
      to: 'The O2 Arena',
      at: now.minus({ months, days: 3 }).set({ hour: 18, minute: 30, second: 0, millisecond: 0 }),
      status: 'Cancelled',
    },
  ]);
}

async function seedAmelia(db: Db, seed: SeedContext) {
  const now = seed.now;
  const amelia = await demoCustomer(db, {
    email: DEMO_EMAILS.amelia,
    firstname: 'Amelia',
    surname: 'Hart',
    phone: '2079460123',
  });
  if (!amelia) return;
  const id = Number(amelia.id);
  for (const [query, placename] of [
    ['Upper Street', 'home'],
    ['Canary Wharf Shopping Centre', 'work'],
    ['British Museum', ''],
    ['The Savoy', ''],
  ] as const) {
    await insertAddress(db, id, query, placename);
  }
  const person = asPerson(amelia);
  const bookings: DemoBooking[] = [
    {
      from: 'Upper Street',
      to: 'Paddington Station',
      at: laterToday(now),
      status: 'Upcoming',
      notes: 'Two large suitcases; please ring the bell for flat 3.',
    },
    {
      from: 'The Savoy',
      to: 'Upper Street',
      at: now.minus({ minutes: 20 }).startOf('minute'),
      status: 'POB',
      payment: 'card',
      paid: true,
      vehicle: VEHICLES[1],
      driver: DRIVERS[0],
    },
    {
      from: 'Canary Wharf Shopping Centre',
      to: 'Victoria Station',
      at: now.plus({ minutes: 25 }).startOf('minute'),
      status: 'Started',
      driver: DRIVERS[1],
    },
    {
      from: 'Upper Street',
      to: 'Gatwick Airport North Terminal',
      at: dayAt(now, 3, 6, 30),
      status: 'Upcoming',
      payment: 'card',
      paid: false,
    },
    {
      from: 'Upper Street',
      to: 'Heathrow Airport Terminal 5',
      at: dayAt(now, 9, 5, 45),
      returnAt: dayAt(now, 16, 19, 30),
      status: 'Upcoming',
      payment: 'card',
      paid: true,
    },
    ...[1, 2, 4, 7, 12, 20].map((days, i) => ({
      from: i % 2 ? 'Canary Wharf Shopping Centre' : 'Upper Street',
      to: [
        "King's Cross Station",
        'London City Airport',
        'British Museum',
        'Wembley Stadium',
        'St Pancras International Station',
        'Kew Gardens',
      ][i],
      at: dayAt(now, days, 8 + i, 15),
      status: 'Upcoming',
      payment: i % 3 === 0 ? ('card' as const) : ('cash' as const),
      paid: true,
      vehicle: VEHICLES[i % VEHICLES.length],
    })),
    ...pastTrips(now),
  ];
  for (const booking of bookings) await insertBooking(db, id, null, booking, person, seed);
}

async function seedBen(db: Db, seed: SeedContext) {
  const now = seed.now;
  const ben = await demoCustomer(db, {
    email: DEMO_EMAILS.ben,
    firstname: 'Ben',
    surname: 'Okafor',
    phone: '2079460456',
  });
  if (!ben) return;
  const id = Number(ben.id);
  for (const [query, placename] of [
    ['Baker Street', 'home'],
    ["King's Cross Station", 'work'],
    ['Wembley Stadium', ''],
    ['Kew Gardens', ''],
  ] as const) {
    await insertAddress(db, id, query, placename);
  }
  const person = asPerson(ben);
  await insertBooking(
    db,
    id,
    null,
    {
      from: 'Baker Street',
      to: 'London City Airport',
      at: dayAt(now, 5, 7, 0),
      status: 'Upcoming',
      payment: 'card',
      paid: true,
    },
    person,
    seed,
  );
  await insertBooking(
    db,
    id,
    null,
    {
      from: "King's Cross Station",
      to: 'Baker Street',
      at: now.minus({ months: 2 }).set({ hour: 17, minute: 45, second: 0, millisecond: 0 }),
      status: 'Completed',
    },
    person,
    seed,
  );
}

async function seedBooker(db: Db, seed: SeedContext) {
  const now = seed.now;
  const priya = await demoCustomer(db, {
    email: DEMO_EMAILS.booker,
    firstname: 'Priya',
    surname: 'Shah',
    phone: '2079460789',
    bookerId: DEMO_BOOKER_ID,
  });
  if (!priya) return;
  const id = Number(priya.id);
  for (const [query, placename] of [
    ['Shoreditch High Street', 'home'],
    ['Tower of London', 'work'],
    ['The Savoy', ''],
    ['Paddington Station', ''],
  ] as const) {
    await insertAddress(db, id, query, placename);
  }
  // Bookings a booker makes for the firm's guests (spec 6): the guest is the customer, the booker id is hers.
  const guest = (name: string, email: string): Person => ({ name, email, phone: '2079460111', dialingcode: '+44' });
  const trips: [DemoBooking, Person][] = [
    [
      {
        from: 'Tower of London',
        to: 'London City Airport',
        at: dayAt(now, 2, 10, 0),
        status: 'Upcoming',
        payment: 'cash',
        bookerref: 'PO-4411',
      },
      guest('Tom Reed', 'tom.reed@example.com'),
    ],
    [
      {
        from: 'The Savoy',
        to: 'Gatwick Airport North Terminal',
        at: dayAt(now, 6, 14, 30),
        status: 'Upcoming',
        payment: 'cash',
        vehicle: VEHICLES[1],
        bookerref: 'PO-4412',
      },
      guest('Lena Vogel', 'lena.vogel@example.com'),
    ],
    [
      {
        from: 'Paddington Station',
        to: 'Tower of London',
        at: now.minus({ months: 1, days: 5 }).set({ hour: 11, minute: 0, second: 0, millisecond: 0 }),
        status: 'Completed',
        payment: 'cash',
        bookerref: 'PO-4410',
        costcentre: 'OPS-12',
      },
      guest('Tom Reed', 'tom.reed@example.com'),
    ],
  ];
  for (const [booking, customer] of trips) await insertBooking(db, null, DEMO_BOOKER_ID, booking, customer, seed);
  await seedBookerHistory(db, seed, DEMO_BOOKER_ID, bookerHistory(now));
  // One invoice from the operator's accounts team, named so in either brand (readable, not hers to change) and one she issued herself.
  await insertInvoice(db, DEMO_BOOKER_ID, now.minus({ months: 2 }), null, 'Accounts team');
  await insertInvoice(db, DEMO_BOOKER_ID, now.minus({ months: 1 }), id, 'Priya Shah');
}

async function seedOtherBooker(db: Db, seed: SeedContext) {
  const noah = await demoCustomer(db, {
    email: DEMO_EMAILS.otherBooker,
    firstname: 'Noah',
    surname: 'Clarke',
    phone: '2079460790',
    bookerId: OTHER_BOOKER_ID,
  });
  if (!noah) return;
  await seedBookerHistory(db, seed, OTHER_BOOKER_ID, bookerHistory(seed.now).slice(0, 6));
  await insertInvoice(db, OTHER_BOOKER_ID, seed.now.minus({ months: 1 }), Number(noah.id), 'Noah Clarke');
}

async function seedBookerHistory(db: Db, seed: SeedContext, bookerId: number, history: HistoryTrip[]) {
  for (const trip of history) {
    const guest = HISTORY_GUESTS[trip.guest];
    await insertBooking(db, null, bookerId, trip, { ...guest, phone: '2079460111', dialingcode: '+44' }, seed);
  }
}

/** An invoice for the whole calendar month of `month`, issued the day after it ends. */
async function insertInvoice(db: Db, bookerId: number, month: DateTime, issuedBy: number | null, issuer: string) {
  await db.query(
    `INSERT INTO booker_invoices (booker_id, date_from, date_to, issue_date, issued_by, issued_by_name)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      bookerId,
      month.startOf('month').toISODate(),
      month.endOf('month').toISODate(),
      month.endOf('month').plus({ days: 1 }).set({ hour: 9 }).toUTC().toISO(),
      issuedBy,
      issuer,
    ],
  );
}

function asPerson(row: CustomerRow): Person {
  return { name: `${row.firstname} ${row.surname}`, email: row.email, phone: row.phone, dialingcode: row.dialingcode };
}

/** Creates the customer, or returns undefined when the e-mail already has an account (seeded before, or taken). */
async function demoCustomer(
  db: Db,
  fields: { email: string; firstname: string; surname: string; phone: string; bookerId?: number },
): Promise<CustomerRow | undefined> {
  const { rows } = await db.query('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [fields.email]);
  if (rows.length) return undefined;
  const secret = clientHash(DEMO_PASSWORD);
  return createCustomer(
    db,
    { ...fields, dialingcode: '+44', clientHash: secret, emailmailinglist: true },
    { passwordHash: await hashPassword(secret, DEMO_HASH_COST) },
  );
}

/** Seeds the demo customers, each in one transaction, relative to `now` in the demo operator's zone. */
export async function seedDemoCustomers(db: Db, options: { now?: Date; tariff?: Tariff } = {}): Promise<void> {
  const seed = {
    now: DateTime.fromJSDate(options.now ?? new Date()).setZone(ZONE),
    tariff: options.tariff ?? demoTariff(),
    fares: new Map<string, number>(),
  };
  for (const seedOne of [seedAmelia, seedBen, seedBooker, seedOtherBooker])
    await db.transaction((tx) => seedOne(tx, seed));
}

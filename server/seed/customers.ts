import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { Tariff } from '../domain/pricing';
import { asPerson, DEMO_EMAILS, demoCustomer } from './demoAccounts';
import { seedBooker, seedOtherBooker } from './demoBookers';
import {
  dayAt,
  demoTariff,
  DRIVERS,
  insertAddress,
  insertBooking,
  laterToday,
  VEHICLES,
  type DemoBooking,
  type SeedContext,
} from './demoBookings';

/**
 * Demo customers with address books and bookings in every tab (docs/accounts.md), timed relative to the moment of
 * seeding. Idempotent: a customer whose e-mail already exists is left alone with everything of theirs. The accounts,
 * the booking records and the booker firms are in demoAccounts.ts, demoBookings.ts and demoBookers.ts.
 */
export { DEMO_BOOKER_ID, DEMO_EMAILS, DEMO_PASSWORD, OTHER_BOOKER_ID } from './demoAccounts';
export { demoTariff, laterToday, seededFare } from './demoBookings';

const ZONE = 'Europe/London';

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

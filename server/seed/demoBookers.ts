/** The demo booker firms: Priya's bookings for the firm's guests, months of history and invoices; Noah's few. */
import type { DateTime } from 'luxon';
import type { Db } from '../db';
import { bookerHistory, HISTORY_GUESTS, type HistoryTrip } from './bookerHistory';
import { DEMO_BOOKER_ID, DEMO_EMAILS, demoCustomer, OTHER_BOOKER_ID } from './demoAccounts';
import {
  dayAt,
  insertAddress,
  insertBooking,
  VEHICLES,
  type DemoBooking,
  type Person,
  type SeedContext,
} from './demoBookings';

export async function seedBooker(db: Db, seed: SeedContext) {
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
  // Bookings a booker makes for the firm's guests (the roles rule, rules: roles): the guest is the customer, the booker id is hers.
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

export async function seedOtherBooker(db: Db, seed: SeedContext) {
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

import type { Db } from '../db';
import { seedDemoClientSites } from './clientSites';
import { seedDemoCustomers } from './customers';
import { seedDemoOperator } from './demoAccounts';

export const DEMO_TRACKING_CODE = 'DEMO';

/** True when nothing has been stored yet, so a first start may seed demo data. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM licences');
  return rows[0].n === 0;
}

/**
 * Seeds the demo licence (the licence host rule, rules: licence-host) for the app at appUrl, e.g. http://127.0.0.1:3000.
 * Safe to run twice: an existing DEMO licence is left alone.
 */
export async function seedDemoData(db: Db, options: { appUrl: string }): Promise<void> {
  const base = options.appUrl.replace(/\/+$/, '');
  await db.query(
    `INSERT INTO licences (trackingcode, parentdomain, baseurl, bookingpageurl)
     VALUES ($1, $2, $3, $4) ON CONFLICT (trackingcode) DO NOTHING`,
    [DEMO_TRACKING_CODE, 'localhost,127.0.0.1,londontransfers.example', `${base}/`, `${base}/booking.html`],
  );
  await seedDemoClientSites(db, options);
  // Demo customers with bookings in every tab (docs/accounts.md); skipped for e-mails that already exist.
  await seedDemoCustomers(db);
  await seedDemoOperator(db);
}

/** Points the demo licence at where the app runs now, since HOST and PORT may change between starts. */
export async function refreshDemoLicenceUrls(db: Db, options: { appUrl: string }): Promise<void> {
  const base = options.appUrl.replace(/\/+$/, '');
  // The client sites' licences too; a database seeded before they existed gets them now.
  await seedDemoClientSites(db, options);
  // The console's demo operator, for a database seeded before it existed.
  await seedDemoOperator(db);
  await db.query(`UPDATE licences SET baseurl = $2, bookingpageurl = $3 WHERE trackingcode = ANY($1::text[])`, [
    [DEMO_TRACKING_CODE, 'HOTEL', 'VENUE'],
    `${base}/`,
    `${base}/booking.html`,
  ]);
}

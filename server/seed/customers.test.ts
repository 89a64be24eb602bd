import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { openTestDb } from '../db/testDatabase';
import { searchPlaces } from '../domain/places';
import { DEMO_EMAILS, demoTariff, laterToday, seedDemoCustomers, seededFare } from './customers';

const ZONE = 'Europe/London';
const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE });

describe('the "later today" demo booking', () => {
  it.each([
    ['2026-11-23T08:02', '2026-11-23T09:30'],
    ['2026-11-23T21:58', '2026-11-23T23:25'],
    ['2026-11-23T22:40', '2026-11-23T23:55'],
    ['2026-11-23T23:39', '2026-11-23T23:55'],
    ['2026-11-23T23:41', '2026-11-24T06:00'],
    ['2026-11-23T23:59', '2026-11-24T06:00'],
    ['2026-03-29T00:30', '2026-03-29T03:00'],
  ])('seeded at %s is picked up at %s: always ahead, today while the day allows', (seeded, expected) => {
    const now = at(seeded);
    const pickup = laterToday(now);
    expect(pickup.toFormat("yyyy-MM-dd'T'HH:mm")).toBe(expected);
    expect(pickup.diff(now, 'minutes').minutes).toBeGreaterThanOrEqual(15);
  });
});

describe('demo fares', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await seedDemoCustomers(db, { now: at('2026-11-23T22:40').toJSDate() });
  });
  afterAll(() => db.close());

  it("come from the operator's own pricing and never go below its minimum fare", async () => {
    const tariff = demoTariff();
    const { rows } = await db.query<{ details: { totalfare: number; vehtypeid: number; pickupaddress: string } }>(
      'SELECT details FROM bookings UNION ALL SELECT return_details FROM bookings WHERE return_details IS NOT NULL',
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const { details } of rows) {
      const minimum = tariff.vehicles.find((v) => v.vehtypeid === details.vehtypeid)!.minimumfare;
      expect(details.totalfare, details.pickupaddress).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("price Amelia's short trip as a quotation would: at least the Saloon's minimum, not £7.19", () => {
    const [savoy] = searchPlaces('The Savoy', 1);
    const [upper] = searchPlaces('Upper Street', 1);
    expect(seededFare(demoTariff(), 1, savoy, upper)).toBe(25);
  });

  it('seed the "later today" booking ahead of the moment of seeding, late in the evening too', async () => {
    const { rows } = await db.query<{ pickup_at: Date | string }>(
      `SELECT b.pickup_at FROM bookings b JOIN customers c ON c.id = b.customer_id
       WHERE lower(c.email) = $1 AND b.details->>'dropoffaddress' LIKE 'Paddington Station%'`,
      [DEMO_EMAILS.amelia],
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].pickup_at).getTime()).toBeGreaterThan(at('2026-11-23T22:40').toMillis());
  });
});

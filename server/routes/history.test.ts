import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { createTestApp, type TestApp } from '../lib/testing';
import { DEMO_BOOKER_ID, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/customers';
import { BOOKING_NOT_FOUND, CANCELLED, CANCELLING_OFF, NOT_CANCELLABLE } from './history';
import { call, signIn, type SignedIn } from './accountTestHelpers';

let t: TestApp;
let amelia: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  amelia = await signIn(t.app, DEMO_EMAILS.amelia, DEMO_PASSWORD);
});
afterAll(() => t.close());

const list = async (url: string, who: SignedIn = amelia) => {
  const reply = await call(t.app, 'GET', url, { cookie: who.cookie });
  expect(reply.body.code).toBe(1);
  return reply.body.jlist as WireBookingRecord[];
};
const current = (who: SignedIn = amelia, extra = '') => list(`/api/currentbookings?custid=${who.custid}${extra}`, who);
const history = (filter: number, who: SignedIn = amelia) =>
  list(`/api/journeyhistory?custid=${who.custid}&filter=${filter}`, who);

/** Every field of the booking record rule (rules: booking-record) that a booking always has. */
const RECORD_FIELDS = [
  'jobpartid',
  'status',
  'ispaid',
  'paymentmethod',
  'totalfare',
  'gbptotalfare',
  'currencycode',
  'pickupdatetime',
  'now',
  'passengername',
  'passengerphone',
  'passengeremail',
  'passengerdialingcode',
  'custname',
  'custphone',
  'custemail',
  'picklat',
  'picklng',
  'pickpostcode',
  'pickupaddress',
  'pickcategory',
  'dofflat',
  'dofflng',
  'droppostcode',
  'dropoffaddress',
  'doffcategory',
  'vehtypeid',
  'vehicletype',
  'suitcases',
  'passengers',
  'vialocations',
];

describe('booking lists', () => {
  it('lists current bookings soonest first: trips under way, today, the unpaid one and the upcoming ones', async () => {
    const jlist = await current();
    expect(jlist.length).toBeGreaterThanOrEqual(10);
    for (const record of jlist) expect(Object.keys(record)).toEqual(expect.arrayContaining(RECORD_FIELDS));
    const statuses = jlist.map((r) => r.status);
    expect(statuses).toEqual(expect.arrayContaining(['POB', 'Started', 'Upcoming']));
    expect(statuses.some((s) => /cancel|complete/i.test(s))).toBe(false);
    expect(jlist.filter((r) => !r.ispaid && r.paymentmethod === 'card')).toHaveLength(1);
    const times = jlist.map((r) => Date.parse(r.pickupdatetime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(jlist.filter((r) => Date.parse(r.pickupdatetime) > Date.now() + 86_400_000).length).toBeGreaterThan(5);
  });

  it('lists a return booking as two journeys, the return reversed, and cancels both by either reference', async () => {
    const toHeathrow = (await current()).find((r) => r.dropoffaddress.startsWith('Heathrow Airport Terminal 5'))!;
    const back = (await current()).find((r) => r.pickupaddress.startsWith('Heathrow Airport Terminal 5'))!;
    expect(back.jobpartid).not.toBe(toHeathrow.jobpartid);
    expect(back.dropoffaddress).toBe(toHeathrow.pickupaddress);
    expect(Date.parse(back.pickupdatetime)).toBeGreaterThan(Date.parse(toHeathrow.pickupdatetime));
    const done = await call(t.app, 'POST', '/api/cancelbooking', {
      cookie: amelia.cookie,
      body: { source: 8, bookingref: back.jobpartid },
    });
    expect(done.body.code).toBe(1);
    const cancelled = (await history(0)).filter((r) => [back.jobpartid, toHeathrow.jobpartid].includes(r.jobpartid));
    expect(cancelled.map((r) => r.status)).toEqual(['Cancelled', 'Cancelled']);
  });

  it('narrows the history by 3, 6 and 12 months, newest first, with All showing every past trip', async () => {
    const counts = await Promise.all([3, 6, 12, 0].map(async (filter) => (await history(filter)).length));
    // Eight seeded past trips; the return booking cancelled above (two journeys, later dates) is in every range.
    expect(counts).toEqual([4, 6, 8, 10]);
    const all = await history(0);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['Completed', 'Cancelled']));
    const times = all.map((r) => Date.parse(r.pickupdatetime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("gives a booker the bookings made for the firm's guests when asked with the bookerid", async () => {
    const priya = await signIn(t.app, DEMO_EMAILS.booker, DEMO_PASSWORD);
    expect(priya.bookerid).toBe(DEMO_BOOKER_ID);
    expect(await current(priya)).toEqual([]);
    const asBooker = await current(priya, `&bookerid=${DEMO_BOOKER_ID}`);
    expect(asBooker.map((r) => r.passengername)).toEqual(['Tom Reed', 'Lena Vogel']);
    const past = await list(`/api/journeyhistory?custid=${priya.custid}&filter=0&bookerid=${DEMO_BOOKER_ID}`, priya);
    // Months of history (server/seed/bookerHistory.ts): completed trips and the odd cancelled one.
    expect(past.length).toBeGreaterThan(50);
    expect(new Set(past.map((r) => r.status))).toEqual(new Set(['Completed', 'Cancelled']));
  });

  it.each([
    ['/api/journeyhistory?custid=1&filter=5', 'filter is invalid'],
    ['/api/journeyhistory?custid=1', 'filter is required'],
    ['/api/currentbookings', 'custid is required'],
    ['/api/currentbookings?custid=one', 'custid is invalid'],
    ['/api/currentbookings?custid=1&bookerid=-3', 'bookerid is invalid'],
  ])('refuses %s', async (url, message) => {
    const reply = await call(t.app, 'GET', url, { cookie: amelia.cookie });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 0, message });
  });
});

describe('cancelling', () => {
  it('cancels an upcoming booking once; it leaves the current list and shows as Cancelled in the history', async () => {
    const upcoming = (await current()).filter((r) => r.status === 'Upcoming').at(-1)!;
    const done = await call(t.app, 'POST', '/api/cancelbooking', {
      cookie: amelia.cookie,
      body: { source: 8, bookingref: upcoming.jobpartid },
    });
    expect(done.body).toEqual({ id: upcoming.jobpartid, code: 1, message: CANCELLED });
    expect((await current()).map((r) => r.jobpartid)).not.toContain(upcoming.jobpartid);
    expect((await history(0)).find((r) => r.jobpartid === upcoming.jobpartid)?.status).toBe('Cancelled');
    const again = await call(t.app, 'POST', '/api/cancelbooking', {
      cookie: amelia.cookie,
      body: { source: 8, bookingref: String(upcoming.jobpartid) },
    });
    expect(again.body).toEqual({ code: 2, message: NOT_CANCELLABLE });
  });

  it('does not cancel a trip under way or a booking that does not exist', async () => {
    const pob = (await current()).find((r) => r.status === 'POB')!;
    const underWay = await call(t.app, 'POST', '/api/cancelbooking', {
      cookie: amelia.cookie,
      body: { source: 8, bookingref: pob.jobpartid },
    });
    expect(underWay.body).toEqual({ code: 2, message: NOT_CANCELLABLE });
    const missing = await call(t.app, 'POST', '/api/cancelbooking', {
      cookie: amelia.cookie,
      body: { source: 8, bookingref: 999999999 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 0, message: BOOKING_NOT_FOUND });
  });

  it('refuses when the operator has switched cancelling off', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'operator-'));
    const file = path.join(dir, 'operator.json');
    const config = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8'));
    config.configuration.CanCancelBooking = false;
    await writeFile(file, JSON.stringify(config));
    // A database of its own: on a shared one, the newest operator document is every app's (issue 31).
    const own = await createTestApp({ operatorConfigPath: file });
    const app = own.app;
    try {
      const her = await signIn(app, DEMO_EMAILS.amelia, DEMO_PASSWORD);
      const mine = async () =>
        (await call(app, 'GET', `/api/currentbookings?custid=${her.custid}`, { cookie: her.cookie })).body
          .jlist as WireBookingRecord[];
      const upcoming = (await mine()).find((r) => r.status === 'Upcoming')!;
      const reply = await call(app, 'POST', '/api/cancelbooking', {
        cookie: her.cookie,
        body: { source: 8, bookingref: upcoming.jobpartid },
      });
      expect(reply.body).toEqual({ code: 2, message: CANCELLING_OFF });
      expect((await mine()).find((r) => r.jobpartid === upcoming.jobpartid)?.status).toBe('Upcoming');
    } finally {
      await own.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a text reference', { source: 8, bookingref: 'ABC' }, 'bookingref is invalid'],
    ['no reference', { source: 8 }, 'bookingref is required'],
    ['a string source', { source: '8', bookingref: 1 }, 'source must be of type integer'],
  ])('refuses %s', async (_name, body, message) => {
    const reply = await call(t.app, 'POST', '/api/cancelbooking', { cookie: amelia.cookie, body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 0, message });
  });
});

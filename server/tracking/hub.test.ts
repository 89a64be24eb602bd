/**
 * The tracking hub on a real started server, driven by the official @microsoft/signalr client (docs/tracking.md):
 * a customer follows their booking from allocation to the end of the trip, strangers get nothing, a malformed
 * record closes only its own connection, and the code, share-link and cancellation rules hold.
 */
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import { book, bookingBody, createCustomer, quote, sessionCookie } from '../routes/booking.testkit';
import type { TripPlan } from './timeline';

type Update = Record<string, unknown> & { type: string; jobpartid: number; status: string };

let testApp: TestApp;
let base: string;
let ann: { cookie: string };
let annId: number;
let eve: { cookie: string };
const open: HubConnection[] = [];

beforeAll(async () => {
  // 200 subscribers below come from one address: the per-address limits have a test of their own.
  testApp = await createTestApp({
    tracking: { dispatch: true, tickMs: 100, connectionsPerAddress: 1000, negotiationsPerMinute: 10_000 },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  annId = await createCustomer(testApp.db, 'ann.tracking@example.com');
  ann = await sessionCookie(testApp.db, annId, new Date());
  eve = await sessionCookie(testApp.db, await createCustomer(testApp.db, 'eve.tracking@example.com'), new Date());
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
  await testApp.close();
});

async function connect(headers: Record<string, string> = {}): Promise<{ hub: HubConnection; updates: Update[] }> {
  const hub = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/tracking?username=customer_127.0.0.1_test_0`, {
      transport: HttpTransportType.WebSockets,
      headers,
    })
    .configureLogging(LogLevel.None)
    .build();
  const updates: Update[] = [];
  hub.on('OnNewData', (payload: Update) => updates.push(payload));
  await hub.start();
  open.push(hub);
  return { hub, updates };
}

async function annBooks(): Promise<{ jobpartid: number; code: string }> {
  const q = await quote(testApp.app, { custid: annId }, ann);
  const booked = await book(testApp.app, bookingBody(q, { custid: annId }), ann);
  expect(booked.body.Code, JSON.stringify(booked.body)).toBe(1);
  return { jobpartid: Number(booked.body.Bref), code: String(booked.body.BookingCode) };
}

async function guestBooks(): Promise<{ jobpartid: number; code: string }> {
  const q = await quote(testApp.app);
  const booked = await book(testApp.app, bookingBody(q));
  expect(booked.body.Code, JSON.stringify(booked.body)).toBe(1);
  return { jobpartid: Number(booked.body.Bref), code: String(booked.body.BookingCode) };
}

const clock = (body: Record<string, unknown>) => answer(postJson(testApp.app, '/dev/tracking/clock', body));

const trips = new Set<number>();
/** Whether the dispatcher has allocated the booking yet (read from its table, as any process would). */
function allocated(jobpartid: number): boolean {
  void testApp.db
    .query<{ jobpartid: number }>('SELECT jobpartid::int AS jobpartid FROM trips WHERE jobpartid = $1', [jobpartid])
    .then(({ rows }) => rows.forEach((r) => trips.add(r.jobpartid)));
  return trips.has(jobpartid);
}

/**
 * Moves the trip's clock into each later phase in turn and waits until `updates` carry that status (with two
 * positions while the vehicle moves): however late a loaded machine's tick comes, no phase is over before it is seen.
 */
async function walkTrip(
  jobpartid: number,
  updates: Update[],
  { after = 'Allocated', moveClock = clock }: { after?: string; moveClock?: typeof clock } = {},
): Promise<void> {
  const { rows } = await testApp.db.query<{ plan: TripPlan }>('SELECT plan FROM trips WHERE jobpartid = $1', [
    jobpartid,
  ]);
  const { startAt, arriveAt, pobAt, finishAt } = rows[0].plan;
  const phases: [string, number][] = [
    ['Allocated', 0],
    ['Started', startAt],
    ['Arrived', arriveAt],
    ['POB', pobAt],
    ['Finished', finishAt],
  ];
  const seen = (status: string, type = 'statusUpdate') =>
    updates.filter((u) => u.type === type && u.status === status).length;
  for (const [status, at] of phases.slice(phases.findIndex(([s]) => s === after) + 1)) {
    // Nearly stopped, the clock says where the trip is; then a jump to a second into the phase.
    const now = Date.parse(String((await moveClock({ jobpartid, speed: 0.001 })).body.time));
    if (now < at + 1000) await moveClock({ jobpartid, advanceminutes: (at + 1000 - now) / 60_000 });
    await until(() => seen(status) > 0 || updates.some((u) => u.status === 'Finished'));
    if (status === 'Started' || status === 'POB') await until(() => seen(status, 'locationUpdate') >= 2);
  }
}

/** The code and reason a raw WebSocket is closed with. */
function closeOf(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the tracking hub', () => {
  it('gives the owner every status and the moving position of their booking, and a stranger nothing', async () => {
    const { jobpartid } = await annBooks();
    const owner = await connect(ann);
    const stranger = await connect(eve);
    const anonymous = await connect();

    const first = await owner.hub.invoke('SubscribeBooking', { jobpartid });
    expect(first).toMatchObject({ code: 1, jobid: jobpartid });
    expect(await stranger.hub.invoke('SubscribeBooking', { jobpartid })).toEqual({
      code: 2,
      message: 'Booking not found.',
    });
    expect(await stranger.hub.invoke('SubscribeBooking', { jobpartid: 987654321 })).toEqual({
      code: 2,
      message: 'Booking not found.',
    });
    expect(await anonymous.hub.invoke('SubscribeBooking', { jobpartid })).toEqual({
      code: 2,
      message: 'Please sign in again.',
    });

    // The ASAP booking is allocated at once; its clock is then moved through each phase of the trip.
    await until(() => allocated(jobpartid));
    expect((await clock({ jobpartid, speed: 0.001 })).body).toMatchObject({ code: 1, speed: 0.001 });
    await walkTrip(jobpartid, owner.updates);

    const statuses = owner.updates.filter((u) => u.type === 'statusUpdate').map((u) => u.status);
    // Allocated comes as an update, or was already in the subscription's answer.
    expect([first.status, ...statuses].filter((s) => s !== 'Upcoming')).toEqual([
      'Allocated',
      'Started',
      'Arrived',
      'POB',
      'Finished',
    ]);
    const locations = owner.updates.filter((u) => u.type === 'locationUpdate');
    expect(locations.length).toBeGreaterThan(3);
    expect(locations[0]).toMatchObject({
      jobpartid,
      signaltype: 'gps',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(new Set(owner.updates.map((u) => u.jobpartid))).toEqual(new Set([jobpartid]));
    expect(stranger.updates).toEqual([]);
    expect(anonymous.updates).toEqual([]);

    // The booking record follows, and a finished trip gives no more data.
    const detail = await answer(testApp.app.inject({ url: `/api/bookingdetails?jobid=${jobpartid}`, headers: ann }));
    expect(detail.body.bookingdetails).toMatchObject({ status: 'Finished' });
    const after = await answer(testApp.app.inject({ url: `/api/trackvehicle?jobpartid=${jobpartid}`, headers: ann }));
    expect(after.body).toEqual({ code: 2, message: 'This trip has finished.' });
    expect(await owner.hub.invoke('SubscribeBooking', { jobpartid })).toEqual({
      code: 2,
      message: 'This trip has finished.',
    });
  });

  it('closes a connection that sends a malformed record, and only that one', async () => {
    const bystander = await connect();
    const raw = new WebSocket(`${base.replace('http', 'ws')}/hubs/tracking`);
    const received: string[] = [];
    raw.on('message', (data) => received.push(data.toString()));
    await new Promise((resolve) => raw.once('open', resolve));
    raw.send('{"protocol":"json","version":1}\u001e');
    await until(() => received.join('').includes('{}\u001e'));
    const closed = closeOf(raw);
    raw.send('this is not json\u001e');
    expect(await closed).toEqual({ code: 1002, reason: 'Messages must be JSON records terminated by 0x1e.' });
    expect(received.join('')).toContain('"type":7');
    expect(received.join('')).toContain('"allowReconnect":false');
    expect(bystander.hub.state).toBe('Connected');
    expect(await bystander.hub.invoke('SubscribeBooking', { jobpartid: 1 })).toMatchObject({ code: 2 });
  });

  it('lets the code holder and a share link follow a booking, refuses a wrong code, and kills the link after the trip', async () => {
    const guest = await guestBooks();
    const watcher = await connect();
    expect(await watcher.hub.invoke('SubscribeBooking', { id: guest.jobpartid, jobpartid: 0, code: 'wrong' })).toEqual({
      code: 2,
      message: 'Booking not found.',
    });
    expect(
      await watcher.hub.invoke('SubscribeBooking', { id: guest.jobpartid, jobpartid: 0, code: guest.code }),
    ).toMatchObject({
      code: 1,
    });

    const link = await answer(
      postJson(testApp.app, '/api/trackinglink', { jobpartid: guest.jobpartid, code: guest.code }),
    );
    expect(link.body).toMatchObject({ code: 1, url: `/tracking.html?share=${link.body.token}` });
    expect(String(link.body.token)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const share = String(link.body.token);
    const shared = await connect();
    expect(await shared.hub.invoke('SubscribeBooking', { share })).toMatchObject({ code: 1, jobid: guest.jobpartid });

    await until(() => allocated(guest.jobpartid));
    const tracked = await answer(testApp.app.inject({ url: `/api/trackvehicle?share=${share}` }));
    expect(tracked.body).toMatchObject({
      code: 1,
      status: 'Allocated',
      name: expect.any(String),
      vehicleregistration: expect.any(String),
    });
    const photo = await answer(testApp.app.inject({ url: `/api/driverphoto?share=${share}` }));
    expect(String(photo.body.photo)).toMatch(/^data:image\/svg\+xml;base64,/);

    await clock({ jobpartid: guest.jobpartid, advanceminutes: 24 * 60 });
    await until(() => shared.updates.some((u) => u.status === 'Finished'));
    const dead = await answer(testApp.app.inject({ url: `/api/trackvehicle?share=${share}` }));
    expect(dead).toEqual({
      status: 404,
      body: { code: 2, message: 'This tracking link is not valid or has expired.' },
    });
    expect(await watcher.hub.invoke('SubscribeBooking', { share })).toEqual({
      code: 2,
      message: 'This tracking link is not valid or has expired.',
    });
  });

  it('follows a booking seeded as under way from when it is first tracked, with the driver its record names; a new one names the driver sent', async () => {
    const { rows } = await testApp.db.query<{ jobpartid: number; access_code: string; status: string; driver: string }>(
      `SELECT jobpartid::int AS jobpartid, access_code, status, details->>'drivername' AS driver FROM bookings
        WHERE status IN ('Started', 'POB') ORDER BY jobpartid`,
    );
    expect(rows.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['POB', 'Started']));
    for (const seeded of rows) {
      const tracked = await answer(
        testApp.app.inject({ url: `/api/trackvehicle?id=${seeded.jobpartid}&jobpartid=0&code=${seeded.access_code}` }),
      );
      expect(tracked.body).toMatchObject({
        code: 1,
        status: seeded.status,
        name: seeded.driver,
        currentlat: expect.any(Number),
        eta: expect.any(Number),
      });
      expect((tracked.body.routecoordinates as unknown[]).length).toBeGreaterThan(2);
    }
    // A booking the dispatcher allocates names its driver in the record too, as the tracking answer does.
    const { jobpartid } = await annBooks();
    await until(() => allocated(jobpartid));
    const detail = await answer(testApp.app.inject({ url: `/api/bookingdetails?jobid=${jobpartid}`, headers: ann }));
    const tracked = await answer(testApp.app.inject({ url: `/api/trackvehicle?jobpartid=${jobpartid}`, headers: ann }));
    expect(detail.body.bookingdetails).toMatchObject({
      drivername: tracked.body.name,
      vehicleregistration: tracked.body.vehicleregistration,
    });
  });

  it('answers a cancelled booking with its words and no data', async () => {
    const { jobpartid } = await annBooks();
    const cancelled = await answer(
      postJson(testApp.app, '/api/cancelbooking', { source: 8, bookingref: jobpartid }, ann),
    );
    expect(cancelled.status).toBe(200);
    const tracked = await answer(testApp.app.inject({ url: `/api/trackvehicle?jobpartid=${jobpartid}`, headers: ann }));
    expect(tracked.body).toEqual({ code: 2, message: 'This booking has been cancelled.' });
  });

  it('brings a status change to 200 subscribers of one booking in under a second', async () => {
    const guest = await guestBooks();
    await until(() => allocated(guest.jobpartid));
    const subscribers = await Promise.all(Array.from({ length: 200 }, () => connect()));
    const answers = await Promise.all(
      subscribers.map((s) => s.hub.invoke('SubscribeBooking', { id: guest.jobpartid, jobpartid: 0, code: guest.code })),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const received: number[] = [];
    for (const s of subscribers) {
      s.hub.on('OnNewData', (u: Update) => {
        if (u.type === 'statusUpdate' && u.status === 'Started') received.push(performance.now());
      });
    }
    const changedAt = performance.now();
    await clock({ jobpartid: guest.jobpartid, advanceminutes: 3 });
    await until(() => received.length === 200, 5_000);
    expect(Math.max(...received) - changedAt).toBeLessThan(1000);
    await Promise.all(subscribers.map((s) => s.hub.stop()));
  });

  it('pings its clients and closes a connection it hears nothing from for the server timeout', async () => {
    const quick = await buildApp({
      db: testApp.db,
      // On Postgres the connections are counted in the database: this file's subscribers, still open, count here too.
      tracking: { pingMs: 100, timeoutMs: 400, connectionsPerAddress: 1000, negotiationsPerMinute: 10_000 },
      guards: { maxEventLoopDelayMs: 0 },
    });
    await quick.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = quick.server.address();
      const raw = new WebSocket(
        `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hubs/tracking`,
      );
      const received: string[] = [];
      raw.on('message', (data) => received.push(data.toString()));
      const closed = closeOf(raw);
      await new Promise((resolve) => raw.once('open', resolve));
      raw.send('{"protocol":"json","version":1}\u001e');
      const openedAt = performance.now();
      expect(await closed).toEqual({
        code: 1001,
        reason: 'Server timeout elapsed without receiving a message from the client.',
      });
      expect(received.join('')).toContain('{"type":6}\u001e');
      expect(performance.now() - openedAt).toBeGreaterThanOrEqual(350);
    } finally {
      await quick.close();
    }
  });

  it('carries on a trip in another process on the same database when the first one stops mid-trip', async () => {
    const guest = await guestBooks();
    await until(() => allocated(guest.jobpartid));
    await clock({ jobpartid: guest.jobpartid, advanceminutes: 3 });
    const other = await buildApp({
      db: testApp.db,
      // On Postgres the limits are counted in the database: the other process counts this file's subscribers too.
      tracking: { dispatch: true, tickMs: 100, connectionsPerAddress: 1000, negotiationsPerMinute: 10_000 },
      guards: { maxEventLoopDelayMs: 0 },
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    const otherBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const follower = new HubConnectionBuilder()
      .withUrl(`${otherBase}/hubs/tracking`, { transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    const updates: Update[] = [];
    follower.on('OnNewData', (u: Update) => updates.push(u));
    try {
      await follower.start();
      const now = await follower.invoke('SubscribeBooking', { id: guest.jobpartid, jobpartid: 0, code: guest.code });
      expect(now).toMatchObject({ code: 1, status: 'Started' });
      // The first process goes away (its dispatcher with it); the trip's plan and clock are in the database.
      await testApp.app.close();
      await walkTrip(guest.jobpartid, updates, { after: 'Started', moveClock: (body) => clock2(other, body) });
      expect(updates.filter((u) => u.type === 'statusUpdate').map((u) => u.status)).toEqual([
        'Arrived',
        'POB',
        'Finished',
      ]);
      const { rows } = await testApp.db.query<{ status: string }>('SELECT status FROM bookings WHERE jobpartid = $1', [
        guest.jobpartid,
      ]);
      expect(rows[0].status).toBe('Finished');
    } finally {
      await follower.stop();
      await other.close();
    }
  });
});

const clock2 = (app: Awaited<ReturnType<typeof buildApp>>, body: Record<string, unknown>) =>
  answer(postJson(app, '/dev/tracking/clock', body));

describe('limits per client address on the tracking hub', () => {
  it('serves a few connections and negotiations per address, then refuses more with the reason, and counts each address apart', async () => {
    // On Postgres the counts are shared by every app on the database (docs/server.md): this file's other tests,
    // from the same address, used the minute's negotiations; a fresh minute starts here.
    await testApp.db.exec('DELETE FROM rate_limit_hits; DELETE FROM hub_connections');
    const limited = await buildApp({
      db: testApp.db,
      tracking: { connectionsPerAddress: 2, negotiationsPerMinute: 3 },
      guards: { maxEventLoopDelayMs: 0, trustProxy: true },
    });
    await limited.listen({ port: 0, host: '127.0.0.1' });
    const address = limited.server.address();
    const http = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const official = () =>
      new HubConnectionBuilder()
        .withUrl(`${http}/hubs/tracking`, { transport: HttpTransportType.WebSockets })
        .configureLogging(LogLevel.None)
        .build();
    const raw = (headers: Record<string, string> = {}) => {
      const socket = new WebSocket(`${http.replace('http', 'ws')}/hubs/tracking`, { headers });
      const received: string[] = [];
      socket.on('message', (data) => received.push(data.toString()));
      socket.on('error', () => undefined);
      return { socket, received, closed: closeOf(socket) };
    };
    const first = official();
    const second = official();
    try {
      await first.start();
      await second.start();
      // The third from the same address: the official client hears why (its third negotiation is still allowed).
      await expect(official().start()).rejects.toThrow('Too many live connections from your address.');
      const refused = raw();
      await new Promise((resolve) => refused.socket.once('open', resolve));
      refused.socket.send('{"protocol":"json","version":1}\u001e');
      expect(await refused.closed).toEqual({
        code: 1013,
        reason: 'Too many live connections from your address. Please try again later.',
      });
      expect(refused.received.join('')).toBe(
        '{"error":"Too many live connections from your address. Please try again later."}\u001e',
      );
      // A fourth negotiation within the minute is refused in the API's words.
      const negotiate = await fetch(`${http}/hubs/tracking/negotiate?negotiateVersion=1`, { method: 'POST' });
      expect(negotiate.status).toBe(429);
      expect(negotiate.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await negotiate.json()).toEqual({
        code: 0,
        message: 'Too many connection attempts. Please try again later.',
      });
      // Another client (behind the trusted proxy) has its own allowance.
      const elsewhere = await fetch(`${http}/hubs/tracking/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      });
      expect(elsewhere.status).toBe(200);
      const other = raw({ 'X-Forwarded-For': '203.0.113.9' });
      await new Promise((resolve) => other.socket.once('open', resolve));
      other.socket.send('{"protocol":"json","version":1}\u001e');
      await until(() => other.received.join('').includes('{}\u001e'));
      other.socket.close();
      // A closed connection frees its place: once the server has counted the close (its own close handler, a
      // database write on Postgres), a new connection from the address is served. A client asking before that is
      // refused as before, so it asks again, as a person reloading would.
      await first.stop();
      const deadline = Date.now() + 15_000;
      let served = false;
      while (!served) {
        if (Date.now() > deadline) throw new Error('a closed connection never freed its place');
        const again = raw();
        await new Promise((resolve) => again.socket.once('open', resolve));
        again.socket.send('{"protocol":"json","version":1}\u001e');
        const handshake = until(() => again.received.join('').includes('{}\u001e'), 5_000).then(
          () => true,
          () => false,
        );
        served = await Promise.race([again.closed.then(() => false), handshake]);
        again.socket.close();
        if (!served) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await second.stop();
      await limited.close();
    }
  });
});

/**
 * Return legs (docs/tracking.md, "The simulation"): a booking with a return has its return journey dispatched near
 * its own time and followed under its own job part id, with the official SignalR client, a share link of its own
 * and its own status in the booking records, while the onward trip's end is the onward leg's alone.
 */
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import { book, bookingBody, createCustomer, quote, sessionCookie } from '../routes/booking.testkit';

type Update = Record<string, unknown> & { type: string; jobpartid: number; status: string };

const START = new Date(Date.now() + 24 * 3600_000);
START.setUTCHours(8, 0, 0, 0);
let now = START;
let testApp: TestApp;
let base: string;
let ann: { cookie: string };
let annId: number;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => now, tracking: { dispatch: true, tickMs: 100 } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  annId = await createCustomer(testApp.db, 'ann.return@example.com');
  ann = await sessionCookie(testApp.db, annId, now);
});
afterAll(async () => {
  await testApp.close();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const clock = (body: Record<string, unknown>) => answer(postJson(testApp.app, '/dev/tracking/clock', body));
const track = (query: string) => answer(testApp.app.inject({ url: `/api/trackvehicle?${query}`, headers: ann }));
const detailOf = async (jobid: number) =>
  (await answer(testApp.app.inject({ url: `/api/bookingdetails?jobid=${jobid}`, headers: ann }))).body
    .bookingdetails as Record<string, unknown>;
/** Moves the trip's clock to a second after the moment its plan names (startAt: the driver sets off). */
async function advanceTo(jobpartid: number, moment: 'startAt' | 'finishAt') {
  const { rows } = await testApp.db.query<{ plan: Record<string, number> }>(
    'SELECT plan FROM trips WHERE jobpartid = $1',
    [jobpartid],
  );
  const at = Date.parse(String((await clock({ jobpartid, speed: 0.001 })).body.time));
  await clock({ jobpartid, speed: 1, advanceminutes: Math.max(0, rows[0].plan[moment] + 1000 - at) / 60_000 });
}
const hasTrip = async (jobpartid: number) =>
  (await testApp.db.query('SELECT 1 FROM trips WHERE jobpartid = $1', [jobpartid])).rows.length > 0;

async function follow(ref: Record<string, unknown>): Promise<{ hub: HubConnection; updates: Update[]; first: Update }> {
  const hub = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/tracking`, { transport: HttpTransportType.WebSockets, headers: ann })
    .configureLogging(LogLevel.None)
    .build();
  const updates: Update[] = [];
  hub.on('OnNewData', (payload: Update) => updates.push(payload));
  await hub.start();
  return { hub, updates, first: (await hub.invoke('SubscribeBooking', ref)) as Update };
}

/** Ann books a journey with a return at `returnAt`: the job part ids of both legs. */
async function bookWithReturn(returnAt: string) {
  const q = await quote(testApp.app, { custid: annId, rtntype: 'rtn' }, ann);
  const booked = await book(testApp.app, bookingBody(q, { custid: annId, rtntype: 'rtn', returndate: returnAt }), ann);
  expect(booked.body.Code, JSON.stringify(booked.body)).toBe(1);
  return { onward: Number(booked.body.Bref), back: Number(booked.body.ReturnRef) };
}

describe('a booking with a return', () => {
  it('dispatches the return leg near its own time and follows it by its own job part id after the onward trip', async () => {
    const returnAt = new Date(START.getTime() + 5 * 3600_000).toISOString();
    const { onward, back } = await bookWithReturn(returnAt);
    expect(back).toBeGreaterThan(onward);

    // ASAP: the onward leg is allocated at once; the return, hours away, is not.
    await until(() => hasTrip(onward));
    expect((await track(`jobpartid=${back}`)).body).toMatchObject({
      code: 1,
      message: 'A driver has not been allocated yet.',
      status: 'Upcoming',
    });
    expect(await hasTrip(back)).toBe(false);

    // The onward trip runs to its end: only the onward leg is finished; the return leg is still to come.
    await clock({ jobpartid: onward, advanceminutes: 24 * 60 });
    await until(async () => (await detailOf(onward)).status === 'Finished');
    expect((await detailOf(back)).status).toBe('Upcoming');
    expect((await track(`jobpartid=${onward}`)).body).toEqual({ code: 2, message: 'This trip has finished.' });
    const current = await answer(testApp.app.inject({ url: `/api/currentbookings?custid=${annId}`, headers: ann }));
    expect(current.body.jlist).toEqual(
      expect.arrayContaining([expect.objectContaining({ jobpartid: back, status: 'Upcoming' })]),
    );

    // Near the return's time the dispatcher sends a driver to the return's pick-up (the onward drop-off).
    now = new Date(Date.parse(returnAt) - 5 * 60_000);
    ann = await sessionCookie(testApp.db, annId, now); // the morning's session has expired by the afternoon
    await until(() => hasTrip(back));
    const tracked = await track(`jobpartid=${back}`);
    expect(tracked.body).toMatchObject({
      code: 1,
      jobid: back,
      status: 'Allocated',
      name: expect.any(String),
    });
    const returnRecord = await detailOf(back);
    expect(returnRecord).toMatchObject({ drivername: tracked.body.name, jobpartid: back });
    expect((tracked.body.pickup as { lat: number }).lat).toBeCloseTo(Number(returnRecord.picklat), 5);

    // The official client follows the return leg by its job part id, and a share link made for it follows it too.
    const owner = await follow({ jobpartid: back });
    expect(owner.first).toMatchObject({ code: 1, jobid: back, status: 'Allocated' });
    const link = await answer(postJson(testApp.app, '/api/trackinglink', { jobpartid: back }, ann));
    expect(link.body).toMatchObject({ code: 1 });
    const shared = await answer(testApp.app.inject({ url: `/api/trackvehicle?share=${String(link.body.token)}` }));
    expect(shared.body).toMatchObject({ code: 1, jobid: back });

    await advanceTo(back, 'startAt');
    await until(() => owner.updates.some((u) => u.type === 'statusUpdate' && u.status === 'Started'));
    expect((await detailOf(back)).status).toBe('Started');
    expect((await detailOf(onward)).status).toBe('Finished');
    await clock({ jobpartid: back, advanceminutes: 24 * 60 });
    await until(() => owner.updates.some((u) => u.status === 'Finished'));
    expect(new Set(owner.updates.map((u) => u.jobpartid))).toEqual(new Set([back]));
    expect((await detailOf(back)).status).toBe('Finished');
    const dead = await answer(testApp.app.inject({ url: `/api/trackvehicle?share=${String(link.body.token)}` }));
    expect(dead.body).toEqual({ code: 2, message: 'This tracking link is not valid or has expired.' });
    await owner.hub.stop();
  });

  it('cancels both legs before the onward trip sets off, and the return leg alone after it', async () => {
    ann = await sessionCookie(testApp.db, annId, now);
    const returnAt = new Date(now.getTime() + 5 * 3600_000).toISOString();
    const bookOne = () => bookWithReturn(returnAt);
    const cancel = (bookingref: number) =>
      answer(postJson(testApp.app, '/api/cancelbooking', { source: 8, bookingref }, ann));

    const first = await bookOne();
    expect((await cancel(first.back)).body).toMatchObject({ code: 1 });
    expect((await detailOf(first.onward)).status).toBe('Cancelled');
    expect((await track(`jobpartid=${first.back}`)).body).toEqual({
      code: 2,
      message: 'This booking has been cancelled.',
    });

    const second = await bookOne();
    await until(() => hasTrip(second.onward));
    await advanceTo(second.onward, 'startAt');
    await until(async () => (await detailOf(second.onward)).status === 'Started');
    expect((await cancel(second.back)).body).toMatchObject({ code: 1 });
    expect((await detailOf(second.back)).status).toBe('Cancelled');
    // The passenger's address (bookingBody's): the note names the return journey only.
    const mails = (await testApp.app.inject({ url: '/dev/outbox?to=ann.guest%40example.com' })).json() as {
      messages: { kind: string; subject: string; body: string }[];
    };
    const note = mails.messages.find((m) => m.subject === `Your booking ${second.back} is cancelled`);
    expect(note?.body).toContain('Your return journey has been cancelled:');
    expect(note?.body).not.toContain(`${second.onward}:`);
    expect((await detailOf(second.onward)).status).toBe('Started');
    expect((await track(`jobpartid=${second.onward}`)).body).toMatchObject({ code: 1, status: 'Started' });
    expect((await track(`jobpartid=${second.back}`)).body).toEqual({
      code: 2,
      message: 'This booking has been cancelled.',
    });
  });
});

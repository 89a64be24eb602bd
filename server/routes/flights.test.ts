import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airlineByCode, delayMinutes, flightByNumber, landingOf, routeOf } from '../domain/flightSchedule';
import { answer, createTestApp, type TestApp } from '../lib/testing';
import { book, bookingBody, createCustomer, HEATHROW_T5, KINGS_CROSS, quote, sessionCookie } from './booking.testkit';

const START = new Date('2026-07-01T09:00:00Z');
let clock = START;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  answer(testApp.app.inject({ method: 'GET', url, headers }));

type Flight = {
  ident: string;
  origin: string;
  destination: string;
  destinationName: string;
  departuretime: string;
  arrivaltime: string;
  filedarrivaltime: string;
  estimatedarrivaltime?: string;
  actualarrivaltime?: string;
};
const flightsOf = (body: Record<string, unknown>) => (body.AirlineFlightSchedulesResult as { data: Flight[] }).data;

describe('GET /api/searchflight', () => {
  const url = '/api/searchflight?destination=LHR&airline=BA&departuretime=2026-07-03T14:00:00%2B01:00';

  it("lists the airline's flights to the airport landing around the time, closest first, the same every time", async () => {
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(1);
    const flights = flightsOf(first.body);
    expect(flights.length).toBeGreaterThan(1);
    for (const flight of flights) {
      expect(flight.ident).toMatch(/^BA\d{1,4}$/);
      expect(flight.destination).toBe('LHR');
      expect(flight.destinationName).toMatch(/Heathrow/);
      expect(flight.origin).toMatch(/^[A-Z]{3}$/);
      const landing = DateTime.fromISO(flight.arrivaltime);
      expect(Math.abs(landing.diff(DateTime.fromISO('2026-07-03T13:00:00Z'), 'hours').hours)).toBeLessThanOrEqual(4);
      // Days ahead: only the filed times are known yet.
      expect(flight.estimatedarrivaltime).toBeUndefined();
      expect(DateTime.fromISO(flight.arrivaltime) > DateTime.fromISO(flight.departuretime)).toBe(true);
    }
    const distance = (f: Flight) =>
      Math.abs(DateTime.fromISO(f.arrivaltime).toMillis() - Date.parse('2026-07-03T13:00:00Z'));
    expect(flights.map(distance)).toEqual([...flights.map(distance)].sort((a, b) => a - b));
    expect((await get(url)).body).toEqual(first.body);
    // An airline or airport by its ICAO code finds the same flights.
    expect(flightsOf((await get(url.replace('airline=BA', 'airline=BAW'))).body)).toEqual(flights);
    expect(flightsOf((await get(url.replace('LHR', 'EGLL'))).body)).toEqual(flights);
  });

  it('narrows to the origin when one is given', async () => {
    const all = flightsOf((await get(url)).body);
    const origin = all[0].origin;
    const some = flightsOf((await get(`${url}&origin=${origin}`)).body);
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((flight) => flight.origin === origin)).toBe(true);
  });

  it('answers 4xx in the spec shape for unknown codes, dates out of range and malformed values', async () => {
    const cases: [string, number, RegExp][] = [
      [url.replace('LHR', 'QQQ'), 404, /Unknown airport code: QQQ/],
      [url.replace('airline=BA', 'airline=J0'), 404, /Unknown airline code: J0/],
      [`${url}&origin=ZZZ`, 404, /Unknown airport code: ZZZ/],
      [url.replace('2026-07-03', '2026-06-20'), 400, /departuretime is out of range/],
      [url.replace('2026-07-03', '2028-07-03'), 400, /departuretime is out of range/],
      [url.replace('2026-07-03T14:00:00%2B01:00', 'tomorrow'), 400, /departuretime is invalid/],
      [url.replace('LHR', 'LH1'), 400, /destination is invalid/],
      [url.replace('LHR', 'LHRXX'), 400, /destination is invalid/],
      ['/api/searchflight?destination=LHR&airline=BA', 400, /departuretime is required/],
    ];
    for (const [request, status, message] of cases) {
      const { status: got, body } = await get(request);
      expect(got, request).toBe(status);
      expect(body, request).toEqual({ code: 0, message: expect.stringMatching(message) });
    }
  });
});

describe('GET /api/flightinfo', () => {
  it('answers one flight by its number, the same for the same date, with estimates and actuals as time goes by', async () => {
    const ba = airlineByCode('BA');
    let number = 1;
    while (!routeOf(ba!, number)) number++;
    const landingTime = '2026-07-03T12:00:00Z';
    const url = `/api/flightinfo?flightNo=BA${number}&landingTime=${landingTime}`;
    const before = await get(url);
    expect(before.status).toBe(200);
    const [flight] = (before.body.FlightInfoResult as { flights: Flight[] }).flights;
    expect(flight.ident).toBe(`BA${number}`);
    expect(flight.estimatedarrivaltime).toBeUndefined();
    expect((await get(url.replace(`BA${number}`, `ba ${number}`))).body).toEqual(before.body);

    const delay = delayMinutes(flight.ident, flight.departuretime.slice(0, 10));
    const expected = DateTime.fromISO(flight.filedarrivaltime).plus({ minutes: delay }).toUTC().toISO({
      suppressMilliseconds: true,
    });
    clock = new Date(Date.parse(flight.departuretime) - 60 * 60_000);
    const [underway] = ((await get(url)).body.FlightInfoResult as { flights: Flight[] }).flights;
    expect(underway.estimatedarrivaltime).toBe(expected);
    expect(underway.actualarrivaltime).toBeUndefined();
    clock = new Date(Date.parse(expected!) + 60_000);
    const [landed] = ((await get(url)).body.FlightInfoResult as { flights: Flight[] }).flights;
    expect(landed.actualarrivaltime).toBe(expected);
    clock = START;
  });

  it('answers an empty list for a number the airline does not fly, and 4xx for bad input', async () => {
    const ba = airlineByCode('BA');
    let number = 1;
    while (routeOf(ba!, number)) number++;
    expect((await get(`/api/flightinfo?flightNo=BA${number}`)).body).toEqual({
      code: 1,
      message: '',
      FlightInfoResult: { flights: [] },
    });
    const cases: [string, number, RegExp][] = [
      ['/api/flightinfo?flightNo=12', 400, /flightNo is invalid/],
      ['/api/flightinfo?flightNo=BA-117', 400, /flightNo is invalid/],
      ['/api/flightinfo?flightNo=BA117%3Bdrop', 400, /flightNo is invalid/],
      ['/api/flightinfo?flightNo=J0117', 404, /Unknown airline code: J0/],
      ['/api/flightinfo?flightNo=BA117&landingTime=1999-01-01T10:00:00Z', 400, /landingTime is out of range/],
      ['/api/flightinfo?flightNo=BA117&landingTime=soon', 400, /landingTime is invalid/],
      ['/api/flightinfo', 400, /flightNo is required/],
    ];
    for (const [request, status, message] of cases) {
      const { status: got, body } = await get(request);
      expect(got, request).toBe(status);
      expect(body, request).toEqual({ code: 0, message: expect.stringMatching(message) });
    }
  });
});

describe('an airport pick-up follows its flight', () => {
  it('stores the flight, returns it in bookingdetails, and moves the pick-up to the delayed landing plus the waiting time', async () => {
    // A BA flight into Heathrow two days on that will land 20 minutes or more late.
    const ba = airlineByCode('BA')!;
    const day = DateTime.fromISO('2026-07-03T00:00:00Z', { zone: 'utc' });
    let flight: ReturnType<typeof flightByNumber>;
    for (let number = 1; number < 2000; number++) {
      const route = routeOf(ba, number);
      if (!route || route.destination.iata !== 'LHR') continue;
      const candidate = flightByNumber(ba, number, day.plus({ minutes: route.departureMinute + route.minutes }), clock);
      if (candidate && delayMinutes(candidate.ident, candidate.departuretime.slice(0, 10)) >= 20) {
        flight = candidate;
        break;
      }
    }
    expect(flight).toBeDefined();
    const filed = DateTime.fromISO(landingOf(flight!));
    const waitingtime = 45;
    const pickup = filed.plus({ minutes: waitingtime });
    const customer = await createCustomer(testApp.db, 'flyer@example.com');
    const session = await sessionCookie(testApp.db, customer, new Date('2026-07-10T00:00:00Z'));
    const journey = {
      pick: HEATHROW_T5.address,
      picklat: HEATHROW_T5.lat,
      picklng: HEATHROW_T5.lng,
      pickpostcode: HEATHROW_T5.postcode,
      doff: KINGS_CROSS.address,
      dofflat: KINGS_CROSS.lat,
      dofflng: KINGS_CROSS.lng,
      droppostcode: KINGS_CROSS.postcode,
      bookingdate: pickup.toISO(),
      custid: customer,
    };
    const q = await quote(testApp.app, journey, session);
    expect(q.code).toBe(1);
    const booked = await book(
      testApp.app,
      bookingBody(q, {
        custid: customer,
        isasap: false,
        bookingdate: pickup.toISO(),
        pickupaddress: HEATHROW_T5.address,
        pickcategory: HEATHROW_T5.category,
        pickpostcode: HEATHROW_T5.postcode,
        picklat: HEATHROW_T5.lat,
        picklng: HEATHROW_T5.lng,
        dropoffaddress: KINGS_CROSS.address,
        doffcategory: KINGS_CROSS.category,
        droppostcode: KINGS_CROSS.postcode,
        dofflat: KINGS_CROSS.lat,
        dofflng: KINGS_CROSS.lng,
        flightno: flight!.ident,
        exparrival: filed.toISO(),
        arrivingfromairportcode: flight!.origin,
        arrivingfromairportname: flight!.originName,
        isflightdetail: false,
        waitingtime,
      }),
      session,
    );
    expect(booked.body.Code).toBe(1);
    const details = async () =>
      (await get(`/api/bookingdetails?jobid=${booked.body.Bref}`, session)).body.bookingdetails as Record<
        string,
        string
      >;

    const asBooked = await details();
    expect(asBooked).toMatchObject({
      flightnumber: flight!.ident,
      arrivingfromairportcode: flight!.origin,
      arrivingfromairportname: flight!.originName,
    });
    expect(Date.parse(asBooked.expflightarrival)).toBe(filed.toMillis());
    expect(Date.parse(asBooked.pickupdatetime)).toBe(pickup.toMillis());

    // An hour before departure the estimate is out: the landing is late, and the pick-up follows it.
    clock = new Date(Date.parse(flight!.departuretime) - 60 * 60_000);
    const late = filed.plus({ minutes: delayMinutes(flight!.ident, flight!.departuretime.slice(0, 10)) });
    const followed = await details();
    expect(Date.parse(followed.expflightarrival)).toBe(late.toMillis());
    expect(Date.parse(followed.pickupdatetime)).toBe(late.plus({ minutes: waitingtime }).toMillis());
    const { rows } = await testApp.db.query<{ pickup_at: Date }>(
      'SELECT pickup_at FROM bookings WHERE jobpartid = $1',
      [booked.body.Bref],
    );
    expect(new Date(rows[0].pickup_at).getTime()).toBe(late.plus({ minutes: waitingtime }).toMillis());
    // Read again: nothing moves twice.
    expect(await details()).toMatchObject({ pickupdatetime: followed.pickupdatetime });
    clock = START;
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BookingRow } from './bookingPayments';
import {
  bookingRefusal,
  EMAIL_REQUIRED,
  fitsVehicle,
  journeyPlacesRefusal,
  journeyTimes,
  METHOD_NOT_AVAILABLE,
  NO_VEHICLE_FOR_CAPACITY,
  pastPickupRefusal,
  RETURN_DATE_REQUIRED,
  sameClient,
  SIGN_IN_TO_BOOK,
} from './bookingRules';
import type { BookingInput } from './bookingsRecord';
import { parseOperatorConfig, type OperatorConfig } from './operatorConfig';

const file = fileURLToPath(new URL('../seed/operator.json', import.meta.url));
const operator = parseOperatorConfig(readFileSync(file, 'utf8'), file);
const withSettings = (change: Partial<OperatorConfig['configuration']>): OperatorConfig => ({
  ...operator,
  configuration: { ...operator.configuration, ...change },
});
const saloon = operator.vehicleTypes[0]!;

const input = (change: Partial<BookingInput> = {}) =>
  ({
    requestid: 'r-12345678',
    vehtypeid: saloon.vehtypeid,
    paymentmethod: 'cash',
    passengername: 'Ada Lovelace',
    passengerphone: '7946012345',
    passengerdialingcode: '+44',
    passengeremail: 'ada@example.com',
    passengers: 1,
    isasap: false,
    bookingdate: '2026-11-22T12:00:00+00:00',
    rtntype: '',
    ...change,
  }) as BookingInput;

describe('bookingRefusal', () => {
  it('lets a guest book with an e-mail, by an allowed method', () => {
    expect(bookingRefusal(input(), null, operator)).toBeNull();
  });

  it('refuses a method the operator does not take', () => {
    expect(bookingRefusal(input({ paymentmethod: 'cash' }), null, withSettings({ IsCashAllowed: false }))).toBe(
      METHOD_NOT_AVAILABLE,
    );
  });

  it('asks a guest to sign in where guests may not book, and for an e-mail where they may', () => {
    expect(bookingRefusal(input(), null, withSettings({ allowGuest: false }))).toBe(SIGN_IN_TO_BOOK);
    expect(bookingRefusal(input({ passengeremail: '', custemail: '' }), null, operator)).toBe(EMAIL_REQUIRED);
    expect(bookingRefusal(input({ passengeremail: '' }), { customerId: 1, bookerId: null }, operator)).toBeNull();
  });

  it('refuses more passengers than the vehicle seats', () => {
    expect(bookingRefusal(input({ passengers: saloon.noofpassengers + 1 }), null, operator)).toBe(
      NO_VEHICLE_FOR_CAPACITY,
    );
  });
});

describe('fitsVehicle', () => {
  it('takes an unknown vehicle (the quote check refuses it) and one that seats everyone', () => {
    expect(fitsVehicle(input({ vehtypeid: 999, passengers: 99 }), operator)).toBe(true);
    expect(fitsVehicle(input({ passengers: saloon.noofpassengers }), operator)).toBe(true);
    expect(fitsVehicle(input({ handbags: saloon.noofhandbags + 1 }), operator)).toBe(false);
  });
});

describe('sameClient', () => {
  const row = (change: Partial<BookingRow>) =>
    ({
      booker_id: null,
      customer_id: null,
      email: 'ada@example.com',
      details: { passengerphone: '7946012345' },
      ...change,
    }) as BookingRow;

  it("knows a signed-in customer's booking by the session and a booker's by the booker", () => {
    expect(sameClient(row({ customer_id: 5 }), { customerId: 5, bookerId: null }, input())).toBe(true);
    expect(sameClient(row({ customer_id: 5 }), { customerId: 6, bookerId: null }, input())).toBe(false);
    expect(sameClient(row({ customer_id: 9, booker_id: 7 }), { customerId: 6, bookerId: 7 }, input())).toBe(true);
  });

  it("knows a guest's booking by the same e-mail and phone, whatever their case and spaces", () => {
    expect(sameClient(row({}), null, input({ passengeremail: ' ADA@example.com ' }))).toBe(true);
    expect(sameClient(row({}), null, input({ passengerphone: '7946099999' }))).toBe(false);
    expect(sameClient(row({}), { customerId: 5, bookerId: null }, input())).toBe(false);
  });
});

describe('journeyTimes', () => {
  const ctx = { now: new Date('2026-11-22T10:00:00Z'), operator };
  const pricing = { leadtime: 60, journeytime: 50, waitminutes: 30 };

  it("keeps the pick-up in the operator's zone, or the earliest time for ASAP", () => {
    const times = journeyTimes(ctx, input({ bookingdate: '2026-11-22T13:00:00+01:00' }), pricing);
    expect('pickupAt' in times && times.pickupAt.toISO()).toBe('2026-11-22T12:00:00.000+00:00');
    const asap = journeyTimes(ctx, input({ isasap: true }), pricing);
    expect('pickupAt' in asap && asap.pickupAt.toISO()).toBe('2026-11-22T11:00:00.000+00:00');
  });

  it('refuses a pick-up before the lead time, beyond a few minutes of grace', () => {
    expect(journeyTimes(ctx, input({ bookingdate: '2026-11-22T10:56:00+00:00' }), pricing)).not.toHaveProperty(
      'refusal',
    );
    expect(journeyTimes(ctx, input({ bookingdate: '2026-11-22T10:50:00+00:00' }), pricing)).toEqual({
      refusal: 'The earliest time we can pickup from this address is 22/11/2026 11:00',
    });
  });

  it('times a wait-and-return after the journey and the wait, and checks a return date', () => {
    const wait = journeyTimes(ctx, input({ rtntype: 'w&r' }), pricing);
    expect('returnAt' in wait && wait.returnAt?.toISO()).toBe('2026-11-22T13:20:00.000+00:00');
    expect(journeyTimes(ctx, input({ rtntype: 'rtn' }), pricing)).toEqual({ refusal: RETURN_DATE_REQUIRED });
    expect(journeyTimes(ctx, input({ rtntype: 'rtn', returndate: '2026-11-22T12:30:00+00:00' }), pricing)).toEqual({
      refusal: 'The earliest possible return date is 22/11/2026 12:50.',
    });
  });
});

describe('pastPickupRefusal (the past pick-up rule for quotes)', () => {
  const ctx = { now: new Date('2026-11-22T10:00:00Z'), operator };

  it('prices a start time still ahead, even inside the lead time, and no start time at all', () => {
    expect(pastPickupRefusal(ctx, '2026-11-22T10:20:00+00:00', 60)).toBeNull();
    expect(pastPickupRefusal(ctx, '2026-11-22T09:56:00+00:00', 60)).toBeNull();
    expect(pastPickupRefusal(ctx, '', 60)).toBeNull();
    expect(pastPickupRefusal(ctx, undefined, 60)).toBeNull();
  });

  it("refuses a start time already gone with the booking's words and the earliest time in the operator's zone", () => {
    expect(pastPickupRefusal(ctx, '2026-11-22T09:50:00+00:00', 60)).toBe(
      'The earliest time we can pickup from this address is 22/11/2026 11:00',
    );
    expect(pastPickupRefusal(ctx, '2026-11-21T12:00:00+00:00', 75)).toBe(
      'The earliest time we can pickup from this address is 22/11/2026 11:15',
    );
  });
});

describe('journeyPlacesRefusal (the same-place rule)', () => {
  const stops = {
    pick: "King's Cross Station, London",
    pickpostcode: 'N1 9AL',
    picklat: 51.5308,
    picklng: -0.1238,
    doff: 'Heathrow Airport Terminal 5',
    droppostcode: 'TW6 2GA',
    dofflat: 51.4723,
    dofflng: -0.488,
  };

  it('passes different ends and a via stop elsewhere', () => {
    expect(journeyPlacesRefusal(stops)).toBeNull();
    expect(
      journeyPlacesRefusal({ ...stops, viaaddresses: [{ address: 'Trafalgar Square', lat: 51.508, lng: -0.1281 }] }),
    ).toBeNull();
  });

  it('refuses the same spot or the same address at both ends, and a via stop at either end', () => {
    expect(journeyPlacesRefusal({ ...stops, dofflat: stops.picklat, dofflng: stops.picklng })).toBe(
      'The pick-up and drop-off cannot be the same address. Choose a different one.',
    );
    expect(journeyPlacesRefusal({ ...stops, doff: stops.pick.toUpperCase(), droppostcode: 'n19al' })).toBe(
      'The pick-up and drop-off cannot be the same address. Choose a different one.',
    );
    expect(journeyPlacesRefusal({ ...stops, viaaddresses: [{ lat: stops.dofflat, lng: stops.dofflng }] })).toBe(
      'A via stop cannot be the same address as the pick-up or drop-off. Choose a different one.',
    );
  });
});

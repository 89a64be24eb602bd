import { emptyDraft, type BookingDraft } from './draft';
import {
  QUOTE_REUSE_MS,
  canRequestQuote,
  expiredPatch,
  fareForVehicle,
  formatCountdown,
  isQuoteExpired,
  isReusable,
  quoteInputsKey,
  quoteLifetimeMs,
  quoteSecondsLeft,
  quotationRequestFor,
  vehicleFaresFrom,
} from './quote';
import { heathrow, kingsCross, quotation, towerBridge } from './testFixtures';

const journey = (overrides: Partial<BookingDraft> = {}): BookingDraft => ({
  ...emptyDraft(),
  pickUp: kingsCross,
  dropOff: heathrow,
  ...overrides,
});

describe('what asks for a new quote (4.5)', () => {
  const base = journey({ vehicleId: 1 });
  const key = quoteInputsKey(base);

  it.each<[string, Partial<BookingDraft>]>([
    ['the pick-up', { pickUp: towerBridge }],
    ['the drop-off', { dropOff: towerBridge }],
    ['a via stop', { via: [towerBridge] }],
    ['the vehicle', { vehicleId: 2 }],
    ['the date', { time: { ...base.time, pickUpType: 'later', time: '2026-07-01T12:00:00+01:00' } }],
    ['return', { returnKind: 'return', returnDate: '2026-07-01T18:00:00+01:00' }],
    ['wait-and-return', { returnKind: 'waitAndReturn' }],
  ])('a change of %s', (_, change) => {
    expect(quoteInputsKey({ ...base, ...change })).not.toBe(key);
  });

  it('not a change of extras, note or contact', () => {
    const changed: BookingDraft = {
      ...base,
      extras: { ...base.extras, Passengers: '3' },
      note: 'Hi',
      contact: { ...base.contact, firstName: 'Ann' },
    };
    expect(quoteInputsKey(changed)).toBe(key);
  });

  it('only once both ends, every via and a usable time are there', () => {
    expect(canRequestQuote(base)).toBe(true);
    expect(canRequestQuote({ ...base, dropOff: null })).toBe(false);
    expect(canRequestQuote({ ...base, via: [null] })).toBe(false);
    expect(canRequestQuote({ ...base, time: { ...base.time, pickUpType: 'later', time: '' } })).toBe(false);
  });
});

describe('reuse and expiry (4.5, 9)', () => {
  it('reuses a quote for the same inputs for 60 s only', () => {
    const cached = { key: 'k', at: 1_000_000 };
    expect(isReusable(cached, 'k', 1_000_000 + QUOTE_REUSE_MS - 1)).toBe(true);
    expect(isReusable(cached, 'k', 1_000_000 + QUOTE_REUSE_MS)).toBe(false);
    expect(isReusable(cached, 'other', 1_000_001)).toBe(false);
    expect(isReusable(undefined, 'k', 1_000_001)).toBe(false);
  });

  it('expires after 60 x QuoteTimeout seconds, counting down the seconds left', () => {
    expect(quoteLifetimeMs(10)).toBe(600_000);
    expect(quoteLifetimeMs(0)).toBe(600_000);
    const at = 5_000_000;
    expect(quoteSecondsLeft(at, 2, at)).toBe(120);
    expect(quoteSecondsLeft(at, 2, at + 119_500)).toBe(1);
    // A clock read a moment before the quote arrived never shows more than the quote's lifetime.
    expect(quoteSecondsLeft(at, 2, at - 900)).toBe(120);
    expect(isQuoteExpired(at, 2, at + 119_999)).toBe(false);
    expect(isQuoteExpired(at, 2, at + 120_000)).toBe(true);
    expect(isQuoteExpired(0, 2, at)).toBe(false);
    expect(formatCountdown(125)).toBe('2:05');
  });

  it('on expiry goes back to the journey, clears note, reference, promo and flights, and zeroes the fares', () => {
    const flight = {
      number: 'BA1',
      airportCode: 'JFK',
      airportText: '',
      arrivingFromTime: '',
      landingTime: '',
      landingTimeWait: 60,
      isFlightDetail: false,
    };
    const before = journey({
      step: 'customer',
      note: 'Gate 4',
      bref: 77,
      promo: { code: 'SAVE', promoCodeId: 1, value: 5, message: '' },
      flight,
      returnFlight: flight,
      quotation: quotation(),
      vehicleFares: [
        { vehicleTypeId: 1, vehicleType: 'Saloon', fare: 50, totalFare: 50, returnFare: 0, currencyCode: 'GBP' },
      ],
      quotedAt: 123,
      customer: { ...emptyDraft().contact, ourRef: 'PO-1' },
    });
    const after = { ...before, ...expiredPatch(before) };
    expect(after).toMatchObject({
      step: 'journey',
      note: '',
      bref: 0,
      promo: null,
      flight: null,
      returnFlight: null,
      quotedAt: 0,
    });
    expect(after.customer?.ourRef).toBe('');
    expect(after.quotation).toMatchObject({ fare: 0, totalFare: 0, returnFare: 0 });
    expect(after.quotation?.routePath.length).toBeGreaterThan(0);
    expect(fareForVehicle(after.vehicleFares, 1)).toBeNull();
    // The journey itself is kept.
    expect(after.pickUp).toBe(kingsCross);
  });
});

describe('the quotation request (7.3)', () => {
  it('sends both ends, vias, vehicle, return type and the chosen time', () => {
    const request = quotationRequestFor(
      journey({
        via: [towerBridge],
        vehicleId: 2,
        returnKind: 'return',
        returnDate: '2026-07-01T18:00:00+01:00',
        time: { ...emptyDraft().time, pickUpType: 'later', time: '2026-07-01T12:00:00+01:00' },
      }),
      { nowIso: '2026-07-01T10:00:00+01:00', currencyCode: 'GBP', requestId: 'r1', customerId: 9 },
    );
    expect(request).toMatchObject({
      rtntype: 'rtn',
      pickpostcode: 'N1C 4AH',
      droppostcode: 'TW6 2GA',
      vehtypeid: 2,
      bookingdate: '2026-07-01T12:00:00+01:00',
      returndate: '2026-07-01T18:00:00+01:00',
      custid: 9,
      requestid: 'r1',
    });
    expect(request.viaaddresses).toEqual([
      { address: towerBridge.fullAddress, postcode: 'SE1 2UP', lat: 51.5055, lng: -0.0754, category: 'Address' },
    ]);
  });

  it('quotes Now for the current time and marks wait-and-return', () => {
    const request = quotationRequestFor(journey({ returnKind: 'waitAndReturn' }), {
      nowIso: '2026-07-01T10:00:00+01:00',
      currencyCode: 'EUR',
      requestId: 'r2',
    });
    expect(request).toMatchObject({ rtntype: 'w&r', bookingdate: '2026-07-01T10:00:00+01:00', currencyCode: 'EUR' });
    expect(request).not.toHaveProperty('vehtypeid');
  });
});

describe('vehicle fares from the quotation (3.7)', () => {
  const entry = (vehtypeid: number, tierindex: number | undefined, fare: number) => ({
    vehtypeid,
    vehtype: `V${vehtypeid}`,
    fare,
    totalfare: fare * 2,
    returnfare: fare,
    currencycode: '',
    ...(tierindex === undefined ? {} : { tierindex }),
  });

  it("shows every vehicle type of additionalprices at its default (second) tier, in the quotation's order", () => {
    const fares = vehicleFaresFrom(
      {
        additionalprices: [
          entry(2, 0, 60),
          entry(2, 1, 66),
          entry(2, 2, 80),
          entry(1, 0, 45),
          entry(1, 1, 50),
          entry(1, 2, 62),
        ],
      },
      'EUR',
    );
    expect(fares).toEqual([
      { vehicleTypeId: 2, vehicleType: 'V2', fare: 66, totalFare: 132, returnFare: 66, currencyCode: 'EUR' },
      { vehicleTypeId: 1, vehicleType: 'V1', fare: 50, totalFare: 100, returnFare: 50, currencyCode: 'EUR' },
    ]);
  });

  it('takes one entry per vehicle as it is, the second of unmarked tiers, and vehicles missing there from vehicleprices', () => {
    expect(
      vehicleFaresFrom({ additionalprices: [entry(1, undefined, 40), entry(3, undefined, 70)] }, 'GBP').map(
        (f) => f.fare,
      ),
    ).toEqual([40, 70]);
    const tiersOnly = vehicleFaresFrom(
      {
        additionalprices: [entry(1, undefined, 45), entry(1, undefined, 50), entry(1, undefined, 62)],
        vehicleprices: [entry(1, 1, 99), entry(4, 1, 90)],
      },
      'GBP',
    );
    expect(tiersOnly.map((f) => [f.vehicleTypeId, f.fare])).toEqual([
      [1, 50],
      [4, 90],
    ]);
    expect(vehicleFaresFrom({}, 'GBP')).toEqual([]);
  });
});

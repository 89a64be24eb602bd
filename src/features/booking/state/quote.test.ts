import { configureApi } from '@/api';
import { sendJson, startTestServer, type TestServer } from '@/api/testing/testServer';
import { setClock } from '../model/clock';
import { emptyDraft } from '../model/draft';
import { quoteInputsKey } from '../model/quote';
import { heathrow, kingsCross, towerBridge } from '../model/testFixtures';
import { createBookingStore, type BookingStore } from './bookingStore';
import { checkQuoteExpiry, requestQuote, requote, watchQuoteInputs, type QuoteSettings } from './quote';

const settings: QuoteSettings = {
  zone: 'Europe/London',
  currencyCode: 'GBP',
  minLeadTime: 60,
  quoteTimeoutMinutes: 10,
};
const price = (vehtypeid: number, fare: number, tier = 'Standard') => ({
  vehtypeid,
  vehtype: `V${vehtypeid}`,
  fare,
  totalfare: fare,
  returnfare: 0,
  currencycode: 'GBP',
  tier,
});
const answer = (fare: number, extra: Record<string, unknown> = {}) => ({
  code: 1,
  fare,
  totalfare: fare,
  currencycode: 'GBP',
  traveltime: 60,
  JourneyTime: 40,
  routepath: [
    { lat: 51.53, lng: -0.12 },
    { lat: 51.47, lng: -0.48 },
  ],
  returnroutepath: [],
  additionalprices: [price(1, fare - 5, 'Economy'), price(1, fare, 'Standard'), price(1, fare + 10, 'Premium')],
  vehicleprices: [price(1, fare), price(2, fare + 20)],
  quoteid: 42,
  ...extra,
});

let api: TestServer;
let clock = Date.parse('2026-07-01T09:00:00Z');
let restoreClock: () => void;

beforeAll(async () => {
  api = await startTestServer((_, res) => sendJson(res, 200, answer(50)));
  configureApi({ baseUrl: api.url });
  restoreClock = setClock(() => clock);
});
afterAll(async () => {
  restoreClock();
  await api.close();
});
// A fresh booking instance per test: nothing (quote cache, request in flight, status) leaks between tests.
let store: BookingStore;
let booking: BookingStore['draft'];
let quoteState: BookingStore['quote'];
beforeEach(() => {
  store = createBookingStore({ draft: { ...emptyDraft(), pickUp: kingsCross, dropOff: heathrow } });
  booking = store.draft;
  quoteState = store.quote;
  api.requests.length = 0;
  api.handle((_, res) => sendJson(res, 200, answer(50)));
});

describe('the quote lifecycle against the API (4.5)', () => {
  it('shows every vehicle fare, the tiers and the quote id, and reuses the quote for 60 s', async () => {
    await requestQuote(store, settings);
    expect(api.requests).toHaveLength(1);
    expect(booking.quotation?.totalFare).toBe(50);
    expect(booking.vehicleFares.map((f) => [f.vehicleTypeId, f.totalFare])).toEqual([
      [1, 50],
      [2, 70],
    ]);
    expect(booking.priceTierNames).toEqual(['Economy', 'Standard', 'Premium']);
    expect(booking.priceTier).toBe(1);
    expect(booking.quoteId).toBe(42);
    expect(booking.quoteKey).toBe(quoteInputsKey(booking));
    expect(booking.time.earliestTime).toBe('2026-07-01T11:00:00.000+01:00');

    clock += 59_000;
    await requestQuote(store, settings);
    expect(api.requests).toHaveLength(1);
    clock += 2_000;
    await requestQuote(store, settings);
    expect(api.requests).toHaveLength(2);
  });

  it('drops an answer for inputs that changed while it was on its way', async () => {
    let release: () => void = () => undefined;
    api.handle((_, res) => new Promise<void>((resolve) => (release = () => resolve(sendJson(res, 200, answer(80))))));
    const pending = requestQuote(store, settings);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    expect(quoteState.loading).toBe(true);
    booking.dropOff = towerBridge;
    release();
    await pending;
    expect(booking.quotation).toBeNull();
    expect(booking.quoteKey).toBe('');
  });

  it('marks the pick-up with the server message on codes 3 or 6', async () => {
    api.handle((_, res) => sendJson(res, 200, { code: 3, message: 'We do not cover that area.' }));
    await requestQuote(store, settings);
    expect(booking.pickUpError).toBe('We do not cover that area.');
    expect(quoteState.error).toBe('We do not cover that area.');
    expect(booking.quotation).toBeNull();
  });

  // The default vehicle rule (the operator configuration rule (rules: configuration) defaultvehicletypeid, issue 28).
  it('preselects the configured vehicle once a quote prices it, without asking again', async () => {
    const stop = watchQuoteInputs(store, () => ({ ...settings, defaultVehicleTypeId: 1 }));
    await vi.waitFor(() => expect(booking.quotation?.totalFare).toBe(50));
    expect(booking.vehicleId).toBe(1);
    expect(booking.quoteKey).toBe(quoteInputsKey(booking));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toHaveLength(1);
    stop();
  });

  // The booking checks rule (rules: booking-checks): a flight given after the fare asks for its checks alone.
  it('asks again with a flight given after the fare, taking its warnings and keeping the fare and tier', async () => {
    const stop = watchQuoteInputs(store, () => settings);
    await vi.waitFor(() => expect(booking.quotation?.totalFare).toBe(50));
    booking.priceTier = 2;
    const wrongAirport = { code: 'flight-airport', message: 'Flight BA83 lands at London Gatwick Airport, but ...' };
    api.handle((_, res) => sendJson(res, 200, answer(50, { warnings: [wrongAirport], quoteid: 43 })));
    booking.flight = {
      number: 'BA83',
      airportCode: '',
      airportText: '',
      arrivingFromTime: '',
      landingTime: '',
      landingTimeWait: 60,
      isFlightDetail: false,
    };
    await vi.waitFor(() => expect(booking.quotation?.warnings).toEqual([wrongAirport]));
    expect((api.requests[1].body as { flightno: string }).flightno).toBe('BA83');
    expect(booking.priceTier).toBe(2);
    expect(booking.quoteId).toBe(42);
    stop();
  });

  it('leaves the vehicle to the customer when the default is not priced, or one is already chosen', async () => {
    await requestQuote(store, { ...settings, defaultVehicleTypeId: 9 });
    expect(booking.vehicleId).toBeNull();
    booking.vehicleId = 2;
    await requestQuote(store, { ...settings, defaultVehicleTypeId: 1 });
    expect(booking.vehicleId).toBe(2);
  });

  // The capacity rule beside it: a default that does not take the booking's passengers or luggage is not chosen (it
  // was, and the vehicle list then dropped it again, each new quote choosing it once more).
  it('leaves the vehicle unchosen when the default does not take the booking', async () => {
    const vehicleTypes = [
      { id: 1, name: 'Saloon', description: '', image: '', passengers: 4, luggage: 2, maxLuggage: 2, handBags: 2 },
    ];
    booking.extras.Passengers = '7';
    await requestQuote(store, { ...settings, defaultVehicleTypeId: 1, vehicleTypes });
    expect(booking.quotation?.totalFare).toBe(50);
    expect(booking.vehicleId).toBeNull();
    booking.extras.Passengers = '4';
    await requestQuote(store, { ...settings, defaultVehicleTypeId: 1, vehicleTypes });
    expect(booking.vehicleId).toBe(1);
  });

  it('resets the fares at once when the vehicle changes, then asks again', async () => {
    await requestQuote(store, settings);
    const stop = watchQuoteInputs(store, () => settings);
    booking.vehicleId = 2;
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
    expect((api.requests[1].body as { vehtypeid: number }).vehtypeid).toBe(2);
    await vi.waitFor(() => expect(booking.quoteKey).toBe(quoteInputsKey(booking)));
    stop();
  });

  it('asks at once when both ends are known, with no wait before the request', async () => {
    booking.dropOff = null;
    const stop = watchQuoteInputs(store, () => settings);
    booking.dropOff = heathrow;
    // One turn of the event loop: any fixed wait before asking would still be pending here.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(quoteState.loading || api.requests.length > 0).toBe(true);
    await vi.waitFor(() => expect(booking.quotation?.totalFare).toBe(50));
    stop();
  });

  it('cancels the request for an older journey, and its late answer never overwrites the new journey', async () => {
    let releaseOld: () => void = () => undefined;
    let oldCancelled = false;
    api.handle((request, res) => {
      if ((request.body as { dofflat: number }).dofflat !== heathrow.latitude) return sendJson(res, 200, answer(60));
      res.on('close', () => (oldCancelled = !res.writableEnded));
      return new Promise<void>((resolve) => (releaseOld = () => resolve(sendJson(res, 200, answer(80)))));
    });
    const stop = watchQuoteInputs(store, () => settings);
    const oldJourney = requestQuote(store, settings);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    booking.dropOff = towerBridge;
    await vi.waitFor(() => expect(booking.quotation?.totalFare).toBe(60));
    await vi.waitFor(() => expect(oldCancelled).toBe(true));
    releaseOld();
    await oldJourney;
    expect(booking.quotation?.totalFare).toBe(60);
    expect(booking.quoteKey).toBe(quoteInputsKey(booking));
    expect(quoteState.loading).toBe(false);
    stop();
  });

  it('expires after 60 x QuoteTimeout s: the journey, fares zero, dialog; Re-Quote only with a valid time', async () => {
    await requestQuote(store, settings);
    booking.step = 'customer';
    booking.note = 'Gate 2';
    clock += 599_000;
    expect(checkQuoteExpiry(store, settings)).toBe(false);
    clock += 1_000;
    expect(checkQuoteExpiry(store, settings)).toBe(true);
    expect(quoteState.expired).toBe(true);
    expect(booking.step).toBe('journey');
    expect(booking.note).toBe('');
    expect(booking.quotation?.totalFare).toBe(0);

    booking.time = { ...booking.time, pickUpType: 'later', time: '2026-07-01T10:05:00+01:00' };
    expect(await requote(store, settings)).toBe(false);
    expect(quoteState.expired).toBe(true);

    booking.time = { ...booking.time, pickUpType: 'now', time: '' };
    const before = api.requests.length;
    expect(await requote(store, settings)).toBe(true);
    expect(api.requests.length).toBe(before + 1);
    expect(quoteState.expired).toBe(false);
    expect(booking.quotation?.totalFare).toBe(50);
  });
});

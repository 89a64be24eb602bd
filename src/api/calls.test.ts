// @vitest-environment node
/** Every call of the lookup calls rule (rules: call-lookups)-the licence host rule (rules: licence-host) reaches its method, path and host with its payload. */
import { configureApi } from './client';
import * as lookups from './lookups';
import * as addressBook from './addressBook';
import { getConfiguration } from './configuration';
import * as pricing from './pricing';
import * as account from './account';
import * as promo from './promo';
import * as booking from './booking';
import * as tracking from './tracking';
import * as booker from './booker';
import * as licence from './licence';
import { sendJson, startTestServer, type TestServer } from './testing/testServer';
import type { WireBookingRequest } from './wire/booking';

const PASSWORD_HASH = '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8'; // sha256("password")

let api: TestServer;
let licenceHost: TestServer;

beforeAll(async () => {
  [api, licenceHost] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(() => Promise.all([api.close(), licenceHost.close()]));
beforeEach(() => {
  api.requests.length = 0;
  licenceHost.requests.length = 0;
  api.handle((_, res) => sendJson(res, 200, { code: 1 }));
  configureApi({ baseUrl: api.url, licenceBaseUrl: licenceHost.url });
});

function onlyRequest(server: TestServer = api) {
  expect(server.requests).toHaveLength(1);
  const [recorded] = server.requests;
  return {
    method: recorded.method,
    path: recorded.path,
    query: Object.fromEntries(recorded.query),
    body: recorded.body,
  };
}

type Case = [
  name: string,
  call: () => Promise<unknown>,
  expected: { method: string; path: string; query?: object; body?: object },
];

const cases: Case[] = [
  [
    'searchAirports',
    () => lookups.searchAirports('gat'),
    { method: 'GET', path: '/api/searchairport', query: { searchString: 'gat' } },
  ],
  [
    'searchAirlines',
    () => lookups.searchAirlines('bri'),
    { method: 'GET', path: '/api/searchairport', query: { searchstring: 'bri' } },
  ],
  [
    'searchAddress',
    () => lookups.searchAddress('SW1A'),
    { method: 'GET', path: '/api/searchaddress', query: { prefix: 'SW1A' } },
  ],
  [
    'searchFlight',
    () => lookups.searchFlight({ destination: 'LHR', airline: 'BAW', departuretime: '2030-01-01T10:00:00Z' }),
    {
      method: 'GET',
      path: '/api/searchflight',
      query: { destination: 'LHR', airline: 'BAW', departuretime: '2030-01-01T10:00:00Z' },
    },
  ],
  [
    'flightInfo',
    () => lookups.flightInfo({ flightNo: 'BA117' }),
    { method: 'GET', path: '/api/flightinfo', query: { flightNo: 'BA117' } },
  ],
  [
    'getAddressBook',
    () => addressBook.getAddressBook(12),
    { method: 'GET', path: '/api/addressbook', query: { custid: '12' } },
  ],
  [
    'addAddressBookEntry',
    () =>
      addressBook.addAddressBookEntry({
        custid: 12,
        name: 'Home',
        line1: '1 High St',
        line2: '',
        postcode: 'E1 6AN',
        category: 'Home',
        latitude: 51.5,
        longitude: -0.07,
        placename: 'home',
        fulladdress: '1 High St, London E1 6AN',
      }),
    { method: 'POST', path: '/api/addressbook', body: { custid: 12, placename: 'home', postcode: 'E1 6AN' } },
  ],
  [
    'updateAddressBookEntry',
    () =>
      addressBook.updateAddressBookEntry({
        id: 3,
        custid: 12,
        name: 'Work',
        line1: '',
        line2: '',
        postcode: 'EC2A 1AA',
        category: 'Work',
        latitude: 51.52,
        longitude: -0.08,
        placename: 'work',
        fulladdress: 'EC2A 1AA',
      }),
    { method: 'PUT', path: '/api/addressbook', body: { id: 3, placename: 'work' } },
  ],
  [
    'deleteAddressBookEntry',
    () => addressBook.deleteAddressBookEntry(3),
    { method: 'DELETE', path: '/api/addressbook', query: { id: '3' } },
  ],
  [
    'getConfiguration',
    () => getConfiguration(),
    { method: 'GET', path: '/api/configuration', query: { airports: 'true' } },
  ],
  [
    'getConfiguration with options',
    () => getConfiguration({ sandbox: true, source: 8, currencyCode: 'EUR' }),
    {
      method: 'GET',
      path: '/api/configuration',
      query: { airports: 'true', sandbox: 'true', source: '8', currencyCode: 'EUR' },
    },
  ],
  [
    'direction',
    () =>
      pricing.direction({
        points: [
          { lat: 51.47, lng: -0.45 },
          { lat: 51.5, lng: -0.12 },
        ],
      }),
    {
      method: 'POST',
      path: '/api/direction',
      body: {
        points: [
          { lat: 51.47, lng: -0.45 },
          { lat: 51.5, lng: -0.12 },
        ],
      },
    },
  ],
  [
    'nearestDriver',
    () => pricing.nearestDriver({ source: 8, lat: 51.5, lng: -0.1, postcode: 'SE1 7PB' }),
    { method: 'POST', path: '/api/nearestdriver', body: { source: 8, lat: 51.5, lng: -0.1, postcode: 'SE1 7PB' } },
  ],
  ['prices', () => pricing.prices(), { method: 'GET', path: '/api/prices' }],
  ['vehicleTypes', () => pricing.vehicleTypes(), { method: 'GET', path: '/api/vehicletypes' }],
  [
    'comment',
    () =>
      pricing.comment({
        phone: '7700900123',
        name: 'Ann',
        email: 'ann@example.com',
        source: 8,
        subject: 'Hi',
        enqtype: 'general',
        message: 'Hello',
      }),
    { method: 'POST', path: '/api/comment', body: { name: 'Ann', enqtype: 'general', message: 'Hello' } },
  ],
  [
    'signIn',
    () => account.signIn({ email: 'a@b.co', password: 'password' }),
    { method: 'POST', path: '/api/signIn', body: { email: 'a@b.co', passwordhash: PASSWORD_HASH } },
  ],
  [
    'signUp',
    () =>
      account.signUp({
        email: 'a@b.co',
        phone: '07700 900 123',
        surname: 'Lee',
        firstname: 'Ann',
        password: 'password',
      }),
    {
      method: 'POST',
      path: '/api/signUp',
      body: {
        email: 'a@b.co',
        phone: '7700900123',
        surname: 'Lee',
        firstname: 'Ann',
        dialingcode: '+44',
        passwordhash: PASSWORD_HASH,
      },
    },
  ],
  [
    'resetPassword',
    () => account.resetPassword({ email: 'a@b.co', source: 8 }),
    { method: 'POST', path: '/api/resetpassword', body: { email: 'a@b.co', source: 8 } },
  ],
  [
    'updateProfile',
    () =>
      account.updateProfile({
        custid: 5,
        phone: '07700 900123',
        email: 'a@b.co',
        surname: 'Lee',
        firstname: 'Ann',
        dialingcode: '+44',
        smsmailinglist: false,
        emailmailinglist: true,
      }),
    { method: 'PUT', path: '/api/updateprofile', body: { custid: 5, phone: '7700900123', emailmailinglist: true } },
  ],
  [
    'updateLanguage',
    () => account.updateLanguage({ custid: 5, language: 'fr' }),
    { method: 'PUT', path: '/api/updatelanguage', body: { custid: 5, language: 'fr' } },
  ],
  [
    'savePassword',
    () => account.savePassword({ id: 5, code: 'abc', password: 'password' }),
    { method: 'PUT', path: '/api/savepassword', body: { id: 5, code: 'abc', passwordhash: PASSWORD_HASH } },
  ],
  [
    'confirmPassword',
    () => account.confirmPassword({ id: 5, code: 'abc', password: 'password' }),
    { method: 'PUT', path: '/api/confirmpassword', body: { id: 5, code: 'abc', passwordhash: PASSWORD_HASH } },
  ],
  [
    'changePassword',
    () => account.changePassword({ custid: 5, password: 'password', oldPassword: '' }),
    {
      method: 'PUT',
      path: '/api/changepassword',
      body: {
        custid: 5,
        passwordhash: PASSWORD_HASH,
        oldpasswordhash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
    },
  ],
  [
    'promoCode',
    () => promo.promoCode({ price: 45.5, promocode: 'SPRING', currencycode: 'GBP', custid: 5 }),
    {
      method: 'POST',
      path: '/api/promocode',
      body: { price: 45.5, promocode: 'SPRING', currencycode: 'GBP', custid: 5 },
    },
  ],
  ['promotion', () => promo.promotion('tok'), { method: 'GET', path: '/api/promotion', query: { token: 'tok' } }],
  [
    'emailReceipt',
    () => promo.emailReceipt({ source: 8, bookingref: 1001 }),
    { method: 'POST', path: '/api/emailreceipt', body: { source: 8, bookingref: 1001 } },
  ],
  [
    'createBooking',
    () => booking.createBooking({ source: 8, vehtypeid: 2, paymentmethod: 'card' } as WireBookingRequest),
    { method: 'POST', path: '/api/createbookingTest', body: { source: 8, vehtypeid: 2, paymentmethod: 'card' } },
  ],
  [
    'paymentIntent',
    () => booking.paymentIntent(1001),
    { method: 'GET', path: '/api/paymentintent', query: { jobpartid: '1001' } },
  ],
  [
    'stripePaymentIntent',
    () => booking.stripePaymentIntent({ code: 'x1', id: 'pl_9', paymentmethod: 'paypal' }),
    { method: 'GET', path: '/api/stripepaymentintent', query: { code: 'x1', id: 'pl_9', paymentmethod: 'paypal' } },
  ],
  [
    'updateBooking',
    () => booking.updateBooking({ transactionid: 'pi_1', jobpartid: 1001, transactionstatus: 'succeeded' }),
    {
      method: 'PUT',
      path: '/api/updatebooking',
      body: { transactionid: 'pi_1', jobpartid: 1001, transactionstatus: 'succeeded' },
    },
  ],
  [
    'bookingInfo',
    () => booking.bookingInfo('TRK1'),
    { method: 'POST', path: '/api/bookinginfo', body: { code: 'TRK1' } },
  ],
  [
    'currentBookings',
    () => booking.currentBookings({ custid: 5 }),
    { method: 'GET', path: '/api/currentbookings', query: { custid: '5' } },
  ],
  [
    'journeyHistory',
    () => booking.journeyHistory({ custid: 5, filter: 3, bookerid: 2 }),
    { method: 'GET', path: '/api/journeyhistory', query: { custid: '5', filter: '3', bookerid: '2' } },
  ],
  [
    'bookingDetails',
    () => booking.bookingDetails(1001),
    { method: 'GET', path: '/api/bookingdetails', query: { jobid: '1001' } },
  ],
  [
    'cancelBooking',
    () => booking.cancelBooking({ source: 8, bookingref: 1001 }),
    { method: 'POST', path: '/api/cancelbooking', body: { source: 8, bookingref: 1001 } },
  ],
  [
    'changeBooking',
    () => booking.changeBooking({ bookingref: 1001, requestid: 'r1', passengers: 3 }),
    { method: 'PUT', path: '/api/changebooking', body: { bookingref: 1001, requestid: 'r1', passengers: 3 } },
  ],
  [
    'trackVehicle',
    () => tracking.trackVehicle({ jobpartid: 1001 }),
    { method: 'GET', path: '/api/trackvehicle', query: { jobpartid: '1001' } },
  ],
  [
    'trackVehicle by code',
    () => tracking.trackVehicle({ id: 9, jobpartid: 0, code: 'abc' }),
    { method: 'GET', path: '/api/trackvehicle', query: { id: '9', jobpartid: '0', code: 'abc' } },
  ],
  [
    'driverPhoto',
    () => tracking.driverPhoto(1001),
    { method: 'GET', path: '/api/driverphoto', query: { jobpartid: '1001' } },
  ],
  [
    'driverFootprint',
    () => tracking.driverFootprint(1001),
    { method: 'GET', path: '/api/driverFootprint', query: { jobpartid: '1001' } },
  ],
  [
    'bookerStatement',
    () => booker.bookerStatement({ bookerid: 2, datefrom: '2030-01-01', dateto: '2030-01-31' }),
    {
      method: 'GET',
      path: '/api/bookerstatement',
      query: { bookerid: '2', datefrom: '2030-01-01', dateto: '2030-01-31' },
    },
  ],
  [
    'getBookerInvoices',
    () => booker.getBookerInvoices({ bookerid: 2 }),
    { method: 'GET', path: '/api/bookerinvoice', query: { bookerid: '2' } },
  ],
  [
    'createBookerInvoice',
    () => booker.createBookerInvoice({ bookerid: 2, datefrom: '2030-01-01', dateto: '2030-01-31' }),
    { method: 'POST', path: '/api/bookerinvoice', body: { bookerid: 2, datefrom: '2030-01-01', dateto: '2030-01-31' } },
  ],
  [
    'updateBookerInvoice',
    () => booker.updateBookerInvoice({ id: 4, bookerid: 2, datefrom: '2030-01-01', dateto: '2030-01-31' }),
    { method: 'PUT', path: '/api/bookerinvoice', body: { id: 4, bookerid: 2 } },
  ],
  [
    'deleteBookerInvoice',
    () => booker.deleteBookerInvoice({ id: 4, bookerid: 2 }),
    { method: 'DELETE', path: '/api/bookerinvoice', query: { id: '4', bookerid: '2' } },
  ],
  [
    'bookerInvoiceReport',
    () => booker.bookerInvoiceReport(4),
    { method: 'GET', path: '/api/bookerinvoicereport', query: { id: '4' } },
  ],
  [
    'bookingChart',
    () => booker.bookingChart({ weekcommencing: '2030-01-07', bookerid: 2 }),
    { method: 'GET', path: '/api/booking', query: { weekcommencing: '2030-01-07', bookerid: '2' } },
  ],
];

describe.each(cases)('%s', (_name, call, expected) => {
  it('sends its method, path and payload to the API host', async () => {
    await call();
    const sent = onlyRequest();
    expect(sent.method).toBe(expected.method);
    expect(sent.path).toBe(expected.path);
    expect(sent.query).toEqual(expected.query ?? {});
    if (expected.body) expect(sent.body).toMatchObject(expected.body);
    expect(licenceHost.requests).toHaveLength(0);
  });
});

describe('licence host calls (7.9)', () => {
  const licenceCases: Case[] = [
    [
      'getBookingParams',
      () => licence.getBookingParams('p1'),
      { method: 'GET', path: '/api/bookingparams', query: { id: 'p1' } },
    ],
    [
      'storeBookingParams',
      () =>
        licence.storeBookingParams({
          trackingcode: 'T',
          pickup: 'A',
          dropoff: 'B',
          datetime: '2030-01-01T10:00:00Z',
          vehtypeid: 1,
          isASAP: false,
        }),
      { method: 'POST', path: '/api/bookingparams', body: { trackingcode: 'T', isASAP: false } },
    ],
    [
      'custAppBaseUrl',
      () => licence.custAppBaseUrl('T'),
      { method: 'GET', path: '/api/custappbaseurl', query: { trackingcode: 'T' } },
    ],
    [
      'validateLicence',
      () => licence.validateLicence({ parentdomain: 'cabs.example', trackingcode: 'T' }),
      { method: 'POST', path: '/api/validate', body: { parentdomain: 'cabs.example', trackingcode: 'T' } },
    ],
  ];

  it.each(licenceCases)('%s goes to the licence host', async (_name, call, expected) => {
    licenceHost.handle((_, res) => sendJson(res, 200, { code: 1 }));
    await call();
    const sent = onlyRequest(licenceHost);
    expect(sent).toMatchObject({ method: expected.method, path: expected.path, query: expected.query ?? {} });
    if (expected.body) expect(sent.body).toMatchObject(expected.body);
    expect(api.requests).toHaveLength(0);
  });
});

describe('passwords (7.4)', () => {
  it('never sends the plain password', async () => {
    await account.signIn({ email: 'a@b.co', password: 'hunter22' });
    expect(JSON.stringify(api.requests[0].body)).not.toContain('hunter22');
  });
});

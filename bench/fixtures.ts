// What the bench asks of the app: address prefixes, quote trips and round-trip places the seeded gazetteer knows.
// The quotation bodies come from the app's own buildQuotationRequest, so the pricing calls rule (rules: call-pricing) defaults are never restated
// here. The bench (plain Node) loads this module through tsx.
import { buildQuotationRequest, type QuotationInput } from '../src/api/pricing';
import { pages } from '../src/api/wire/site';
import { LOCALE_CODES, SOURCE_LOCALE } from '../src/api/wire/locales';
import { TEMPLATE_NAMES } from '../src/api/wire/templates';

export const SEARCH_PREFIXES = [
  'king',
  'heath',
  'baker st',
  'sw1a',
  'gatw',
  'savoy',
  'o2',
  'pad',
  'vict',
  'water',
  'tower',
  'luton',
];

/** Realistic quotes: central London stations and hotels to and from the airports. */
export const QUOTE_TRIPS: QuotationInput[] = [
  {
    pick: "King's Cross Station, London",
    pickpostcode: 'N1C 4AP',
    picklat: 51.5309,
    picklng: -0.1233,
    doff: 'Heathrow Airport Terminal 5',
    droppostcode: 'TW6 2GA',
    dofflat: 51.4723,
    dofflng: -0.4889,
  },
  {
    pick: 'The Savoy, Strand, London',
    pickpostcode: 'WC2R 0EZ',
    picklat: 51.5104,
    picklng: -0.1204,
    doff: 'Gatwick Airport North Terminal',
    droppostcode: 'RH6 0PJ',
    dofflat: 51.1618,
    dofflng: -0.1768,
  },
  {
    pick: 'Paddington Station, London',
    pickpostcode: 'W2 1HQ',
    picklat: 51.5154,
    picklng: -0.1755,
    doff: 'London City Airport',
    droppostcode: 'E16 2PX',
    dofflat: 51.5048,
    dofflng: 0.0495,
  },
  {
    pick: '221B Baker Street, London',
    pickpostcode: 'NW1 6XE',
    picklat: 51.5238,
    picklng: -0.1586,
    doff: 'Stansted Airport',
    droppostcode: 'CM24 1QW',
    dofflat: 51.886,
    dofflng: 0.2389,
  },
];

/** The quotation bodies of the API load, as the app sends them, for a pick-up this time tomorrow. */
export function quoteBodies(): string[] {
  const bookingdate = new Date(Date.now() + 24 * 3600 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return QUOTE_TRIPS.map((trip) => JSON.stringify(buildQuotationRequest({ ...trip, bookingdate })));
}

/** The quotation body of the booking load: the first trip, as soon as possible (as the guest's booking says). */
export function bookingQuoteBody(): string {
  return JSON.stringify(buildQuotationRequest({ ...QUOTE_TRIPS[0], bookingdate: '' }));
}

/**
 * The quote round trip in the browser: pick-ups and drop-offs typed into the place autocomplete (texts the seeded
 * gazetteer answers, first suggestion taken). Each repetition quotes a pick-up/drop-off pair not quoted before on
 * that page, so the client's 60 s quote reuse (the quote lifecycle rule, rules: quote-lifecycle) never answers from its cache.
 */
export const ROUNDTRIP = {
  pickUps: ['Kings Cross', 'Paddington', 'Waterloo'],
  dropOffs: ['Heathrow', 'Gatwick', 'Savoy', 'Tower Bridge', 'Stansted'],
  /** The untimed warm-up's drop-off: one none of the timed ones uses. */
  warmUpDropOff: 'Victoria',
};

/** A guest's cash booking of the first trip on the given quote (the fields the booking page sends, the booking call rule (rules: call-booking)). */
export function bookingFor(
  quote: {
    quoteid: number;
    fare: number;
    totalfare: number;
    gbpfare: number;
    gbptotalfare: number;
    returnfare: number;
    currencycode: string;
  },
  requestid: string,
): Record<string, unknown> {
  const trip = QUOTE_TRIPS[0];
  return {
    rtntype: '',
    source: 8,
    vehtype: 'Saloon',
    vehtypeid: 1,
    viaaddresses: [],
    paymentmethod: 'cash',
    currencycode: quote.currencycode,
    bookingdate: '',
    isasap: true,
    fare: quote.fare,
    totalfare: quote.totalfare,
    gbpfare: quote.gbpfare,
    gbptotalfare: quote.gbptotalfare,
    returnfare: quote.returnfare,
    smallpets: 0,
    handbags: 1,
    luggages: 1,
    equipment: 0,
    passengers: 2,
    largechildseats: 0,
    smallchildseats: 0,
    pickupaddress: trip.pick,
    pickpostcode: trip.pickpostcode,
    picklat: trip.picklat,
    picklng: trip.picklng,
    dropoffaddress: trip.doff,
    droppostcode: trip.droppostcode,
    dofflat: trip.dofflat,
    dofflng: trip.dofflng,
    traveltime: 60,
    routedistance: 19,
    passengername: 'Bench Guest',
    passengeremail: 'bench.guest@example.com',
    passengerphone: '2079460123',
    passengerdialingcode: '+44',
    custemail: '',
    custphone: '',
    custfirstname: '',
    custsurname: '',
    custdialingcode: '+44',
    quoteid: quote.quoteid,
    requestid,
  };
}

/**
 * What Lighthouse measures beside the booking page (the first-visit rule, issue 27): every other page of the route
 * table by its `.html` path (or its first), signed out, and the booking page in each template, previewed with
 * `?template=` (the demo operator enables all eight; the server renders the preview as that template).
 */
export const LIGHTHOUSE_ROUTES: [string, string][] = pages
  .filter((page) => page.id !== 'booking')
  .map((page) => [page.id, `/${page.paths.find((path) => path.endsWith('.html')) ?? page.paths[0]}`]);
export const LIGHTHOUSE_TEMPLATES: [string, string][] = TEMPLATE_NAMES.map((name) => [
  `booking (${name})`,
  `/booking.html?template=${name}`,
]);
/**
 * The booking page in each language but the source (issue 34: the booking page's budgets hold in every locale): the
 * demo operator offers all seven, and `?lang=` chooses one as a link or a promotion does.
 */
export const LIGHTHOUSE_LOCALES: [string, string][] = LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE).map(
  (locale) => [`booking (${locale})`, `/booking.html?lang=${locale}`],
);

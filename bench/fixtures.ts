// What the bench asks of the app: address prefixes, quote trips and round-trip places the seeded gazetteer knows.
// The quotation bodies come from the app's own buildQuotationRequest, so the spec 7.3 defaults are never restated
// here. The bench (plain Node) loads this module through tsx.
import { buildQuotationRequest, type QuotationInput } from '../src/api/pricing';

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

/**
 * The quote round trip in the browser: pick-ups and drop-offs typed into the place autocomplete (texts the seeded
 * gazetteer answers, first suggestion taken). Each repetition quotes a pick-up/drop-off pair not quoted before on
 * that page, so the client's 60 s quote reuse (spec 4.5) never answers from its cache.
 */
export const ROUNDTRIP = {
  pickUps: ['Kings Cross', 'Paddington', 'Waterloo'],
  dropOffs: ['Heathrow', 'Gatwick', 'Savoy', 'Tower Bridge', 'Stansted'],
  /** The untimed warm-up's drop-off: one none of the timed ones uses. */
  warmUpDropOff: 'Victoria',
};

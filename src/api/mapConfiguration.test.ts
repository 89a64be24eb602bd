import { CONFIGURATION_DEFAULTS, mapConfiguration } from './mapConfiguration';

/** The wire settings that have a default of spec 9. */
const SETTINGS = [
  'mapsource',
  'baselat',
  'baselng',
  'quotetimeout',
  'PayPalClientId',
  'minPassengers',
  'minLuggages',
  'minutestep',
  'timezone',
  'template',
  'currencycode',
  'defaultpaymentmethod',
] as const;

describe('mapConfiguration', () => {
  it('gives a complete configuration for an empty document: every default applied, nothing missing or NaN', () => {
    const empty = mapConfiguration({});
    expect(mapConfiguration()).toEqual(empty);
    expect(empty).toMatchObject(CONFIGURATION_DEFAULTS);
    // A page reads any field without checking it: an empty operator document must not leave holes.
    const holes: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === undefined || value === null || Number.isNaN(value)) holes.push(path);
      else if (typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    };
    walk(empty, 'configuration');
    // The one field whose absence says something: no after-booking policy means no changes online and no refunds
    // (the refund tiers rule), and every reader asks for it by name (BookingDetailView, PolicyNote).
    const saysSomethingWhenAbsent = ['configuration.bookingPolicy'];
    expect(holes.filter((hole) => !saysSomethingWhenAbsent.includes(hole))).toEqual([]);
  });

  it('maps configured values, reading booleans and numbers sent as strings', () => {
    const configuration = mapConfiguration({
      company: 'Capital Cars',
      phone: '020 7946 0000',
      mapsource: 'maplibre',
      baselat: '51.5',
      baselng: '-0.1',
      quotetimeout: '15',
      minleadtime: 30,
      IsCashAllowed: 'true',
      IsCardAllowed: 1,
      IsPaypalAllowed: false,
      PayPalClientId: 'live-id',
      showpet: 'yes',
      minPassengers: 2,
      minLuggages: '1',
      minutestep: 15,
      popuppayment: { contact: true, notetodriver: 'false' },
      template: 'inlinex',
      currencycode: 'eur',
      timezone: 'Europe/Paris',
      defaultpaymentmethod: 'cash',
      licencehost: ' https://licence.example.com ',
    });
    expect(configuration).toMatchObject({
      company: 'Capital Cars',
      title: 'Capital Cars',
      mapSource: 'maplibre',
      baseLocation: { lat: 51.5, lng: -0.1 },
      quoteTimeoutMinutes: 15,
      minLeadTime: 30,
      isCashAllowed: true,
      isCardAllowed: true,
      isPaypalAllowed: false,
      payPalClientId: 'live-id',
      showPet: true,
      minPassengers: 2,
      minLuggages: 1,
      minuteStep: 15,
      popupPayment: { contact: true, noteToDriver: false },
      template: 'inlinex',
      currencyCode: 'EUR',
      timeZone: 'Europe/Paris',
      defaultPaymentMethod: 'cash',
      licenceHost: 'https://licence.example.com',
    });
  });

  it('enables for preview the templates listed that exist, and always the configured one', () => {
    expect(mapConfiguration({}).enabledTemplates).toEqual(['wizard']);
    expect(
      mapConfiguration({ template: 'list', templates: ['inline', 'carousel', 'LIST', 7, 'gateway'] }).enabledTemplates,
    ).toEqual(['list', 'inline', 'gateway']);
    expect(mapConfiguration({ template: 'inline', templates: 'all' }).enabledTemplates).toEqual(['inline']);
  });

  it.each([
    [
      'unknown names and out-of-range numbers',
      {
        mapsource: 'osm',
        baselat: 0,
        baselng: 0,
        quotetimeout: -5,
        PayPalClientId: '  ',
        minPassengers: 0,
        minLuggages: -1,
        minutestep: 0,
        timezone: 'Mars/Olympus',
        template: 'carousel',
        currencycode: '',
        defaultpaymentmethod: 'bitcoin',
      },
    ],
    ['nulls', Object.fromEntries(SETTINGS.map((key) => [key, null]))],
    [
      'text where numbers belong',
      {
        baselat: 'north',
        baselng: 'west',
        quotetimeout: 'soon',
        minPassengers: 'two',
        minLuggages: '1.5',
        minutestep: 'x',
      },
    ],
    ['objects and lists', Object.fromEntries(SETTINGS.map((key) => [key, { value: 1 }]))],
  ])('treats unusable settings (%s) as missing', (_kind, wire) => {
    const withDefaults = mapConfiguration({});
    const mapped = mapConfiguration(wire);
    for (const field of Object.keys(CONFIGURATION_DEFAULTS) as (keyof typeof CONFIGURATION_DEFAULTS)[]) {
      expect(mapped[field], field).toEqual(withDefaults[field]);
    }
  });

  it('prefers the configured title and keeps brand and content', () => {
    const brand = { colors: { brand: { 500: '#123456' } }, logoUrl: '/logo.svg' };
    const configuration = mapConfiguration({
      title: 'Book a cab',
      company: 'Capital Cars',
      brand,
      content: { tagline: 'Door to door', faq: 'x' },
    });
    expect(configuration.title).toBe('Book a cab');
    expect(configuration.brand).toEqual(brand);
    expect(configuration.content).toMatchObject({
      tagline: 'Door to door',
      faq: [],
      whyUs: [],
      airportTransfers: { intro: '', airports: [] },
    });
  });
});

import { CONFIGURATION_DEFAULTS, mapConfiguration } from './mapConfiguration';

describe('mapConfiguration', () => {
  it('applies the defaults of spec 9 when every field is missing', () => {
    expect(mapConfiguration({})).toMatchObject({
      quoteTimeoutMinutes: 10,
      baseLocation: { lat: 51.536743, lng: -0.015247 },
      mapSource: 'google',
      payPalClientId: 'test',
      currencyCode: 'GBP',
      dialingCode: '+44',
      country: 'United Kingdom',
      minPassengers: 1,
      minLuggages: 0,
      minuteStep: 1,
      timeZone: 'Europe/London',
      template: 'wizard',
      defaultPaymentMethod: 'card',
      airports: [],
      socialLinks: [],
      brand: { colors: {} },
      popupPayment: { contact: false, noteToDriver: false },
      licenceHost: '',
    });
    expect(mapConfiguration().content.faq).toEqual([]);
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

  it('falls back to defaults for unusable values', () => {
    expect(
      mapConfiguration({
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
      }),
    ).toMatchObject({
      mapSource: CONFIGURATION_DEFAULTS.mapSource,
      baseLocation: CONFIGURATION_DEFAULTS.baseLocation,
      quoteTimeoutMinutes: 10,
      payPalClientId: 'test',
      minPassengers: 1,
      minLuggages: 0,
      minuteStep: 1,
      timeZone: 'Europe/London',
      template: 'wizard',
      currencyCode: 'GBP',
      defaultPaymentMethod: 'card',
    });
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

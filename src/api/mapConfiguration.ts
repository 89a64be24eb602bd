/** WireConfiguration -> Configuration, with the defaults of the defaults rule (rules: defaults) for anything missing or unusable. */
import type { Configuration, MapSource, PaymentMethod } from './domain';
import { TEMPLATE_NAMES, isTemplateName, type TemplateName } from './wire/templates';
import { enabledLocales } from './wire/locales';
import { bookingPolicyProblems, type WireBookingPolicy } from './wire/bookingPolicy';
import { toArray, toBoolean, toNumber, toSetting, toText } from './coerce';
import type { WireBrand, WireConfiguration, WireContent } from './wire/configuration';

export const CONFIGURATION_DEFAULTS = {
  quoteTimeoutMinutes: 10,
  baseLocation: { lat: 51.536743, lng: -0.015247 },
  mapSource: 'google',
  payPalClientId: 'test',
  currencyCode: 'GBP',
  dialingCode: '+44',
  country: 'United Kingdom',
  phoneCountry: 'gb',
  minPassengers: 1,
  minLuggages: 0,
  minuteStep: 1,
  timeZone: 'Europe/London',
  template: 'wizard',
  defaultPaymentMethod: 'card',
} as const satisfies Partial<Configuration>;

const MAP_SOURCES: readonly MapSource[] = ['google', 'bing', 'maplibre'];
const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'cash', 'paypal', 'stripe', 'account'];

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  const text = toText(value).trim().toLowerCase();
  return (allowed as readonly string[]).includes(text) ? (text as T) : fallback;
}

/** The templates a preview may show: the known names listed, and the configured one always. */
function enabledTemplates(value: unknown, configured: TemplateName): TemplateName[] {
  const listed = toArray<unknown>(value)
    .map((name) => toText(name).trim().toLowerCase())
    .filter(isTemplateName);
  return [...new Set([configured, ...listed])];
}

/** A count that must be a whole number of at least `min`. */
function wholeAtLeast(value: unknown, min: number, fallback: number): number {
  const number = toNumber(value, fallback);
  return Number.isInteger(number) && number >= min ? number : fallback;
}

const EMPTY_CONTENT: WireContent = {
  tagline: '',
  quoteAndBook: '',
  faq: [],
  whyUs: [],
  airportTransfers: { intro: '', airports: [] },
  contactUs: '',
  conditionsOfUse: '',
  privacyNotice: '',
};

function mapContent(value: unknown): WireContent {
  if (!value || typeof value !== 'object') return EMPTY_CONTENT;
  const content = value as Partial<WireContent>;
  return {
    ...EMPTY_CONTENT,
    ...content,
    faq: toArray(content.faq),
    whyUs: toArray(content.whyUs),
    airportTransfers: {
      intro: toText(content.airportTransfers?.intro),
      airports: toArray(content.airportTransfers?.airports),
    },
  };
}

function mapBrand(value: unknown): WireBrand {
  if (!value || typeof value !== 'object') return { colors: {} };
  const brand = value as Partial<WireBrand>;
  return { ...brand, colors: brand.colors && typeof brand.colors === 'object' ? brand.colors : {} };
}

/** Base location: the configured point when both coordinates are usable, else the default of spec 9. */
function mapBaseLocation(lat: unknown, lng: unknown): { lat: number; lng: number } {
  const [latitude, longitude] = [toNumber(lat, Number.NaN), toNumber(lng, Number.NaN)];
  const usable = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && !(latitude === 0 && longitude === 0);
  return usable ? { lat: latitude, lng: longitude } : { ...CONFIGURATION_DEFAULTS.baseLocation };
}

/**
 * Booking times live in the operator's zone; an unknown zone name would make every time invalid. The check builds
 * a formatter for the zone only to throw it away; the default zone is known to be valid and skips it. (The browser's
 * zone data still loads with the first date the page formats: this saves the formatter, not that load.)
 */
function mapTimeZone(value: unknown): string {
  const zone = toSetting(value, CONFIGURATION_DEFAULTS.timeZone);
  return zone === CONFIGURATION_DEFAULTS.timeZone || isValidTimeZone(zone) ? zone : CONFIGURATION_DEFAULTS.timeZone;
}

export function mapConfiguration(wire: Partial<Record<keyof WireConfiguration, unknown>> = {}): Configuration {
  const d = CONFIGURATION_DEFAULTS;
  const popup = (wire.popuppayment ?? {}) as { contact?: unknown; notetodriver?: unknown };
  const quoteTimeout = toNumber(wire.quotetimeout, d.quoteTimeoutMinutes);
  const minuteStep = toNumber(wire.minutestep, d.minuteStep);
  return {
    company: toText(wire.company),
    about: toText(wire.about),
    phone: toText(wire.phone),
    email: toText(wire.email),
    skypeId: toText(wire.skypeid),
    address: toText(wire.address),
    mapSource: oneOf(wire.mapsource, MAP_SOURCES, d.mapSource),
    searchApi: toText(wire.searchapi),
    baseLocation: mapBaseLocation(wire.baselat, wire.baselng),
    bingApiKey: toText(wire.BingApiKey),
    googleApiKey: toText(wire.GoogleApiKey),
    publicKey: toText(wire.PublicKey),
    maplibreStyle: toText(wire.maplibrestyle),
    serverTime: toText(wire.servertime),
    chatApiUrl: toText(wire.ChatApiUrl),
    autoOpenChat: toBoolean(wire.autoopenchat),
    quoteTimeoutMinutes: quoteTimeout > 0 ? quoteTimeout : d.quoteTimeoutMinutes,
    minLeadTime: Math.max(0, toNumber(wire.minleadtime)),
    paymentGateway: toText(wire.paymentgateway),
    cardProviderPublicKey: toText(wire.cardproviderpublickey),
    defaultPaymentMethod: oneOf(wire.defaultpaymentmethod, PAYMENT_METHODS, d.defaultPaymentMethod),
    isCashAllowed: toBoolean(wire.IsCashAllowed),
    isCardAllowed: toBoolean(wire.IsCardAllowed),
    isPaypalAllowed: toBoolean(wire.IsPaypalAllowed),
    payPalClientId: toSetting(wire.PayPalClientId, d.payPalClientId),
    showPet: toBoolean(wire.showpet),
    showSmallChildSeat: toBoolean(wire.showsmallchildseat),
    showLargeChildSeat: toBoolean(wire.showlargechildseat),
    showOtherEquipment: toBoolean(wire.showotherequipment),
    defaultVehicleTypeId: toNumber(wire.defaultvehicletypeid),
    showSignupFirst: toBoolean(wire.ShowSignupFirst),
    canCancelBooking: toBoolean(wire.CanCancelBooking),
    // A policy the server would refuse to load is no policy: the app never shows terms it cannot keep.
    bookingPolicy: bookingPolicyProblems(wire.bookingpolicy).length
      ? undefined
      : (wire.bookingpolicy as WireBookingPolicy | undefined),
    airports: toArray(wire.airports),
    socialLinks: toArray(wire.sociallinks),
    allowGuest: toBoolean(wire.allowGuest),
    flightInline: toBoolean(wire.flightInline),
    allowFlightNull: toBoolean(wire.allowFlightNull),
    minPassengers: wholeAtLeast(wire.minPassengers, 1, d.minPassengers),
    minLuggages: wholeAtLeast(wire.minLuggages, 0, d.minLuggages),
    popupPayment: { contact: toBoolean(popup.contact), noteToDriver: toBoolean(popup.notetodriver) },
    title: toText(wire.title) || toText(wire.company),
    template: oneOf(wire.template, TEMPLATE_NAMES, d.template),
    enabledTemplates: enabledTemplates(wire.templates, oneOf(wire.template, TEMPLATE_NAMES, d.template)),
    currencyCode: toSetting(wire.currencycode, d.currencyCode).toUpperCase(),
    dialingCode: d.dialingCode,
    country: d.country,
    phoneCountry: d.phoneCountry,
    timeZone: mapTimeZone(wire.timezone),
    // A step of 0 (one of the spec's options) means "no stepping", i.e. every minute.
    minuteStep: minuteStep > 0 && minuteStep <= 60 ? minuteStep : d.minuteStep,
    brand: mapBrand(wire.brand),
    content: mapContent(wire.content),
    licenceHost: toText(wire.licencehost).trim(),
    languages: enabledLocales(wire.languages),
  };
}

/** Intl knows the IANA zones; asking it keeps luxon (22 KB) out of the first load, which needs this mapper. */
function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

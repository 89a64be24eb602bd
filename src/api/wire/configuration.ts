/**
 * GET /api/configuration (the operator configuration and pricing calls rules, rules: configuration, call-pricing). Field names follow the spec; the fields marked "product" are
 * this product's own additions (branding, template, page copy), documented in docs/configuration.md.
 * The same document may be embedded in index.html as <script type="application/json" id="app-config">.
 */
import type { WireBookingPolicy } from './bookingPolicy';
import type { Locale } from './locales';
import type { TemplateName } from './templates';

export interface WireBrand {
  /** Full palettes (50..950) keyed by palette name; "brand" and "accent" are used by the theme. */
  colors: Record<string, Record<string, string>>;
  fonts?: { heading?: string; body?: string };
  /** Chakra radius token values, e.g. { l1: '2px', l2: '4px', l3: '8px' }. */
  radii?: Record<string, string>;
  logoUrl?: string;
  logoAlt?: string;
  /** Width divided by height of the logo image (default 1): lets the header reserve its space before it loads. */
  logoAspectRatio?: number;
}

export interface WireSocialLink {
  name: string;
  url: string;
}

export interface WireFaqItem {
  question: string;
  answer: string;
}

/** Copy for the home page's anchored sections and the footer's pages (product). */
export interface WireContent {
  tagline: string;
  quoteAndBook: string;
  faq: WireFaqItem[];
  whyUs: { title: string; text: string }[];
  airportTransfers: { intro: string; airports: { name: string; text: string }[] };
  contactUs: string;
  /** HTML; sanitised by the client before it is shown. */
  conditionsOfUse: string;
  /** HTML; sanitised by the client before it is shown. */
  privacyNotice: string;
}

export interface WireConfiguration {
  code: number;
  message?: string;
  // Company details
  company: string;
  about: string;
  phone: string;
  email: string;
  skypeid: string;
  address: string;
  // Map and search
  mapsource: 'google' | 'bing' | 'maplibre';
  searchapi: string;
  baselat: number;
  baselng: number;
  BingApiKey: string;
  GoogleApiKey: string;
  PublicKey: string;
  /** product: a MapLibre style URL; empty means the built-in offline style. */
  maplibrestyle?: string;
  // Session and timing
  servertime: string;
  ChatApiUrl: string;
  autoopenchat: boolean;
  quotetimeout: number;
  minleadtime: number;
  // Payment
  paymentgateway: 'stripe' | 'sandbox' | string;
  cardproviderpublickey: string;
  defaultpaymentmethod: 'card' | 'cash' | 'paypal' | 'stripe' | 'account';
  IsCashAllowed: boolean;
  IsCardAllowed: boolean;
  IsPaypalAllowed: boolean;
  PayPalClientId: string;
  // Booking and display switches
  showpet: boolean;
  showsmallchildseat: boolean;
  showlargechildseat: boolean;
  showotherequipment: boolean;
  defaultvehicletypeid: number;
  ShowSignupFirst: boolean;
  CanCancelBooking: boolean;
  /** product: until when a booking may be changed, and what a cancellation refunds (./bookingPolicy.ts); absent: no changes online, no refunds. */
  bookingpolicy?: WireBookingPolicy;
  /** Present when requested with airports=true. */
  airports?: { name: string; iata: string; icao: string; city: string; country: string; lat: number; lng: number }[];
  sociallinks: WireSocialLink[];
  // Product settings
  allowGuest: boolean;
  flightInline: boolean;
  allowFlightNull: boolean;
  minPassengers: number;
  minLuggages: number;
  /** Popup-payment settings for the contact and note-to-driver popups. */
  popuppayment: { contact: boolean; notetodriver: boolean };
  // product
  title: string;
  /** One of TEMPLATE_NAMES (./templates.ts). */
  template: TemplateName;
  /** The templates `?template=NAME` may preview (docs/templates.md); absent means the configured one alone. */
  templates?: TemplateName[];
  currencycode: string;
  timezone: string;
  minutestep: number;
  brand: WireBrand;
  content: WireContent;
  /** product: the languages the site offers, the first its default (./locales.ts); absent means English alone. */
  languages?: Locale[];
  /** Licence host base URL (the licence host rule, rules: licence-host); empty means this API host. */
  licencehost: string;
}

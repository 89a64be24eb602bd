/**
 * Domain types the app works with, mapped from the wire types by mappers.ts:
 * camelCase, numbers as numbers, booleans as booleans, defaults filled in.
 */
import type { WireBrand, WireContent, WireConfiguration } from './wire/configuration';
import type { LatLng } from './wire/common';
import type { WireBookingPolicy } from './wire/bookingPolicy';
import type { TemplateName } from './wire/templates';
import type { Locale } from './wire/locales';

export type { LatLng, TemplateName };

/** Address or place (the place fields rule, rules: place-fields). */
export interface Address {
  id?: string;
  name: string;
  line1: string;
  line2: string;
  category: string;
  postcode: string;
  latitude: number;
  longitude: number;
  /** home or work in the address book. */
  placeName: string;
  fullAddress: string;
  iconPath: string;
  icao: string;
  order: number;
  placeId: string;
  country: string;
  title: string;
  valid: boolean;
  code: string;
  /** Any category containing "air" counts as an airport (the place fields rule, rules: place-fields). */
  isAirport: boolean;
}

/** A flight search or flight info result (the flight fields rule, rules: flight-fields). */
export interface Flight {
  ident: string;
  origin: string;
  originName: string;
  originCity: string;
  destination: string;
  destinationIcao: string;
  destinationName: string;
  destinationCity: string;
  departureTime: string;
  arrivalTime: string;
  /** Actual, else estimated, else filed arrival (the flight fields rule, rules: flight-fields); '' when none is known. */
  landingTime: string;
}

/** One vehicle type's price in a quotation (additionalprices of the quotation rule (rules: quotation)). */
export interface PriceTier {
  vehicleTypeId: number;
  vehicleType: string;
  fare: number;
  totalFare: number;
  returnFare: number;
  currencyCode: string;
}

/** Quotation (the quotation rule, rules: quotation). Fares in major units of currencyCode; times in minutes; distances as the server gives them. */
export interface Quotation {
  code: number;
  message: string;
  fare: number;
  totalFare: number;
  returnFare: number;
  gbpFare: number;
  gbpTotalFare: number;
  gbpReturnFare: number;
  onwardFare: number;
  currencyCode: string;
  travelTime: number;
  journeyTime: number;
  returnTravelTime: number;
  returnJourneyTime: number;
  routeDistance: number;
  returnRouteDistance: number;
  pickup?: LatLng;
  dropoff?: LatLng;
  routePath: LatLng[];
  returnRoutePath: LatLng[];
  /** The first 3 tiers only (the quotation rule, rules: quotation). */
  priceTiers: PriceTier[];
  /** The second tier when present, else the first, else -1 (the quotation rule, rules: quotation). */
  defaultPriceTierIndex: number;
  nearestDriverTravelTime?: number;
  /** What the booking checks found for this journey and customer (issue 32): shown beside the field they concern. */
  warnings?: { code: string; message: string; leg?: 'return' }[];
  /** Fare above 0 and a non-empty route path (the valid booking rule, rules: booking-valid). */
  isValid: boolean;
}

/** Vehicle type (the vehicle types rule, rules: vehicle-types). */
export interface VehicleType {
  id: number;
  name: string;
  description: string;
  image: string;
  handBags: number;
  luggage: number;
  passengers: number;
  maxLuggage: number;
}

export interface BookingPlace {
  address: string;
  postcode: string;
  category: string;
  lat: number;
  lng: number;
  isAirport: boolean;
}

export interface BookingPerson {
  name: string;
  phone: string;
  email: string;
}

/** A booking as the server reports it (the booking record rule, rules: booking-record). */
export interface BookingSummary {
  jobPartId: number;
  status: string;
  bookerRef: string;
  isPaid: boolean;
  paymentMethod: string;
  flightNumber: string;
  arrivingFromAirportName: string;
  arrivingFromAirportCode: string;
  expectedFlightArrival: string;
  totalFare: number;
  gbpTotalFare: number;
  currencyCode: string;
  pickupDateTime: string;
  serverNow: string;
  passenger: BookingPerson & { dialingCode: string };
  customer: BookingPerson & { countryAlpha2Code: string };
  pickup: BookingPlace;
  dropoff: BookingPlace;
  vehicleTypeId: number;
  vehicleType: string;
  suitcases: number;
  passengers: number;
  via: BookingPlace[];
  notes: string;
  photo: string;
  /** The extras as booked (added by the reference API); all 0 when the record does not tell them. */
  extras: BookedExtras;
  /** The promo code applied and what it took off totalFare (both journeys together); null without one. */
  promo: { code: string; discount: number } | null;
  /** The assigned driver; absent until the operator assigns one. */
  driver?: BookingDriver;
  /** What cancelling gave back, and whether the gateway has done it (`failed`: the server is retrying); null: nothing. */
  refund: { amount: number; status: 'refunded' | 'failed' } | null;
  /** What the server's checks found when it was booked (flight, airport, a twin booking); empty when nothing. */
  warnings: string[];
  /**
   * The return journey of a return booking (the booking record rule's HasReturn, ReturnDate, ReturnEarliestTime,
   * WaitAndReturn, ReturnFlight), on the onward journey's detail; null for a one-way booking and in the lists.
   */
  returnLeg: BookingReturnLeg | null;
}

export interface BookingReturnLeg {
  jobPartId: number;
  /** The return pick-up, ISO. */
  pickupDateTime: string;
  /** The earliest the return may be (ISO), '' when not known. */
  earliestTime: string;
  /** Wait and return: the driver waits and the return follows; its time is not the customer's to choose. */
  waitAndReturn: boolean;
  flightNumber: string;
}

export interface BookedExtras {
  smallChildSeats: number;
  largeChildSeats: number;
  smallPets: number;
  otherPets: number;
  equipment: number;
  handBags: number;
}

export interface BookingDriver {
  name: string;
  mobile: string;
  /** Make, model and colour, e.g. "Toyota Prius, silver". */
  vehicle: string;
  registration: string;
}

export type MapSource = 'google' | 'bing' | 'maplibre';
export type PaymentMethod = 'card' | 'cash' | 'paypal' | 'stripe' | 'account';
export type AirportEntry = NonNullable<WireConfiguration['airports']>[number];

/** Configuration (the operator configuration rule, rules: configuration) with the defaults of spec 9. */
export interface Configuration {
  company: string;
  about: string;
  phone: string;
  email: string;
  skypeId: string;
  address: string;
  mapSource: MapSource;
  searchApi: string;
  baseLocation: LatLng;
  bingApiKey: string;
  googleApiKey: string;
  publicKey: string;
  maplibreStyle: string;
  serverTime: string;
  chatApiUrl: string;
  autoOpenChat: boolean;
  /** Minutes (default 10); times 60 gives seconds. */
  quoteTimeoutMinutes: number;
  /** Minutes; travel time is raised to it. */
  minLeadTime: number;
  paymentGateway: string;
  cardProviderPublicKey: string;
  defaultPaymentMethod: PaymentMethod;
  isCashAllowed: boolean;
  isCardAllowed: boolean;
  isPaypalAllowed: boolean;
  payPalClientId: string;
  showPet: boolean;
  showSmallChildSeat: boolean;
  showLargeChildSeat: boolean;
  showOtherEquipment: boolean;
  defaultVehicleTypeId: number;
  showSignupFirst: boolean;
  canCancelBooking: boolean;
  /** Until when a booking may be changed online and what cancelling refunds; absent when the operator has none. */
  bookingPolicy?: WireBookingPolicy;
  airports: AirportEntry[];
  socialLinks: { name: string; url: string }[];
  allowGuest: boolean;
  flightInline: boolean;
  allowFlightNull: boolean;
  minPassengers: number;
  minLuggages: number;
  popupPayment: { contact: boolean; noteToDriver: boolean };
  title: string;
  template: TemplateName;
  /** The templates a `?template=NAME` preview may show; always holds `template`. */
  enabledTemplates: TemplateName[];
  /** The languages the site offers, the first its default; never empty. */
  languages: Locale[];
  currencyCode: string;
  dialingCode: string;
  country: string;
  phoneCountry: string;
  timeZone: string;
  minuteStep: number;
  brand: WireBrand;
  content: WireContent;
  /** Licence host base URL; '' means the API host. */
  licenceHost: string;
}

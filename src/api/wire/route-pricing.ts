/** The vehicle types, quotation, small records and pricing calls rules (rules: vehicle-types, quotation, other-entities, call-pricing): route, nearest driver, quotation, prices, vehicle types, comment. */
import type { LatLng, WireWarning } from './common';

/** POST /api/direction */
export interface WireDirectionRequest {
  points: LatLng[];
}
/** "Returns a route" (shape not in spec: chosen here). Distance in miles, time in minutes. */
export interface WireDirectionResponse {
  code: number;
  message?: string;
  routepath: LatLng[];
  routedistance: number;
  /** Same figure as routedistance; the reference API sends both. */
  distance?: number;
  traveltime: number;
}

/** POST /api/nearestdriver */
export interface WireNearestDriverRequest {
  source: number;
  lat: number;
  lng: number;
  postcode: string;
}
/** Nearest driver (the small records rule, rules: other-entities). Key spelling beyond code, message, driverid and name chosen here. */
export interface WireNearestDriverResponse {
  code: number;
  message?: string;
  driverid?: number | string;
  name?: string;
  distance?: number;
  /** Minutes until the driver could reach the pick-up. */
  traveltime?: number;
  drivernumber?: string;
  userlocation?: LatLng;
  currentposition?: LatLng;
}

/** rtntype: wait-and-return, return, or a single journey. */
export type WireReturnType = 'w&r' | 'rtn' | '';

/** POST /api/quotation (the pricing calls rule, rules: call-pricing). */
export interface WireQuotationRequest {
  rtntype: WireReturnType;
  /** Default 8. */
  source: number;
  recalcroute: boolean;
  recalcnearestdriver: boolean;
  viaaddresses: WireViaAddress[];
  currencyCode: string;
  paymentmethod: string;
  pick: string;
  picklat: number;
  picklng: number;
  doff: string;
  dofflat: number;
  dofflng: number;
  custid?: number | string;
  bookerid?: number | string;
  pickpostcode: string;
  droppostcode: string;
  traveltime?: number;
  distance?: number;
  /** ISO date-time with offset; 15 minutes from now when none is given. */
  bookingdate: string;
  returntraveltime?: number;
  returndistance?: number;
  returndate?: string;
  vehtypeid?: number;
  requestid?: string;
  /** Place categories (the place fields rule, rules: place-fields); "air" in either adds the airport charges (chosen here; docs/tariff.md). */
  pickcategory?: string;
  doffcategory?: string;
  /**
   * The flights the pick-ups meet (issue 32, the booking checks rule, rules: booking-checks): checked against the
   * pick-up and its time, answered as `warnings`. They do not change the fare.
   */
  flightno?: string;
  returnflightno?: string;
}

/** A via stop (shape not in spec: chosen here). */
export interface WireViaAddress {
  address: string;
  postcode: string;
  lat: number;
  lng: number;
  category?: string;
}

/** additionalprices: one entry per vehicle type (the quotation rule, rules: quotation). */
export interface WireAdditionalPrice {
  fare: number;
  vehtype: string;
  vehtypeid: number;
  totalfare: number;
  returnfare: number;
  currencycode: string;
  /** The price tier's name (Economy, Standard, Premium) and its index, 0 to 2 (chosen here; docs/tariff.md). */
  tier?: string;
  tierindex?: number;
}

/** Quotation response (the quotation rule, rules: quotation). Code 1 or 4 is success; 3 or 6 means outside the service area. */
export interface WireQuotationResponse {
  code: number;
  message?: string;
  /** Beyond the spec (issue 32): what the booking checks found for this journey, flight and customer. */
  warnings?: WireWarning[];
  fare: number;
  totalfare: number;
  returnfare: number;
  gbpfare: number;
  gbptotalfare: number;
  gbpreturnfare: number;
  OnwardFare: number;
  /** Default GBP. */
  currencycode: string;
  traveltime: number;
  JourneyTime: number;
  returntraveltime: number;
  ReturnJourneyTime: number;
  routedistance: number;
  returnroutedistance: number;
  /** Pick-up and drop-off coordinates; key spelling chosen here (as in the request). */
  picklat?: number;
  picklng?: number;
  dofflat?: number;
  dofflng?: number;
  routepath: LatLng[];
  returnroutepath: LatLng[];
  additionalprices: WireAdditionalPrice[];
  nearestdriver?: { traveltime: number };
  /** Echo of the request's id, so a late answer to an older request can be ignored (chosen here). */
  requestid?: string;
  /** The stored quote a booking names in its quoteid (chosen here). */
  quoteid?: number;
  /** When the quote stops being bookable: now + 60 x QuoteTimeout s, ISO (chosen here). */
  quoteexpires?: string;
  /** Every vehicle type's fares in the default tier, for the vehicle list (chosen here). */
  vehicleprices?: WireAdditionalPrice[];
}

/** GET /api/prices: three price categories, each with four items (shape not in spec: chosen here). */
export interface WirePriceItem {
  price: number;
  description: string;
}
export interface WirePriceCategory {
  category: string;
  items: WirePriceItem[];
}
export interface WirePricesResponse {
  code?: number;
  message?: string;
  prices: WirePriceCategory[];
}

/** Vehicle type (the vehicle types rule, rules: vehicle-types). The legacy spelling "noofluggeges" is the wire name. */
export interface WireVehicleType {
  vehtypeid: number;
  typename: string;
  description: string;
  image: string;
  noofhandbags: number;
  noofluggeges: number;
  noofpassengers: number;
  maxluggage: number;
}
/** GET /api/vehicletypes */
export interface WireVehicleTypesResponse {
  code?: number;
  message?: string;
  vehTypes: WireVehicleType[];
}

/** POST /api/comment (the Contact Us enquiry). Response: WireGenericResult (chosen here). */
export interface WireCommentRequest {
  phone: string;
  name: string;
  email: string;
  source: number;
  subject: string;
  enqtype: string;
  message: string;
  custid?: number | string;
}

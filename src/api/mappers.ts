/** Wire -> domain mappers (DESIGN 3). Tolerant of missing and odd fields: see coerce.ts. */
import type {
  Address,
  BookingDriver,
  BookingPlace,
  Flight,
  BookingSummary,
  PriceTier,
  Quotation,
  VehicleType,
} from './domain';
import { toArray, toBoolean, toLatLng, toNumber, toOptionalNumber, toPath, toText } from './coerce';
import type { WireAddress, WireFlightInfo } from './wire/lookups';
import type { WireAdditionalPrice, WireQuotationResponse, WireVehicleType } from './wire/route-pricing';
import type { WireBookingRecord } from './wire/booking';
import type { WireViaAddress } from './wire/route-pricing';

export { mapConfiguration, CONFIGURATION_DEFAULTS } from './mapConfiguration';
export { TEMPLATE_NAMES, isTemplateName } from './wire/templates';

/** Any category containing "air", in any case, is an airport (the place fields rule, rules: place-fields). */
export function isAirportCategory(category: unknown): boolean {
  return toText(category).toLowerCase().includes('air');
}

/** Loose input: the wire type with every field optional and possibly mistyped. */
type Loose<T> = { [K in keyof T]?: unknown };

export function mapAddress(wire: Loose<WireAddress>): Address {
  const id = toText(wire.id);
  return {
    ...(id ? { id } : {}),
    name: toText(wire.name),
    line1: toText(wire.line1),
    line2: toText(wire.line2),
    category: toText(wire.category),
    postcode: toText(wire.postcode).trim(),
    latitude: toNumber(wire.latitude),
    longitude: toNumber(wire.longitude),
    placeName: toText(wire.placename),
    fullAddress: toText(wire.fulladdress),
    iconPath: toText(wire.iconpath),
    icao: toText(wire.icao),
    order: toNumber(wire.order),
    placeId: toText(wire.placeid),
    country: toText(wire.country),
    title: toText(wire.Title),
    valid: toBoolean(wire.Valid, true),
    code: toText(wire.Code),
    isAirport: isAirportCategory(wire.category),
  };
}

function mapPriceTier(wire: Loose<WireAdditionalPrice>, fallbackCurrency: string): PriceTier {
  return {
    vehicleTypeId: toNumber(wire.vehtypeid),
    vehicleType: toText(wire.vehtype),
    fare: toNumber(wire.fare),
    totalFare: toNumber(wire.totalfare),
    returnFare: toNumber(wire.returnfare),
    currencyCode: toText(wire.currencycode) || fallbackCurrency,
  };
}

const MAX_PRICE_TIERS = 3;
const DEFAULT_TIER_INDEX = 1;

export function mapQuotation(wire: Loose<WireQuotationResponse>): Quotation {
  const currencyCode = toText(wire.currencycode) || 'GBP';
  const priceTiers = toArray<Loose<WireAdditionalPrice>>(wire.additionalprices)
    .filter((tier) => tier && typeof tier === 'object')
    .slice(0, MAX_PRICE_TIERS)
    .map((tier) => mapPriceTier(tier, currencyCode));
  const fare = toNumber(wire.fare);
  const routePath = toPath(wire.routepath);
  const nearestDriver = wire.nearestdriver as { traveltime?: unknown } | undefined;
  const pickup = toLatLng({ lat: wire.picklat, lng: wire.picklng });
  const dropoff = toLatLng({ lat: wire.dofflat, lng: wire.dofflng });
  const warnings = toArray<Loose<{ code: string; message: string; leg: string }>>(wire.warnings)
    .map((warning) => ({
      code: toText(warning?.code),
      message: toText(warning?.message),
      ...(warning?.leg === 'return' ? { leg: 'return' as const } : {}),
    }))
    .filter((warning) => warning.message);
  return {
    ...(warnings.length ? { warnings } : {}),
    code: toNumber(wire.code),
    message: toText(wire.message),
    fare,
    totalFare: toNumber(wire.totalfare),
    returnFare: toNumber(wire.returnfare),
    gbpFare: toNumber(wire.gbpfare),
    gbpTotalFare: toNumber(wire.gbptotalfare),
    gbpReturnFare: toNumber(wire.gbpreturnfare),
    onwardFare: toNumber(wire.OnwardFare),
    currencyCode,
    travelTime: toNumber(wire.traveltime),
    journeyTime: toNumber(wire.JourneyTime),
    returnTravelTime: toNumber(wire.returntraveltime),
    returnJourneyTime: toNumber(wire.ReturnJourneyTime),
    routeDistance: toNumber(wire.routedistance),
    returnRouteDistance: toNumber(wire.returnroutedistance),
    ...(pickup ? { pickup } : {}),
    ...(dropoff ? { dropoff } : {}),
    routePath,
    returnRoutePath: toPath(wire.returnroutepath),
    priceTiers,
    defaultPriceTierIndex: Math.min(DEFAULT_TIER_INDEX, priceTiers.length - 1),
    nearestDriverTravelTime: toOptionalNumber(nearestDriver?.traveltime),
    isValid: fare > 0 && routePath.length > 0,
  };
}

export function mapVehicleType(wire: Loose<WireVehicleType>): VehicleType {
  return {
    id: toNumber(wire.vehtypeid),
    name: toText(wire.typename),
    description: toText(wire.description),
    image: toText(wire.image),
    handBags: toNumber(wire.noofhandbags),
    luggage: toNumber(wire.noofluggeges),
    passengers: toNumber(wire.noofpassengers),
    maxLuggage: toNumber(wire.maxluggage),
  };
}

function mapPlace(address: unknown, postcode: unknown, category: unknown, lat: unknown, lng: unknown): BookingPlace {
  return {
    address: toText(address),
    postcode: toText(postcode),
    category: toText(category),
    lat: toNumber(lat),
    lng: toNumber(lng),
    isAirport: isAirportCategory(category),
  };
}

function mapVia(value: unknown): BookingPlace[] {
  return toArray<Loose<WireViaAddress> | string>(value).map((via) =>
    typeof via === 'string'
      ? mapPlace(via, '', '', undefined, undefined)
      : mapPlace(via?.address, via?.postcode, via?.category, via?.lat, via?.lng),
  );
}

export function mapBookingSummary(wire: Loose<WireBookingRecord>): BookingSummary {
  return {
    jobPartId: toNumber(wire.jobpartid),
    status: toText(wire.status),
    bookerRef: toText(wire.bookerref),
    isPaid: toBoolean(wire.ispaid),
    paymentMethod: toText(wire.paymentmethod),
    flightNumber: toText(wire.flightnumber),
    arrivingFromAirportName: toText(wire.arrivingfromairportname),
    arrivingFromAirportCode: toText(wire.arrivingfromairportcode),
    expectedFlightArrival: toText(wire.expflightarrival),
    totalFare: toNumber(wire.totalfare),
    gbpTotalFare: toNumber(wire.gbptotalfare),
    currencyCode: toText(wire.currencycode) || 'GBP',
    pickupDateTime: toText(wire.pickupdatetime),
    serverNow: toText(wire.now),
    passenger: {
      name: toText(wire.passengername),
      phone: toText(wire.passengerphone),
      email: toText(wire.passengeremail),
      dialingCode: toText(wire.passengerdialingcode),
    },
    customer: {
      name: toText(wire.custname),
      phone: toText(wire.custphone),
      email: toText(wire.custemail),
      countryAlpha2Code: toText(wire.custcountryalpha2code),
    },
    pickup: mapPlace(wire.pickupaddress, wire.pickpostcode, wire.pickcategory, wire.picklat, wire.picklng),
    dropoff: mapPlace(wire.dropoffaddress, wire.droppostcode, wire.doffcategory, wire.dofflat, wire.dofflng),
    vehicleTypeId: toNumber(wire.vehtypeid),
    vehicleType: toText(wire.vehicletype),
    suitcases: toNumber(wire.suitcases),
    passengers: toNumber(wire.passengers),
    via: mapVia(wire.vialocations),
    notes: toText(wire.notes),
    photo: toText(wire.photo),
    extras: {
      smallChildSeats: toNumber(wire.smallchildseats),
      largeChildSeats: toNumber(wire.largechildseats),
      smallPets: toNumber(wire.smallpets),
      otherPets: toNumber(wire.otherpets),
      equipment: toNumber(wire.equipment),
      handBags: toNumber(wire.handbags),
    },
    promo:
      toText(wire.promocode).trim() && toNumber(wire.discount) > 0
        ? { code: toText(wire.promocode).trim(), discount: toNumber(wire.discount) }
        : null,
    refund:
      toNumber(wire.refundamount) > 0
        ? { amount: toNumber(wire.refundamount), status: wire.refundstatus === 'refunded' ? 'refunded' : 'failed' }
        : null,
    warnings: toArray(wire.warnings)
      .map((warning) => toText((warning as { message?: unknown })?.message))
      .filter(Boolean),
    returnLeg:
      toBoolean(wire.hasreturn) && toText(wire.returndate)
        ? {
            jobPartId: toNumber(wire.returnjobpartid),
            pickupDateTime: toText(wire.returndate),
            earliestTime: toText(wire.returnearliesttime),
            waitAndReturn: toBoolean(wire.waitandreturn),
            flightNumber: toText(wire.returnflightnumber).trim(),
          }
        : null,
    ...mapDriver(wire),
  };
}

function mapDriver(wire: Loose<WireBookingRecord>): { driver?: BookingDriver } {
  const name = toText(wire.drivername).trim();
  if (!name) return {};
  const car = [toText(wire.vehiclemake), toText(wire.vehiclemodel)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const colour = toText(wire.vehiclecolour).trim();
  return {
    driver: {
      name,
      mobile: toText(wire.drivermobile).trim(),
      vehicle: [car, colour].filter(Boolean).join(', '),
      registration: toText(wire.vehicleregistration).trim().toUpperCase(),
    },
  };
}

export function mapFlight(wire: Loose<WireFlightInfo>): Flight {
  return {
    ident: toText(wire.ident),
    origin: toText(wire.origin),
    originName: toText(wire.originName),
    originCity: toText(wire.originCity),
    destination: toText(wire.destination),
    destinationIcao: toText(wire.destinationIcao),
    destinationName: toText(wire.destinationName),
    destinationCity: toText(wire.destinationCity),
    departureTime: toText(wire.departuretime),
    arrivalTime: toText(wire.arrivaltime),
    landingTime: toText(wire.actualarrivaltime) || toText(wire.estimatedarrivaltime) || toText(wire.filedarrivaltime),
  };
}

/** The place fields, flight fields and lookup calls rules (rules: place-fields, flight-fields, call-lookups): airports, airlines, addresses and flights. */

/** Airport (the flight fields rule, rules: flight-fields): city, airport, IATA code, ICAO code, name, country. Key spelling chosen here: iata, icao. */
export interface WireAirport {
  city: string;
  airport: string;
  iata: string;
  icao: string;
  name: string;
  country: string;
}

/** Airline (the flight fields rule, rules: flight-fields): ICAO code, name, IATA code, country. Key spelling chosen here: icao, iata. */
export interface WireAirline {
  icao: string;
  name: string;
  iata: string;
  country: string;
}

/** GET /api/searchairport?searchString= (airport search). */
export interface WireAirportSearchQuery {
  searchString: string;
}
export interface WireAirportSearchResponse {
  code?: number;
  message?: string;
  airports: WireAirport[];
}

/** GET /api/searchairport?searchstring= (airline search; the lower-case key is what tells them apart). */
export interface WireAirlineSearchQuery {
  searchstring: string;
}
export interface WireAirlineSearchResponse {
  code?: number;
  message?: string;
  airlines: WireAirline[];
}

/** Address or place (the place fields rule, rules: place-fields). Category Air (or any category containing "air") is an airport. */
export interface WireAddress {
  id?: number | string;
  name: string;
  line1?: string;
  line2?: string;
  category: string;
  postcode: string;
  latitude: number;
  longitude: number;
  /** home or work in the address book. */
  placename?: string;
  fulladdress?: string;
  iconpath?: string;
  icao?: string;
  order?: number;
  /** "place id" in the spec; key spelling chosen here. */
  placeid?: string;
  country?: string;
  Title?: string;
  Valid?: boolean;
  Code?: string;
}

/** GET /api/searchaddress?prefix= */
export interface WireAddressSearchQuery {
  prefix: string;
}
export interface WireAddressSearchResponse {
  code?: number;
  message?: string;
  addresses: WireAddress[];
}

/** GET /api/searchflight: destination, airline, origin, departuretime. */
export interface WireFlightSearchQuery {
  destination: string;
  airline: string;
  origin?: string;
  /** ISO date-time with offset. */
  departuretime: string;
}

/**
 * Flight search result (the flight fields rule, rules: flight-fields): ident, destination, destination name and city, origin, arrival and departure
 * times and a landing time. Key spelling chosen here; times are ISO strings with offsets.
 */
export interface WireFlightSchedule {
  ident: string;
  origin: string;
  destination: string;
  /** Beyond the spec: the destination's ICAO code, which places (the place fields rule, rules: place-fields) carry, so a client can match the two. */
  destinationIcao?: string;
  destinationName?: string;
  destinationCity?: string;
  departuretime: string;
  arrivaltime: string;
  actualarrivaltime?: string;
  estimatedarrivaltime?: string;
  filedarrivaltime?: string;
}

export interface WireFlightSearchResponse {
  code?: number;
  message?: string;
  AirlineFlightSchedulesResult: { data: WireFlightSchedule[] };
}

/** GET /api/flightinfo: flightNo, optional landingTime (ISO). */
export interface WireFlightInfoQuery {
  flightNo: string;
  landingTime?: string;
}

/** One flight of FlightInfoResult.flights; same fields as a schedule entry (shape not in spec: chosen here). */
export type WireFlightInfo = WireFlightSchedule & {
  originName?: string;
  originCity?: string;
};

export interface WireFlightInfoResponse {
  code?: number;
  message?: string;
  FlightInfoResult: { flights: WireFlightInfo[] };
}

/** The flight dialog's form (the flight fields, flight dialog and flight required rules, rules: flight-fields, flight-dialog, flight-required): its values, its checks and the flight they make. */
import type { Translator } from '@/i18n';
import { validWaitingMinutes } from './timeline';

/**
 * A flight on a booking (the flight fields rule, rules: flight-fields), the shape the booking keeps: isFlightDetail true means the customer has no flight
 * details. landingTimeWait is the waiting time, in minutes after the flight has landed.
 */
export interface FlightDetails {
  number: string;
  airportCode: string;
  airportText: string;
  arrivingFromTime: string;
  landingTime: string;
  landingTimeWait: number;
  isFlightDetail: boolean;
  /**
   * Beyond the spec (issue 12): the name on the driver's meet-and-greet sign, carried in the booking's note.
   * Absent: the passenger's name, whatever it is when the booking is made.
   */
  signText?: string;
}

/** Which form: airport lists (the default), or the 360 template's free-text Arriving from plus a date-time picker. */
export type FlightVariant = 'airports' | 'text';

/** An airport chosen from the list: its code (IATA, else ICAO) and its name. */
export interface ChosenAirport {
  code: string;
  name: string;
}

/** The verbatim messages rule (rules: messages): the flight form's checks and hint, as message ids. */
export const FLIGHT_MESSAGES = {
  number: 'flights.error.number',
  arrivingFrom: 'flights.error.arrivingFrom',
  arrivingFromAirport: 'flights.error.arrivingFromAirport',
  noDetails: 'flights.error.noDetails',
  hint: 'flights.form.hint',
} as const;

/** The meet-and-greet sign's field (beyond the spec), as message ids. */
export const SIGN_LABEL = 'flights.form.signLabel';
export const SIGN_HELP = 'flights.form.signHelp';

export interface FlightFormValues {
  number: string;
  /** The text in the Arriving from box. */
  arrivingFrom: string;
  /** The airport chosen from the list (airports variant); null while only typed. */
  airport: ChosenAirport | null;
  /** The 360 variant's arrival date-time (ISO), '' when not given. */
  arrivalTime: string;
  /** The landing time a found flight brought (ISO), '' when none. */
  landingTime: string;
  waitingMinutes: number;
  noDetails: boolean;
  /** The sign's name as typed; null while untouched, when the sign shows the passenger's name. */
  signText: string | null;
}

export type FlightFormErrors = Partial<Record<'number' | 'arrivingFrom' | 'noDetails', string>>;

/** The flight form rule (rules: flight-form): unless the no-details box is ticked, a number and where from (in the airports variant, a chosen airport). */
export function validateFlightForm(
  values: FlightFormValues,
  variant: FlightVariant,
  t: Translator['t'],
): FlightFormErrors {
  if (values.noDetails) return {};
  const errors: FlightFormErrors = {};
  if (values.number.trim() === '') errors.number = t(FLIGHT_MESSAGES.number);
  if (values.arrivingFrom.trim() === '') errors.arrivingFrom = t(FLIGHT_MESSAGES.arrivingFrom);
  else if (variant === 'airports' && !values.airport) errors.arrivingFrom = t(FLIGHT_MESSAGES.arrivingFromAirport);
  if (errors.number || errors.arrivingFrom) errors.noDetails = t(FLIGHT_MESSAGES.noDetails);
  return errors;
}

/** The flight dialog rule (rules: flight-dialog): ticking the no-details box clears number, airport and arrival. */
export function withNoDetails(values: FlightFormValues, noDetails: boolean): FlightFormValues {
  return noDetails
    ? { ...values, noDetails, number: '', arrivingFrom: '', airport: null, arrivalTime: '', landingTime: '' }
    : { ...values, noDetails };
}

export function flightFormValues(flight: Readonly<FlightDetails> | null): FlightFormValues {
  const airport = flight?.airportCode
    ? { code: flight.airportCode, name: flight.airportText || flight.airportCode }
    : null;
  return {
    number: flight?.number ?? '',
    arrivingFrom: airport?.name ?? flight?.airportText ?? '',
    airport,
    arrivalTime: flight?.arrivingFromTime ?? '',
    landingTime: flight?.landingTime ?? '',
    waitingMinutes: validWaitingMinutes(flight?.landingTimeWait),
    noDetails: flight?.isFlightDetail ?? false,
    signText: flight?.signText ?? null,
  };
}

/** The name the sign field shows: as typed, else the passenger's name. */
export function shownSignText(values: Pick<FlightFormValues, 'signText'>, passengerName: string): string {
  return values.signText ?? passengerName;
}

/** The sign as the flight keeps it: only a name typed (untouched, the booking uses the passenger's name). */
const signOf = (values: FlightFormValues) => (values.signText === null ? {} : { signText: values.signText.trim() });

/** The flight the form makes: declined (no details), or the number and where from as given. */
export function flightFromForm(values: FlightFormValues, variant: FlightVariant): FlightDetails {
  const landingTimeWait = validWaitingMinutes(values.waitingMinutes);
  if (values.noDetails)
    return {
      number: '',
      airportCode: '',
      airportText: '',
      arrivingFromTime: '',
      landingTime: '',
      landingTimeWait,
      isFlightDetail: true,
      // Met at the airport all the same: the sign does not depend on the flight's details.
      ...signOf(values),
    };
  const chosen = variant === 'airports' ? values.airport : null;
  return {
    number: values.number.trim().toUpperCase(),
    airportCode: chosen?.code ?? '',
    airportText: chosen?.name ?? values.arrivingFrom.trim(),
    arrivingFromTime: variant === 'text' ? values.arrivalTime : '',
    // In the 360 variant the arrival the customer gives is the landing time.
    landingTime: values.landingTime || (variant === 'text' ? values.arrivalTime : ''),
    landingTimeWait,
    isFlightDetail: false,
    ...signOf(values),
  };
}

/** The flight required rule (rules: flight-required): flight details declined, or a number plus an airport (text or selected). */
export function hasFlightAnswer(flight: Readonly<FlightDetails> | null): boolean {
  if (!flight) return false;
  if (flight.isFlightDetail) return true;
  return flight.number.trim() !== '' && (flight.airportText.trim() !== '' || flight.airportCode.trim() !== '');
}

/** An airport the flight must land at: the pick-up (onward) or the drop-off (return). */
export interface LandingAirport {
  name: string;
  /** ICAO code of the place (the place fields rule, rules: place-fields), '' when unknown. */
  icao: string;
  /** IATA code where known. */
  code?: string;
}

/**
 * The flight required rule (rules: flight-required): the landing airport must equal the pick-up airport (onward) or the drop-off airport (return). Codes are
 * compared when both sides have one; an airport with no code cannot be checked and passes.
 */
export function landsAt(destination: { iata: string; icao: string }, airport: LandingAirport | null): boolean {
  if (!airport) return true;
  const theirs = [destination.iata, destination.icao].filter(Boolean).map((code) => code.toUpperCase());
  const ours = [airport.icao, airport.code ?? ''].filter(Boolean).map((code) => code.toUpperCase());
  if (theirs.length === 0 || ours.length === 0) return true;
  return ours.some((code) => theirs.includes(code));
}

export const NEW_FLIGHT_VALUES: FlightFormValues = flightFormValues(null);

/** The customer step (spec 4.4): who books, who travels, and the flight for airport pick-ups. */
import type { BookingDraft, BookingFlight } from './draft';
import {
  validateStoredContact,
  type ContactError,
  type ContactRules,
  type ContactSection,
  type CustomerProfile,
} from './contact';

export type FlightKind = 'onward' | 'return';

export const FLIGHT_MESSAGES = {
  number: 'Flight number is required',
  arrivingFrom: 'Arriving from is required',
  noDetails: 'Please tick this box to confirm if flight details are not available',
  hint: 'We would like to keep track of your flight just incase of any delay',
} as const;

/** 5.2: flight details declined, or a number plus an airport (text or selected). */
export function hasFlightAnswer(flight: BookingFlight | null): boolean {
  if (!flight) return false;
  if (flight.isFlightDetail) return true;
  return flight.number.trim() !== '' && (flight.airportText.trim() !== '' || flight.airportCode.trim() !== '');
}

type FlightDraft = Pick<BookingDraft, 'pickUp' | 'dropOff' | 'returnKind' | 'flight' | 'returnFlight'>;

/** 5.2: a flight is needed when the pick-up is an airport; a return flight when a return exists and the drop-off is one. */
export function needsFlight(draft: FlightDraft, kind: FlightKind): boolean {
  if (kind === 'onward') return Boolean(draft.pickUp?.isAirport);
  return draft.returnKind !== 'none' && Boolean(draft.dropOff?.isAirport);
}

/** The first flight still missing, onward before return. */
export function missingFlight(draft: FlightDraft): FlightKind | null {
  if (needsFlight(draft, 'onward') && !hasFlightAnswer(draft.flight)) return 'onward';
  if (needsFlight(draft, 'return') && !hasFlightAnswer(draft.returnFlight)) return 'return';
  return null;
}

export interface FlightFormValues {
  number: string;
  arrivingFrom: string;
  noDetails: boolean;
}

export type FlightFormErrors = Partial<Record<keyof FlightFormValues, string>>;

/** The flight dialog's rules (5.2): unless the no-details box is ticked, a number and where from. */
export function validateFlightForm(values: FlightFormValues): FlightFormErrors {
  if (values.noDetails) return {};
  const errors: FlightFormErrors = {};
  if (values.number.trim() === '') errors.number = FLIGHT_MESSAGES.number;
  if (values.arrivingFrom.trim() === '') errors.arrivingFrom = FLIGHT_MESSAGES.arrivingFrom;
  if (errors.number || errors.arrivingFrom) errors.noDetails = FLIGHT_MESSAGES.noDetails;
  return errors;
}

/** 4.6: ticking the no-details box clears number, airport and arrival. */
export function flightFromForm(values: FlightFormValues, previous: BookingFlight | null): BookingFlight {
  const base: BookingFlight = previous ?? {
    number: '',
    airportCode: '',
    airportText: '',
    arrivingFromTime: '',
    landingTime: '',
    landingTimeWait: 60,
    isFlightDetail: false,
  };
  if (values.noDetails)
    return { ...base, number: '', airportCode: '', airportText: '', arrivingFromTime: '', isFlightDetail: true };
  return {
    ...base,
    number: values.number.trim().toUpperCase(),
    airportText: values.arrivingFrom.trim(),
    isFlightDetail: false,
  };
}

export function flightFormValues(flight: BookingFlight | null): FlightFormValues {
  return {
    number: flight?.number ?? '',
    arrivingFrom: flight?.airportText || flight?.airportCode || '',
    noDetails: flight?.isFlightDetail ?? false,
  };
}

export interface CustomerStepContext {
  profile: CustomerProfile | undefined;
  allowGuest: boolean;
  flightInline: boolean;
  isValidInternational?: ContactRules['isValidInternational'];
}

/** What the customer step asks for before the booking may move on; 'ok' lets it. */
export type CustomerStepCheck =
  | { kind: 'ok' }
  | { kind: 'signIn' }
  | { kind: 'contact'; tab: ContactSection; errors: ContactError[] }
  | { kind: 'flight'; flight: FlightKind };

type StepDraft = FlightDraft & Pick<BookingDraft, 'contact' | 'customer'>;

/** The customer step's checks (4.4), in order: sign-in when guests are not allowed, a booker's customer, the contact, then flights. */
export function checkCustomerStep(draft: StepDraft, context: CustomerStepContext): CustomerStepCheck {
  if (!context.allowGuest && !context.profile) return { kind: 'signIn' };
  const contact = validateStoredContact(draft.contact, draft.customer, context);
  if (contact.tab) return { kind: 'contact', tab: contact.tab, errors: contact.errors };
  if (!context.flightInline) {
    const flight = missingFlight(draft);
    if (flight) return { kind: 'flight', flight };
  }
  return { kind: 'ok' };
}

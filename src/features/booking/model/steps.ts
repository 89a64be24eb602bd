/** The step checks (the wizard steps rule, rules: wizard-steps), in the spec's order. Each failure names its field for the error summary. */
import type { BookingDraft, BookingFlight } from './draft';
import type { StepName } from './flow';
import { earliestReturnMessage, isRequired, knownMessage, timeWarning, type Translate } from './messages';
import {
  earliestReturnTime,
  formatBookingTime,
  isDateTimeValid,
  isTimeExpired,
  leadMinutes,
  outboundTime,
  returnDateProblem,
} from './time';

/** The ids of the controls each check points at; the panels give their controls these ids. */
export const FIELD_IDS = {
  pickUp: 'booking-pickup',
  dropOff: 'booking-dropoff',
  via: (index: number) => `booking-via-${index}`,
  time: 'booking-time',
  returnDate: 'booking-return-date',
  vehicle: 'booking-vehicle',
  flight: 'booking-flight',
  returnFlight: 'booking-return-flight',
} as const;

export interface StepError {
  fieldId: string;
  message: string;
}

export interface StepContext {
  /** The page's words (useT()): the checks' messages are said in the page's language. */
  t: Translate;
  /** The page's locale, for the day and month names of times in messages. */
  locale?: string;
  nowMs: number;
  zone: string;
  /** The vehicle is chosen on the journey's screen (the 2- and 3-step variants): checked with the journey (the wizard steps rule (rules: wizard-steps) check 6). */
  vehicleWithJourney: boolean;
  flightInline: boolean;
  allowFlightNull: boolean;
  /** A message already held against the pick-up, e.g. outside the service area (the response codes rule, rules: response-codes). */
  pickUpError?: string;
  /** The operator's minimum lead time (configuration), which the quoted travel time is raised to (the minimum lead time rule, rules: lead-time). */
  minLeadTime?: number;
}

type Draft = Pick<
  BookingDraft,
  | 'pickUp'
  | 'dropOff'
  | 'via'
  | 'time'
  | 'returnKind'
  | 'returnDate'
  | 'vehicleId'
  | 'quotation'
  | 'flight'
  | 'returnFlight'
>;

/** The flight required rule (rules: flight-required): flight details skipped, or a number plus an airport (text or selected). */
export function isFlightGiven(flight: BookingFlight | null): boolean {
  if (!flight) return false;
  if (flight.isFlightDetail) return true;
  return flight.number.trim() !== '' && (flight.airportText.trim() !== '' || flight.airportCode.trim() !== '');
}

/**
 * The valid booking rule (rules: booking-valid): the earliest return, as the operator computes it when the booking is made: the outbound pick-up (for ASAP,
 * now plus the lead time) plus the journey time. Checked with the journey so a return too early is refused beside the
 * return time, not at Book Now.
 */
export function earliestReturnFor(
  draft: Pick<Draft, 'time' | 'quotation'>,
  nowMs: number,
  zone: string,
  minLeadTime = 0,
): string {
  const journey = draft.quotation ? draft.quotation.journeyTime || draft.quotation.travelTime : 0;
  const lead = leadMinutes(draft.quotation?.travelTime ?? 0, minLeadTime);
  return earliestReturnTime(outboundTime(draft.time, nowMs, zone, lead), journey, zone);
}

/** The vehicle step: a vehicle chosen. */
export function vehicleErrors(draft: Pick<Draft, 'vehicleId'>, t: Translate): StepError[] {
  return draft.vehicleId === null
    ? [{ fieldId: FIELD_IDS.vehicle, message: isRequired(t, t('booking.field.vehicle')) }]
    : [];
}

/** The journey step's checks (the wizard steps rule, rules: wizard-steps), in the spec's order. */
export function journeyErrors(draft: Draft, context: StepContext): StepError[] {
  const { t, locale } = context;
  const required = (title: string) => isRequired(t, title);
  const errors: StepError[] = [];
  if (!draft.pickUp) errors.push({ fieldId: FIELD_IDS.pickUp, message: required(t('booking.field.pickUp')) });
  else if (context.pickUpError)
    errors.push({ fieldId: FIELD_IDS.pickUp, message: knownMessage(t, context.pickUpError) });
  if (!draft.dropOff) errors.push({ fieldId: FIELD_IDS.dropOff, message: required(t('booking.field.dropOff')) });
  draft.via.forEach((via, index) => {
    if (!via)
      errors.push({
        fieldId: FIELD_IDS.via(index),
        message: required(t('booking.field.via', { number: index + 1 })),
      });
  });
  if (!isDateTimeValid(draft.time)) {
    errors.push({ fieldId: FIELD_IDS.time, message: required(t('booking.field.pickUpTime')) });
  } else if (isTimeExpired(draft.time, draft.time.earliestTime, context.zone)) {
    errors.push({
      fieldId: FIELD_IDS.time,
      message: timeWarning(t, formatBookingTime(draft.time.earliestTime, context.zone, locale)),
    });
  }
  if (draft.returnKind === 'return') {
    const earliest = earliestReturnFor(draft, context.nowMs, context.zone, context.minLeadTime);
    const problem = returnDateProblem(draft.returnDate, earliest, context.zone);
    if (problem === 'required')
      errors.push({ fieldId: FIELD_IDS.returnDate, message: required(t('booking.field.returnDate')) });
    if (problem === 'tooEarly') {
      errors.push({
        fieldId: FIELD_IDS.returnDate,
        message: earliestReturnMessage(t, formatBookingTime(earliest, context.zone, locale)),
      });
    }
  }
  if (context.vehicleWithJourney) errors.push(...vehicleErrors(draft, t));
  if (context.flightInline && !context.allowFlightNull) {
    if (draft.pickUp?.isAirport && !isFlightGiven(draft.flight)) {
      errors.push({ fieldId: FIELD_IDS.flight, message: required(t('booking.field.flight')) });
    }
    if (draft.returnKind !== 'none' && draft.dropOff?.isAirport && !isFlightGiven(draft.returnFlight)) {
      errors.push({ fieldId: FIELD_IDS.returnFlight, message: required(t('booking.field.returnFlight')) });
    }
  }
  return errors;
}

/**
 * The field checks of a screen holding `steps`: the journey's (with the vehicle when both are on it), else the
 * vehicle's. The customer and payment steps ask through their dialogs and their form (useBookingFlow runs them).
 */
export function fieldErrorsOf(steps: readonly StepName[], draft: Draft, context: StepContext): StepError[] {
  if (steps.includes('journey')) return journeyErrors(draft, context);
  if (steps.includes('vehicle')) return vehicleErrors(draft, context.t);
  return [];
}

/**
 * The errors a failed step still stands by while the customer corrects it: a field put right loses its error (and
 * its line in the summary), a field still wrong shows what is wrong with it now (e.g. "Pick-up is required" becomes
 * the server's outside-service-area message once an address is chosen). Problems the last check did not report
 * wait for the next check, so nothing new appears while someone types; the template keeps the shortened list, so a
 * field put right stays without a summary line until the next check.
 */
export function standingErrors(shown: readonly StepError[], current: readonly StepError[]): StepError[] {
  return shown.flatMap((error) => current.find((now) => now.fieldId === error.fieldId) ?? []);
}

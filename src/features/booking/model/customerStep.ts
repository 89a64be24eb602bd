/** The customer step (the wizard steps rule, rules: wizard-steps): who books, who travels, and the flight for airport pick-ups. */
import type { BookingDraft, BookingFlight } from './draft';
import {
  validateStoredContact,
  type ContactError,
  type ContactRules,
  type ContactSection,
  type CustomerProfile,
} from './contact';
import type { StepError } from './steps';

export type FlightKind = 'onward' | 'return';

/** The flight required rule (rules: flight-required): flight details declined, or a number plus an airport (text or selected). */
export function hasFlightAnswer(flight: BookingFlight | null): boolean {
  if (!flight) return false;
  if (flight.isFlightDetail) return true;
  return flight.number.trim() !== '' && (flight.airportText.trim() !== '' || flight.airportCode.trim() !== '');
}

type FlightDraft = Pick<BookingDraft, 'pickUp' | 'dropOff' | 'returnKind' | 'flight' | 'returnFlight'>;

/** The flight required rule (rules: flight-required): a flight is needed when the pick-up is an airport; a return flight when a return exists and the drop-off is one. */
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

export interface CustomerStepContext {
  profile: CustomerProfile | undefined;
  allowGuest: boolean;
  flightInline: boolean;
  isValidInternational?: ContactRules['isValidInternational'];
  /** The page's words, for the contact's messages. */
  t: ContactRules['t'];
  /** The contact's fields are in the page (its popup off, the sign-in hand-off rule (rules: sign-in-handoff)): the page checks them (inlineContactErrors), no dialog. */
  contactInline?: boolean;
}

/** What the customer step asks for before the booking may move on; 'ok' lets it. */
export type CustomerStepCheck =
  | { kind: 'ok' }
  | { kind: 'signIn' }
  | { kind: 'contact'; tab: ContactSection; errors: ContactError[] }
  | { kind: 'flight'; flight: FlightKind };

type StepDraft = FlightDraft & Pick<BookingDraft, 'contact' | 'customer'>;

/** The customer step's checks (the wizard steps rule, rules: wizard-steps), in order: sign-in when guests are not allowed, a booker's customer, the contact, then flights. */
export function checkCustomerStep(draft: StepDraft, context: CustomerStepContext): CustomerStepCheck {
  if (!context.allowGuest && !context.profile) return { kind: 'signIn' };
  if (!context.contactInline) {
    const contact = validateStoredContact(draft.contact, draft.customer, context);
    if (contact.tab) return { kind: 'contact', tab: contact.tab, errors: contact.errors };
  }
  if (!context.flightInline) {
    const flight = missingFlight(draft);
    if (flight) return { kind: 'flight', flight };
  }
  return { kind: 'ok' };
}

/**
 * The contact's checks (the contact fields rule, rules: contact-fields) when its fields are in the page (its popup off, the sign-in hand-off rule (rules: sign-in-handoff)): a booker's customer, then the
 * main passenger, each problem beside its field. None while a sign-in is due first (the wizard steps rule (rules: wizard-steps): guests not allowed).
 */
export function inlineContactErrors(
  draft: Pick<BookingDraft, 'contact' | 'customer'>,
  rules: Pick<ContactRules, 'profile' | 'allowGuest' | 't'>,
): StepError[] {
  if (!rules.allowGuest && !rules.profile) return [];
  // The summary names the fields in the order the page shows them.
  const position = (error: ContactError) =>
    (error.section === 'customer' ? 0 : 10) + FIELD_ORDER.indexOf(error.path.split('.')[1]);
  return validateStoredContact(draft.contact, draft.customer, rules)
    .errors.sort((a, b) => position(a) - position(b))
    .map(({ fieldId, message }) => ({ fieldId, message }));
}

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'password'];

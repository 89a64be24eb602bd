/** Sign-in started from the booking, and where the booking goes once it succeeds (spec 4.7). */
import {
  contactAfterSignOut,
  contactForProfile,
  isBookerProfile,
  isContactLocked,
  validateStoredContact,
  type ContactError,
  type ContactSection,
  type CustomerProfile,
} from './contact';
import { missingFlight, needsFlight, hasFlightAnswer, type FlightKind } from './customerStep';
import { emptyContact, type BookingDraft, type SignInTarget } from './draft';
import { earlierStep } from './flow';

export type SignedOutChanges = Pick<
  BookingDraft,
  | 'contact'
  | 'customer'
  | 'promo'
  | 'signInTarget'
  | 'requestId'
  | 'bref'
  | 'returnRef'
  | 'isPaid'
  | 'step'
  | 'quoteKey'
>;

/**
 * 4.5 "Sign-out clears profile, payment and promo" and 4.8 "Sign-out clears a locked contact": the booking after
 * `previous` signed out (or their session ended). The payment attempt (its request id and any booking it made)
 * belonged to that customer, so it goes too; a booking past the customer step goes back to it, as the contact
 * must be given again before paying. The quote was asked for that customer: with its key forgotten, the booking
 * page asks again (4.5 "requests a new quote") even when the sign-out happened on another page.
 */
export function draftAfterSignOut(draft: BookingDraft, previous: CustomerProfile): SignedOutChanges {
  return {
    contact: contactAfterSignOut(draft.contact, isContactLocked(previous)),
    customer: isBookerProfile(previous) ? null : draft.customer,
    promo: null,
    signInTarget: '',
    requestId: '',
    bref: 0,
    returnRef: 0,
    isPaid: false,
    step: earlierStep(draft.step, 'customer'),
    quoteKey: '',
  };
}

/**
 * 4.7 and 6 on sign-in success: the contact's password, AsAccount and hash are cleared and the profile's data
 * overrides the contact; a booker gets a customer section to fill.
 */
export function peopleAfterSignIn(
  draft: Pick<BookingDraft, 'contact' | 'customer'>,
  profile: CustomerProfile,
): Pick<BookingDraft, 'contact' | 'customer'> {
  const contact = contactForProfile(draft.contact, profile);
  if (!isBookerProfile(profile)) return { contact, customer: null };
  return { contact, customer: draft.customer ?? { ...emptyContact(), bookerId: profile.bookerId } };
}

export type HandoffOutcome =
  | { kind: 'none' }
  | { kind: 'contact'; tab: ContactSection; errors: ContactError[] }
  | { kind: 'flight'; flight: FlightKind; target: 'CONFIRM_BOOKING' }
  /** Nothing more to ask: the booking continues as its template says (model/flow.ts screenAfterSignIn). */
  | { kind: 'continue' };

export interface HandoffContext {
  profile: CustomerProfile;
  flightInline: boolean;
  allowGuest: boolean;
}

/**
 * 4.7 "With a pending target", after peopleAfterSignIn: an invalid customer or contact is flagged (its tab
 * opens), a needed flight opens the flight dialog with the target CONFIRM_BOOKING, otherwise the booking
 * continues where its template definition says (TemplateDefinition.signInContinues).
 */
export function signInHandoff(
  draft: Pick<
    BookingDraft,
    'signInTarget' | 'contact' | 'customer' | 'pickUp' | 'dropOff' | 'returnKind' | 'flight' | 'returnFlight'
  >,
  context: HandoffContext,
): HandoffOutcome {
  if (!draft.signInTarget) return { kind: 'none' };
  const people = validateStoredContact(draft.contact, draft.customer, {
    profile: context.profile,
    allowGuest: context.allowGuest,
  });
  if (people.tab) return { kind: 'contact', tab: people.tab, errors: people.errors };
  if (!context.flightInline) {
    const flight = missingFlight(draft);
    if (flight) return { kind: 'flight', flight, target: 'CONFIRM_BOOKING' };
  }
  return { kind: 'continue' };
}

/**
 * 4.7 target chain after the flight, contact and note-to-driver popups: flight, return flight, edit contact,
 * note to driver, confirm booking. The contact and note popups count only when their popup-payment setting is on.
 */
export function nextTarget(
  after: SignInTarget,
  draft: Pick<BookingDraft, 'pickUp' | 'dropOff' | 'returnKind' | 'flight' | 'returnFlight'>,
  popups: { contact: boolean; noteToDriver: boolean },
): SignInTarget {
  const chain: SignInTarget[] = ['FLIGHT', 'RETURN_FLIGHT', 'EDIT_CONTACT', 'NOTE_TO_DRIVER', 'CONFIRM_BOOKING'];
  const wanted: Record<string, boolean> = {
    FLIGHT: needsFlight(draft, 'onward') && !hasFlightAnswer(draft.flight),
    RETURN_FLIGHT: needsFlight(draft, 'return') && !hasFlightAnswer(draft.returnFlight),
    EDIT_CONTACT: popups.contact,
    NOTE_TO_DRIVER: popups.noteToDriver,
    CONFIRM_BOOKING: true,
  };
  const from = chain.indexOf(after);
  return chain.slice(from + 1).find((target) => wanted[target]) ?? 'CONFIRM_BOOKING';
}

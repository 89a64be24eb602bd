/** Sign-in started from the booking, and where the booking goes once it succeeds (the sign-in hand-off rule, rules: sign-in-handoff). */
import type { Translate } from './messages';
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

/** The account feature's openSignIn as the template hands it in (features do not import each other). */
export type OpenSignIn = (tab?: 'signin' | 'signup', options?: { continueBooking?: boolean }) => void;

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
 * The clear booking rule (rules: clear-booking) "Sign-out clears profile, payment and promo" and the locked contact rule (rules: contact-locked) "Sign-out clears a locked contact": the booking after
 * `previous` signed out (or their session ended). The payment attempt (its request id and any booking it made)
 * belonged to that customer, so it goes too; a booking past the customer step goes back to it, as the contact
 * must be given again before paying. The quote was asked for that customer: with its key forgotten, the booking
 * page asks again (the clear booking rule (rules: clear-booking) "requests a new quote") even when the sign-out happened on another page.
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
 * The sign-in hand-off and roles rules (rules: sign-in-handoff, roles) on sign-in success: the contact's password, AsAccount and hash are cleared and the profile's data
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
  /** The page's words, for the contact's messages. */
  t: Translate;
}

/**
 * The sign-in hand-off rule (rules: sign-in-handoff) "With a pending target", after peopleAfterSignIn: an invalid customer or contact is flagged (its tab
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
    t: context.t,
  });
  if (people.tab) return { kind: 'contact', tab: people.tab, errors: people.errors };
  if (!context.flightInline) {
    const flight = missingFlight(draft);
    if (flight) return { kind: 'flight', flight, target: 'CONFIRM_BOOKING' };
  }
  return { kind: 'continue' };
}

/** The contact and note-to-driver popups of the sign-in hand-off rule (rules: sign-in-handoff) target chain, on or off. */
export interface TargetPopups {
  contact: boolean;
  noteToDriver: boolean;
}

type ChainDraft = Pick<BookingDraft, 'pickUp' | 'dropOff' | 'returnKind' | 'flight' | 'returnFlight'>;

const CHAIN: SignInTarget[] = ['FLIGHT', 'RETURN_FLIGHT', 'EDIT_CONTACT', 'NOTE_TO_DRIVER', 'CONFIRM_BOOKING'];

/**
 * The sign-in hand-off rule (rules: sign-in-handoff) target chain after the flight, contact and note-to-driver popups: flight, return flight, edit contact,
 * note to driver, confirm booking. The contact and note popups count only when their popup-payment setting is on.
 */
export function nextTarget(after: SignInTarget, draft: ChainDraft, popups: TargetPopups): SignInTarget {
  const wanted: Record<string, boolean> = {
    FLIGHT: needsFlight(draft, 'onward') && !hasFlightAnswer(draft.flight),
    RETURN_FLIGHT: needsFlight(draft, 'return') && !hasFlightAnswer(draft.returnFlight),
    EDIT_CONTACT: popups.contact,
    NOTE_TO_DRIVER: popups.noteToDriver,
    CONFIRM_BOOKING: true,
  };
  const from = CHAIN.indexOf(after);
  return CHAIN.slice(from + 1).find((target) => wanted[target]) ?? 'CONFIRM_BOOKING';
}

/** What following a pending target does on the booking page: open a popup, confirm the booking, or nothing. */
export type TargetAction =
  | { kind: 'flight'; flight: FlightKind; target: 'FLIGHT' | 'RETURN_FLIGHT' }
  | { kind: 'contact'; target: 'EDIT_CONTACT' }
  | { kind: 'note'; target: 'NOTE_TO_DRIVER' }
  | { kind: 'promo'; target: 'ADD_PROMO' }
  | { kind: 'confirm' }
  | { kind: 'none' };

/**
 * The sign-in hand-off rule (rules: sign-in-handoff) "the target is followed directly" (the 360 variant, and each link of the target chain): what `target` opens
 * as the booking stands. A flight the journey does not need, or a contact or note popup that is off (its fields
 * are in the page), gives way to the next target of the chain. HOME means nothing more on the booking page.
 */
export function followTarget(target: SignInTarget | '', draft: ChainDraft, popups: TargetPopups): TargetAction {
  switch (target) {
    case 'FLIGHT':
      return needsFlight(draft, 'onward')
        ? { kind: 'flight', flight: 'onward', target }
        : followTarget(nextTarget(target, draft, popups), draft, popups);
    case 'RETURN_FLIGHT':
      return needsFlight(draft, 'return')
        ? { kind: 'flight', flight: 'return', target }
        : followTarget(nextTarget(target, draft, popups), draft, popups);
    case 'EDIT_CONTACT':
      return popups.contact
        ? { kind: 'contact', target }
        : followTarget(nextTarget(target, draft, popups), draft, popups);
    case 'NOTE_TO_DRIVER':
      return popups.noteToDriver
        ? { kind: 'note', target }
        : followTarget(nextTarget(target, draft, popups), draft, popups);
    case 'ADD_PROMO':
      return { kind: 'promo', target };
    case 'CONFIRM_BOOKING':
      return { kind: 'confirm' };
    default:
      return { kind: 'none' };
  }
}

/** After the popup standing for `shown` is saved: the next link of the target chain (the sign-in hand-off rule, rules: sign-in-handoff), as the booking now stands. */
export function targetAfter(shown: SignInTarget, draft: ChainDraft, popups: TargetPopups): TargetAction {
  if (!CHAIN.includes(shown)) return { kind: 'none' };
  return followTarget(nextTarget(shown, draft, popups), draft, popups);
}

/** Step-3 actions on a booking store (the wizard steps, sign-in hand-off, locked contact and roles rules, rules: wizard-steps, sign-in-handoff, contact-locked, roles). */
import type { Translate } from '../model/messages';
import { snapshot, subscribe } from 'valtio';
import { promoCode } from '@/api';
import { type ContactValues, type CustomerProfile, type CustomerValues } from '../model/contact';
import { checkCustomerStep, type CustomerStepContext, type FlightKind } from '../model/customerStep';
import type { BookingDraft, BookingFlight, BookingPromo, SignInTarget } from '../model/draft';
import { emptyContact } from '../model/draft';
import { now } from '../model/clock';
import { earliestFlightPickup, flightPickup, pickupAfterLanding } from '../model/flightContext';
import { asapPickupTime } from '../model/time';
import { draftAfterSignOut, peopleAfterSignIn, signInHandoff, type OpenSignIn } from '../model/signInHandoff';
import { isPromoStale, promoOutcome, promoRequest } from '../model/promo';
import { updateBookingEverywhere, type BookingStore } from './bookingStore';
import { setPickupTime, setReturnDate } from './actions';
import { openContactDialog, openFlightDialog, closeCustomerDialog } from './customerUi';

/** Saves the contact dialog. A typed password is kept only as its hash (the account calls rule, rules: call-account). */
export function saveContact(
  store: BookingStore,
  contact: ContactValues,
  customer: CustomerValues | null,
  passwordHash: string,
): void {
  const { password: _password, ...people } = contact;
  store.draft.contact = {
    ...store.draft.contact,
    ...people,
    passwordHash: people.asAccount ? passwordHash || store.draft.contact.passwordHash : '',
  };
  if (customer) {
    const { ourRef, ...details } = customer;
    store.draft.customer = { ...(store.draft.customer ?? emptyContact()), ...details, ourRef };
  }
}

/**
 * The contact as typed in the page (its popup off, the sign-in hand-off rule (rules: sign-in-handoff)): kept in the booking at each change. Asking for an account
 * without a password yet leaves no hash; the hash of a typed password follows (`savePasswordHash`).
 */
export function keepTypedContact(store: BookingStore, contact: ContactValues, customer: CustomerValues | null): void {
  const keepsHash = contact.asAccount && contact.password !== '';
  saveContact(store, contact, customer, keepsHash ? store.draft.contact.passwordHash : '');
  if (!keepsHash) store.draft.contact.passwordHash = '';
}

/** The hash of the password typed in the page, once computed, if the account is still asked for (the account calls rule, rules: call-account). */
export function savePasswordHash(store: BookingStore, passwordHash: string): void {
  if (store.draft.contact.asAccount) store.draft.contact.passwordHash = passwordHash;
}

export function saveNote(store: BookingStore, note: string): void {
  store.draft.note = note.trim();
}

export function applyPromo(store: BookingStore, promo: BookingPromo | null): void {
  store.draft.promo = promo;
}

/**
 * Keeps the promo's value for the fare it is shown against: when the fare changes after the code was applied
 * (another vehicle, tier or route), the code is checked again for the new fare, as the server will charge it;
 * a code no longer valid is removed. Until the answer comes the total shows no discount (payableTotalOf).
 */
export function watchPromoValue(
  store: BookingStore,
  options: { currencyCode: () => string; customerId: () => number | undefined },
) {
  let checking = '';
  return subscribe(store.draft, () => {
    const promo = store.draft.promo;
    if (!promo || !isPromoStale(store.draft)) return;
    const body = promoRequest(promo.code, store.draft, options.currencyCode(), options.customerId());
    const key = `${promo.code}|${body.price}`;
    if (checking === key) return;
    checking = key;
    promoCode(body)
      .then((answer) => {
        if (store.draft.promo?.code !== promo.code) return;
        const outcome = promoOutcome(promo.code, answer, body.price);
        store.draft.promo = outcome.ok ? outcome.promo : null;
      })
      .catch(() => undefined)
      .finally(() => {
        if (checking === key) checking = '';
      });
  });
}

/**
 * A flight as the flights feature's dialog or fields made it (a number and where from, or declined). A flight with a
 * landing time (found, or the 360 variant's arrival) sets its journey's pick-up to landing plus the waiting time, as
 * its timeline shows (issue 12); a changed time asks for a new quote as any other (the quote lifecycle rule, rules: quote-lifecycle). The minimum lead time rule
 * (issue 28): a flight that has landed or lands too soon raises the pick-up to the earliest bookable time, and an
 * ASAP booking then stays ASAP, which already means the earliest the operator can be there.
 */
export function saveFlight(
  store: BookingStore,
  kind: FlightKind,
  flight: BookingFlight,
  settings: { zone: string; minLeadTime: number },
  nowMs = now(),
): void {
  const { zone } = settings;
  if (kind === 'onward') {
    store.draft.flight = { ...flight };
    const { time } = store.draft;
    const pickup = flightPickup(flight, zone, nowMs, earliestFlightPickupFor(store, settings, nowMs));
    if (!pickup || (pickup.raised && time.pickUpType === 'now')) return;
    if (!(time.pickUpType === 'later' && sameMoment(time.time, pickup.time)))
      setPickupTime(store, { mode: 'later', time: pickup.time });
  } else {
    store.draft.returnFlight = { ...flight };
    const pickup = pickupAfterLanding(flight, zone, nowMs);
    if (pickup && store.draft.returnKind === 'return' && !sameMoment(store.draft.returnDate, pickup))
      setReturnDate(store, pickup);
  }
}

/** The earliest pick-up a flight may set now (the minimum lead time rule), as the flight dialog's timeline shows. */
export function earliestFlightPickupFor(
  store: BookingStore,
  settings: { zone: string; minLeadTime: number },
  nowMs = now(),
): string {
  const earliest = asapPickupTime(nowMs, store.draft.quotation?.travelTime ?? 0, settings.minLeadTime, settings.zone);
  return earliestFlightPickup(earliest, settings.zone);
}

const sameMoment = (a: string | null | undefined, b: string) => Boolean(a) && Date.parse(a!) === Date.parse(b);

/** Opens sign-in and remembers where the booking continues afterwards (the sign-in rule, rules: sign-in). */
export function requestSignIn(
  store: BookingStore,
  target: SignInTarget,
  openSignIn: OpenSignIn,
  tab: 'signin' | 'signup' = 'signin',
): void {
  store.draft.signInTarget = target;
  openSignIn(tab, { continueBooking: true });
}

/**
 * Runs the step-3 checks of the wizard steps rule (rules: wizard-steps) and asks for what is missing: sign-in, the contact dialog on the failed tab,
 * or the flight dialog. Returns true when the booking may move on.
 */
export function validateCustomerStep(
  store: BookingStore,
  context: CustomerStepContext,
  openSignIn: OpenSignIn,
): boolean {
  const check = checkCustomerStep(snapshot(store.draft) as BookingDraft, context);
  switch (check.kind) {
    case 'signIn':
      requestSignIn(store, 'CONFIRM_BOOKING', openSignIn);
      return false;
    case 'contact':
      openContactDialog(store, check.tab, check.errors);
      return false;
    case 'flight':
      openFlightDialog(store, check.flight);
      return false;
    default:
      return true;
  }
}

/** The locked contact rule (rules: contact-locked): a signed-in non-booker's contact is filled from the profile and locked; a booker's password is blanked. */
export function adoptProfile(store: BookingStore, profile: CustomerProfile): void {
  Object.assign(store.draft, peopleAfterSignIn(store.draft, profile));
}

export interface SignInCompletion {
  flightInline: boolean;
  allowGuest: boolean;
  /** The page's words, for the contact's messages. */
  t: Translate;
  /** Nothing more to ask: the booking carries on as its template says, from the target that was pending. */
  onContinue: (target: SignInTarget) => void;
  /** The contact's fields are in the page: an invalid contact is flagged there rather than in its dialog. */
  onContactInvalid?: (errors: readonly { fieldId: string; message: string }[]) => void;
}

/** The sign-in hand-off rule (rules: sign-in-handoff): the booking continues once the customer who was asked to sign in has done so. */
export function completeSignIn(store: BookingStore, profile: CustomerProfile, options: SignInCompletion): void {
  adoptProfile(store, profile);
  const target = store.draft.signInTarget;
  if (!target) return;
  const outcome = signInHandoff(snapshot(store.draft) as BookingDraft, { profile, ...options });
  store.draft.signInTarget = '';
  // The flagged contact and the needed flight stand for their pending target: once saved, the chain carries on
  // towards confirming (the sign-in hand-off rule (rules: sign-in-handoff) target chain).
  if (outcome.kind === 'contact' && options.onContactInvalid) {
    closeCustomerDialog(store);
    options.onContactInvalid(outcome.errors);
  } else if (outcome.kind === 'contact') {
    openContactDialog(store, outcome.tab, outcome.errors);
    store.ui.target = 'EDIT_CONTACT';
  } else if (outcome.kind === 'flight') {
    openFlightDialog(store, outcome.flight, outcome.flight === 'onward' ? 'FLIGHT' : 'RETURN_FLIGHT');
  } else if (outcome.kind === 'continue') {
    closeCustomerDialog(store);
    options.onContinue(target);
  }
}

/**
 * The clear booking and locked contact rules (rules: clear-booking, contact-locked): sign-out clears a locked contact, the promo and the payment attempt (draftAfterSignOut). The app
 * calls it wherever the sign-out happens, so a booking waiting in storage is cleared too; calling it twice is harmless.
 */
export function signedOut(store: BookingStore, previous: CustomerProfile): void {
  updateBookingEverywhere(store, (draft) => draftAfterSignOut(draft, previous));
}

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useConfig } from '@/config';
import { now } from '../model/clock';
import type { CustomerProfile } from '../model/contact';
import type { BookingDraft, SignInTarget } from '../model/draft';
import {
  firstStepOf,
  flightsInlineOf,
  popupsOf,
  screenAfterSignIn,
  screenOf,
  vehicleWithJourney,
  type StepName,
  type TemplateDefinition,
} from '../model/flow';
import { inlineContactErrors } from '../model/customerStep';
import { payableTotalOf } from '../model/payable';
import { bookingRequestForTier, type BookingRequestBody } from '../model/bookingRequest';
import { selectedFare } from '../model/quote';
import { fieldErrorsOf, standingErrors, type StepError } from '../model/steps';
import { clearBooking, goToStep } from './actions';
import { useBookingStore } from './bookingStore';
import { adoptProfile, completeSignIn, signedOut, validateCustomerStep, type OpenSignIn } from './customerActions';
import { openTargetPopup } from './customerUi';
import { followTarget, targetAfter, type TargetAction } from '../model/signInHandoff';
import { refreshTimeValidity, type QuoteSettings } from './quote';
import { useBookingSession } from './useBookingSession';
import { useQuoteLifecycle } from './useQuoteLifecycle';
import { announceBookingConfirmed } from './bookingEvents';
import type { FlightParts, FlightVariant } from '../components/flightParts';

export interface BookingFlowOptions {
  /** The signed-in customer (the account feature's useProfile()); undefined for a guest. */
  profile: CustomerProfile | undefined;
  /** The account feature's openSignIn (features do not import each other; the template hands it in). */
  openSignIn: OpenSignIn;
  /** Overflow's confirm action, run when a sign-in continues to "confirm booking" (4.7). */
  onConfirmBooking?: () => void;
  /** The flights feature's dialog and inline fields (issue 12); the template hands them in. */
  flights?: FlightParts;
}

/** What the customer step panel needs from the flow: the people, sign-in, and where Next and a resumed sign-in go. */
export interface CustomerStepFlow {
  profile: CustomerProfile | undefined;
  openSignIn: OpenSignIn;
  /** Next on the customer step: the screen's checks (4.4), then on. */
  onNext: () => void;
  /** A popup was saved: when it stood for a pending target, the 4.7 target chain carries on. */
  onPopupSaved: () => void;
  /** Flight details are asked for in the flight dialog (not inline in the journey). */
  flightsInDialog: boolean;
  /** The flights feature's parts and the dialog's variant (the 360 variant has free-text Arriving from, 2.6). */
  flights?: FlightParts;
  flightVariant: FlightVariant;
  /** The contact and the note to driver are edited in popups (else their fields are in the page). */
  popups: { contact: boolean; noteToDriver: boolean };
  /** The screen's errors by field id: the contact's, when its fields are in the page. */
  errors: Record<string, string>;
  /** The customer step ends its screen, so it has the screen's Next (else the payment's button runs its checks). */
  showNext: boolean;
}

/** What the payment panel (the payment feature's PaymentStep) needs from the flow, shaped as its props. */
export interface PaymentStepFlow {
  total: ReturnType<typeof payableTotalOf>;
  currencyCode: string;
  paymentType: string;
  onPaymentTypeChange: (type: 'card' | 'cash' | 'paypal') => void;
  /** The request for the chosen tier, or null (the journey sent back with its errors, or no current fare). */
  buildRequest: (type: 'card' | 'cash' | 'paypal') => BookingRequestBody | null;
  requestId: string;
  onRequestId: (requestId: string) => void;
  registerBackHandler: (clear: () => void) => () => void;
  onConfirmed: (confirmed: { bookingCode: string; bref: number }) => void;
  /** The template's card form: in the payment panel or in the card popup (TemplateDefinition.cardForm). */
  cardForm: TemplateDefinition['cardForm'];
  /** 2.6's payment-method dialog (TemplateDefinition.paymentMethodDialog). */
  methodDialog: boolean;
}

export interface BookingFlow {
  definition: TemplateDefinition;
  /** Set once the stored booking is restored in the browser (the prerender shows the empty booking). */
  restored: boolean;
  /** The screen on show, its index and how many there are. */
  screen: TemplateDefinition['screens'][number];
  screenIndex: number;
  screenCount: number;
  /** Whether the screen on show holds a step. */
  shows: (step: StepName) => boolean;
  /** The errors of the last failed check of this screen, as they stand while the customer corrects them. */
  errors: StepError[];
  /** The same errors by field id, for the panels. */
  fieldErrors: Record<string, string>;
  /** Forward (4.4): only when the screen's steps validate; the journey is checked again from a later screen. */
  next: () => void;
  /** Back to the previous screen, or the given one (4.4); clears the CVC through the registered handlers. */
  back: (toScreen?: number) => void;
  /** The journey checked again (the time may have expired); false sends the customer back to it with its errors. */
  journeyStillValid: () => boolean;
  /** Give these to the screen's section and its progress indicator: focus and the view follow a screen change. */
  sectionRef: RefObject<HTMLElement | null>;
  progressRef: RefObject<HTMLDivElement | null>;
  /** The quote settings (configuration and profile) and whether the quotation-expired dialog is due (4.5). */
  quoteSettings: QuoteSettings;
  quoteExpired: boolean;
  customer: CustomerStepFlow;
  payment: PaymentStepFlow;
  /** Flight details are asked for in the journey (4.4 check 7), not in the flight dialog: give it to JourneyPanel. */
  flightsInline: boolean;
  /** The flights feature's parts, for JourneyPanel (inline fields, and loading them once an airport is chosen). */
  flights?: FlightParts;
  flightVariant: FlightVariant;
}

const NO_ERRORS: StepError[] = [];

/**
 * The booking flow of a template (spec 2.4, 4.4, 4.5, 4.7, 4.11): which screen is on show, the checks of any set of
 * steps, focus and scroll on a screen change, the journey checked again from later screens, errors that follow the
 * customer's corrections, the back handlers, and where a sign-in continues. Templates arrange the panels it feeds.
 */
export function useBookingFlow(definition: TemplateDefinition, options: BookingFlowOptions): BookingFlow {
  const config = useConfig();
  const navigate = useNavigate();
  const { profile, openSignIn } = options;
  const store = useBookingStore();
  const booking = store.draft;
  const restored = useBookingSession(store);
  const draft = useSnapshot(booking) as Readonly<BookingDraft>;
  const quote = useSnapshot(store.quote);
  const [failed, setFailed] = useState<{ screen: number; errors: StepError[] }>({ screen: -1, errors: [] });
  const backHandlers = useRef(new Set<() => void>());
  const latestOptions = useRef(options);
  latestOptions.current = options;

  const quoteSettings: QuoteSettings = useMemo(
    () => ({
      zone: config.timeZone,
      currencyCode: config.currencyCode,
      minLeadTime: config.minLeadTime,
      quoteTimeoutMinutes: config.quoteTimeoutMinutes,
      customerId: profile?.id,
      bookerId: profile?.bookerId,
    }),
    [
      config.timeZone,
      config.currencyCode,
      config.minLeadTime,
      config.quoteTimeoutMinutes,
      profile?.id,
      profile?.bookerId,
    ],
  );
  useQuoteLifecycle(store, quoteSettings, restored);

  const screenCount = definition.screens.length;
  const screenIndex = screenOf(definition, draft.step);
  const screen = definition.screens[screenIndex];
  const flightInline = flightsInlineOf(definition, config.flightInline);
  const popups = popupsOf(definition, config.popupPayment);
  // 2.6: the 360 variant (its sign-in follows the pending target directly) asks where from in free text.
  const flightVariant: FlightVariant = definition.signInContinues.kind === 'pendingTarget' ? 'text' : 'airports';

  // A new screen brings its panel into view and moves focus to it, so keyboard and screen-reader users land on
  // what changed (not on the first render or the restore).
  const sectionRef = useRef<HTMLElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const shownScreen = useRef(-1);
  const lastFailed = useRef(failed);
  lastFailed.current = failed;
  useEffect(() => {
    setFailed((last) => (last.screen === screenIndex ? last : { screen: screenIndex, errors: [] }));
    if (!restored) return;
    if (shownScreen.current >= 0 && shownScreen.current !== screenIndex) {
      // A screen reached with errors (the journey sent back from a later screen) leaves focus, and the view, on
      // its error summary, which took them as it appeared.
      const arrivedWithErrors = lastFailed.current.screen === screenIndex && lastFailed.current.errors.length > 0;
      if (!arrivedWithErrors) {
        // The view starts at the progress indicator, which says where the customer now is; its scroll margin keeps
        // it clear of the sticky header.
        progressRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        sectionRef.current?.focus({ preventScroll: true });
      }
    }
    shownScreen.current = screenIndex;
  }, [screenIndex, restored]);

  /** The field checks (4.4) of a screen's steps on the booking as it stands; the contact's when its fields are in the page. */
  const checksOf = (steps: readonly StepName[], draftNow: Readonly<BookingDraft>): StepError[] => [
    ...fieldErrorsOf(steps, draftNow, {
      nowMs: now(),
      zone: config.timeZone,
      vehicleWithJourney: vehicleWithJourney(definition),
      flightInline,
      allowFlightNull: config.allowFlightNull,
      pickUpError: draftNow.pickUpError,
      minLeadTime: config.minLeadTime,
    }),
    ...(steps.includes('customer') && !popups.contact
      ? inlineContactErrors(draftNow, { profile, allowGuest: config.allowGuest })
      : []),
  ];
  const customerContext = { profile, allowGuest: config.allowGuest, flightInline, contactInline: !popups.contact };

  const showScreen = (index: number) => goToStep(store, firstStepOf(definition, index));

  /**
   * The journey checked again from a later screen: the pick-up time can expire while the customer chooses a
   * vehicle or pays (4.1, 4.4 "date and time not expired"). A journey that no longer passes goes back to its
   * screen with its errors beside its fields, rather than moving on or booking a time the operator cannot meet.
   */
  const journeyStillValid = (): boolean => {
    refreshTimeValidity(store, quoteSettings);
    const journeyScreen = screenOf(definition, 'journey');
    const found = checksOf(['journey'], booking);
    if (found.length === 0) return true;
    setFailed({ screen: journeyScreen, errors: found });
    showScreen(journeyScreen);
    return false;
  };

  const next = () => {
    const current = screenOf(definition, booking.step);
    const steps = definition.screens[current].steps;
    if (!steps.includes('journey') && !journeyStillValid()) return;
    if (steps.includes('journey')) refreshTimeValidity(store, quoteSettings);
    const found = checksOf(steps, booking);
    setFailed({ screen: current, errors: found });
    if (found.length > 0) return;
    if (steps.includes('customer') && !validateCustomerStep(store, customerContext, openSignIn)) return;
    if (current < screenCount - 1) showScreen(current + 1);
  };

  // While the customer corrects a failed screen, a corrected field loses its error and a field still wrong shows
  // its current problem (a chosen pick-up outside the service area shows the server's message, not "is required").
  const errors = failed.screen === screenIndex ? failed.errors : NO_ERRORS;
  const shownErrors = useMemo(
    () => (errors.length === 0 ? errors : standingErrors(errors, checksOf(screen.steps, draft))),
    // checksOf is remade each render from the configuration it reads; the errors change only with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [errors, draft, screen],
  );
  // An error put right stays gone until the next check (a later server answer shows beside its field, not as a
  // summary that would take focus from wherever the customer is).
  useEffect(() => {
    if (shownErrors.length < errors.length)
      setFailed((last) => (last.screen === screenIndex ? { screen: screenIndex, errors: shownErrors } : last));
  }, [shownErrors, errors.length, screenIndex]);
  const fieldErrors = useMemo(() => Object.fromEntries(shownErrors.map((e) => [e.fieldId, e.message])), [shownErrors]);

  const back = (toScreen = screenIndex - 1) => {
    backHandlers.current.forEach((clear) => clear());
    showScreen(Math.max(0, toScreen));
  };
  const registerBackHandler = useCallback((clear: () => void) => {
    backHandlers.current.add(clear);
    return () => void backHandlers.current.delete(clear);
  }, []);

  /**
   * 4.7 "confirm booking": the template's confirm action where it has one (Overflow, and the 360 variant's chain),
   * else the booking continues by template (screenAfterSignIn).
   */
  const confirmBooking = () => {
    const { kind } = definition.signInContinues;
    const confirm = latestOptions.current.onConfirmBooking;
    if ((kind === 'confirmBooking' || kind === 'pendingTarget') && confirm) confirm();
    else showScreen(screenAfterSignIn(definition, screenOf(definition, booking.step)));
  };
  const applyTarget = (action: TargetAction) => {
    if (action.kind === 'confirm') confirmBooking();
    else openTargetPopup(store, action);
  };

  /** 4.7: where the booking goes once a sign-in has nothing more to ask. */
  const continueAfterSignIn = (target: SignInTarget) => {
    // The target's popup opens once the sign-in dialog has gone and handed focus back (see onPopupSaved).
    if (definition.signInContinues.kind === 'pendingTarget')
      afterDialogGone(() => applyTarget(followTarget(target, booking, popups)));
    else confirmBooking();
  };
  const completion = {
    flightInline,
    allowGuest: config.allowGuest,
    onContinue: continueAfterSignIn,
    // 4.7 "an invalid contact gets the contact section flagged": in the page when its fields are there.
    onContactInvalid: popups.contact
      ? undefined
      : (errors: readonly StepError[]) => setFailed({ screen: screenOf(definition, 'customer'), errors: [...errors] }),
  };
  const latestCompletion = useRef(completion);
  latestCompletion.current = completion;

  // 4.7 and 4.8: a sign-in (or a profile present on arrival) fills the contact and continues a pending target;
  // a sign-out clears a locked contact.
  const previousProfile = useRef<CustomerProfile | undefined>(undefined);
  useEffect(() => {
    if (!restored) return;
    const before = previousProfile.current;
    previousProfile.current = profile;
    if (profile && before?.id !== profile.id) {
      if (booking.signInTarget) completeSignIn(store, profile, latestCompletion.current);
      else adoptProfile(store, profile);
    } else if (!profile && before) signedOut(store, before);
    // The profile's identity is what matters; the options are read when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, profile?.id, restored]);

  const customer: CustomerStepFlow = {
    profile,
    openSignIn,
    onNext: next,
    flightsInDialog: !flightInline,
    flights: options.flights,
    flightVariant,
    popups,
    errors: fieldErrors,
    showNext: screen.steps.at(-1) === 'customer' && screenIndex < screenCount - 1,
    onPopupSaved: () => {
      // Read before the popup closes (closing forgets its target). The next popup opens once this one has gone
      // and handed focus back: opened sooner, that focus change counts as a move outside it, which closes it.
      const shown = store.ui.target;
      if (shown) afterDialogGone(() => applyTarget(targetAfter(shown, booking, popups)));
    },
  };

  const payment: PaymentStepFlow = {
    total: payableTotalOf(draft),
    currencyCode: draft.quotation?.currencyCode || config.currencyCode,
    paymentType: draft.paymentType,
    onPaymentTypeChange: (type) => (booking.paymentType = type),
    buildRequest: (type) => {
      if (!journeyStillValid()) return null;
      // The customer's checks when they share the payment's screen: the contact's fields in the page, else their
      // dialogs ask for what is missing.
      if (screen.steps.includes('customer')) {
        const found = checksOf(['customer'], booking);
        if (found.length > 0) {
          setFailed({ screen: screenIndex, errors: found });
          return null;
        }
        if (!validateCustomerStep(store, customerContext, openSignIn)) return null;
      }
      // No current fare (a new quote on its way or refused): the journey's screen shows the progress or the reason.
      if (selectedFare(booking) <= 0) {
        showScreen(screenOf(definition, 'journey'));
        return null;
      }
      return bookingRequestForTier(booking as BookingDraft, type, config, profile);
    },
    requestId: draft.requestId,
    onRequestId: (id) => (booking.requestId = id),
    registerBackHandler,
    cardForm: definition.cardForm,
    methodDialog: definition.paymentMethodDialog ?? false,
    onConfirmed: (confirmed) => {
      // The booking is made: the next visit starts a new one, and the confirmed page reads this one by its code.
      clearBooking(store);
      announceBookingConfirmed(confirmed.bref);
      navigate(`/confirmed/${confirmed.bookingCode}`);
    },
  };

  return {
    definition,
    restored,
    screen,
    screenIndex,
    screenCount,
    shows: (step) => screen.steps.includes(step),
    errors: shownErrors,
    fieldErrors,
    next,
    back,
    journeyStillValid,
    sectionRef,
    progressRef,
    quoteSettings,
    quoteExpired: quote.expired,
    customer,
    payment,
    flightsInline: flightInline,
    flights: options.flights,
    flightVariant,
  };
}

/** Runs once a closing dialog has unmounted and its focus trap has returned focus (two frames after the close). */
function afterDialogGone(run: () => void) {
  setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(run)), 0);
}

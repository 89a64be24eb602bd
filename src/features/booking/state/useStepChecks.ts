import type { Translate } from '../model/messages';
import { useEffect, useMemo, useState } from 'react';
import type { Configuration } from '@/api';
import { now } from '../model/clock';
import type { CustomerProfile } from '../model/contact';
import { inlineContactErrors } from '../model/customerStep';
import type { BookingDraft } from '../model/draft';
import { screenOf, vehicleWithJourney, type StepName, type TemplateDefinition } from '../model/flow';
import type { OpenSignIn } from '../model/signInHandoff';
import { fieldErrorsOf, standingErrors, type StepError } from '../model/steps';
import type { BookingStore } from './bookingStore';
import { validateCustomerStep } from './customerActions';
import { refreshTimeValidity, type QuoteSettings } from './quote';
import type { Screens } from './useScreens';

export interface StepCheckContext {
  config: Pick<Configuration, 'timeZone' | 'allowFlightNull' | 'minLeadTime' | 'allowGuest'>;
  profile: CustomerProfile | undefined;
  openSignIn: OpenSignIn;
  quoteSettings: QuoteSettings;
  flightsInline: boolean;
  popups: { contact: boolean; noteToDriver: boolean };
  /** The page's words and locale: the checks' messages are said in the page's language. */
  t: Translate;
  locale: string;
}

export interface StepChecks {
  /** The errors of the last failed check of this screen, as they stand while the customer corrects them. */
  errors: StepError[];
  /** The same errors by field id, for the panels. */
  fieldErrors: Record<string, string>;
  /** Forward (the wizard steps rule, rules: wizard-steps): only when the screen's steps validate; the journey is checked again from a later screen. */
  next: () => void;
  /** The journey checked again (the time may have expired); false sends the customer back to it with its errors. */
  journeyStillValid: () => boolean;
  /** Before a booking is made: the journey again, and the customer's checks where they share the payment's screen. */
  readyToBook: () => boolean;
  /** Shows errors found elsewhere (a sign-in that finds the contact invalid, the sign-in hand-off rule (rules: sign-in-handoff)) on a screen's summary. */
  flag: (screen: number, errors: readonly StepError[]) => void;
}

const NO_ERRORS: StepError[] = [];

/** The checks of the wizard steps rule (rules: wizard-steps) on the screens of a template, and the errors they leave while the customer corrects them. */
export function useStepChecks(
  definition: TemplateDefinition,
  store: BookingStore,
  draft: Readonly<BookingDraft>,
  screens: Screens,
  context: StepCheckContext,
): StepChecks {
  const { config, profile, openSignIn, quoteSettings, flightsInline, popups, t, locale } = context;
  const booking = store.draft;
  const { screen, screenIndex, screenCount, showScreen } = screens;
  const [failed, setFailed] = useState<{ screen: number; errors: StepError[] }>({ screen: -1, errors: [] });

  // Errors belong to the screen they were found on; a screen reached with errors (sent back) keeps its own.
  useEffect(() => {
    setFailed((last) => (last.screen === screenIndex ? last : { screen: screenIndex, errors: [] }));
  }, [screenIndex]);

  /** The field checks (the wizard steps rule, rules: wizard-steps) of a screen's steps on the booking as it stands; the contact's when its fields are in the page. */
  const checksOf = (steps: readonly StepName[], draftNow: Readonly<BookingDraft>): StepError[] => [
    ...fieldErrorsOf(steps, draftNow, {
      t,
      locale,
      nowMs: now(),
      zone: config.timeZone,
      vehicleWithJourney: vehicleWithJourney(definition),
      flightInline: flightsInline,
      allowFlightNull: config.allowFlightNull,
      pickUpError: draftNow.pickUpError,
      minLeadTime: config.minLeadTime,
    }),
    ...(steps.includes('customer') && !popups.contact
      ? inlineContactErrors(draftNow, { profile, allowGuest: config.allowGuest, t })
      : []),
  ];
  const customerContext = {
    profile,
    allowGuest: config.allowGuest,
    t,
    flightInline: flightsInline,
    contactInline: !popups.contact,
  };

  /**
   * The journey checked again from a later screen: the pick-up time can expire while the customer chooses a
   * vehicle or pays (the minimum lead time and wizard steps rules (rules: lead-time, wizard-steps) "date and time not expired"). A journey that no longer passes goes back to its
   * screen with its errors beside its fields, rather than moving on or booking a time the operator cannot meet.
   */
  const journeyStillValid = (): boolean => {
    refreshTimeValidity(store, quoteSettings);
    const journeyScreen = screenOf(definition, 'journey');
    const found = checksOf(['journey'], booking);
    if (found.length === 0) return true;
    setFailed({ screen: journeyScreen, errors: found });
    showScreen(journeyScreen, { withErrors: true });
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

  const readyToBook = (): boolean => {
    if (!journeyStillValid()) return false;
    // The customer's checks when they share the payment's screen: the contact's fields in the page, else their
    // dialogs ask for what is missing.
    if (!screen.steps.includes('customer')) return true;
    const found = checksOf(['customer'], booking);
    if (found.length > 0) {
      setFailed({ screen: screenIndex, errors: found });
      return false;
    }
    return validateCustomerStep(store, customerContext, openSignIn);
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

  return {
    errors: shownErrors,
    fieldErrors,
    next,
    journeyStillValid,
    readyToBook,
    flag: (onScreen, found) => setFailed({ screen: onScreen, errors: [...found] }),
  };
}

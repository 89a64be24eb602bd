import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useConfig } from '@/config';
import { useTranslator } from '@/i18n';
import { customerStepFlow } from '../model/customerStepFlow';
import type { BookingDraft } from '../model/draft';
import { flightVariantOf, flightsInlineOf, popupsOf, screenOf, type TemplateDefinition } from '../model/flow';
import { paymentStepFlow } from '../model/paymentStepFlow';
import { clearBooking, patchBooking } from './actions';
import { announceBookingConfirmed } from './bookingEvents';
import type { BookingFlow, BookingFlowOptions } from './bookingFlowTypes';
import { useBookingStore } from './bookingStore';
import { useBookingSession } from './useBookingSession';
import { useHandlers } from './useHandlers';
import { useQuoteLifecycle, useQuoteSettings } from './useQuoteLifecycle';
import { useScreens } from './useScreens';
import { useSignInHandoff } from './useSignInHandoff';
import { useStepChecks } from './useStepChecks';

export type { BookingFlow, BookingFlowOptions, ConfirmLabel } from './bookingFlowTypes';

/**
 * The booking flow of a template (the wizard layout, wizard steps, quote lifecycle, sign-in hand-off and storage rules, rules: wizard-layout, wizard-steps, quote-lifecycle, sign-in-handoff, storage), composed of small parts: the stored booking and
 * its quote lifecycle, which screen is on show (useScreens), the checks of its steps (useStepChecks), the sign-in
 * hand-off (useSignInHandoff), the payment panel's confirm action, and the props of the customer and payment panels
 * (customerStepFlow, paymentStepFlow). Templates arrange the panels it feeds.
 */
export function useBookingFlow(definition: TemplateDefinition, options: BookingFlowOptions): BookingFlow {
  const config = useConfig();
  const { t, locale } = useTranslator();
  const navigate = useNavigate();
  const { profile, openSignIn } = options;
  const store = useBookingStore();
  const restored = useBookingSession(store);
  const draft = useSnapshot(store.draft) as Readonly<BookingDraft>;
  const quote = useSnapshot(store.quote);
  const quoteSettings = useQuoteSettings(config, profile);
  useQuoteLifecycle(store, quoteSettings, restored);

  const flightsInline = flightsInlineOf(definition, config.flightInline);
  const popups = popupsOf(definition, config.popupPayment);
  const flightVariant = flightVariantOf(definition);
  const screens = useScreens(definition, store, draft.step, restored);
  const confirmHandlers = useHandlers();
  const checks = useStepChecks(definition, store, draft, screens, {
    config,
    profile,
    openSignIn,
    quoteSettings,
    flightsInline,
    popups,
    t,
    locale,
  });
  const { onPopupSaved } = useSignInHandoff(definition, store, {
    profile,
    restored,
    popups,
    flightsInline,
    allowGuest: config.allowGuest,
    t,
    showScreen: screens.showScreen,
    confirm: confirmHandlers.run,
    flag: checks.flag,
  });
  const methodDialog = definition.paymentMethodDialog ?? false;

  return {
    definition,
    restored,
    screen: screens.screen,
    screenIndex: screens.screenIndex,
    screenCount: screens.screenCount,
    isFirstScreen: screens.isFirstScreen,
    shows: screens.shows,
    errors: checks.errors,
    fieldErrors: checks.fieldErrors,
    next: checks.next,
    back: screens.back,
    journeyStillValid: checks.journeyStillValid,
    confirm: confirmHandlers.run,
    confirmLabel: options.confirmLabel?.(config, { paymentType: draft.paymentType, methodDialog }) ?? '',
    sectionRef: screens.sectionRef,
    progressRef: screens.progressRef,
    quoteSettings,
    quoteExpired: quote.expired,
    customer: customerStepFlow({
      profile,
      openSignIn,
      onNext: checks.next,
      onPopupSaved,
      flightsInline,
      flights: options.flights,
      flightVariant,
      popups,
      fieldErrors: checks.fieldErrors,
      screen: screens.screen,
      isLastScreen: screens.isLastScreen,
    }),
    payment: paymentStepFlow({
      draft,
      liveDraft: () => store.draft,
      definition,
      config,
      profile,
      readyToBook: checks.readyToBook,
      showJourney: () => screens.showScreen(screenOf(definition, 'journey')),
      patch: (changes) => patchBooking(store, changes),
      registerBackHandler: screens.registerBackHandler,
      registerConfirm: confirmHandlers.register,
      afterBooking: {
        clear: () => clearBooking(store),
        announce: announceBookingConfirmed,
        navigate,
      },
    }),
    flightsInline,
    flights: options.flights,
    flightVariant,
  };
}

import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { MapAdapter } from '@/adapters/maps';
import { useConfig } from '@/config';
import { ErrorSummary, Panel, Stepper } from '@/design-system';
import { useProfile } from '@/features/account';
import {
  FareSummary,
  JourneyPanel,
  VehiclePanel,
  bookingNow,
  goToStep,
  loadQuoteExpiredDialog,
  quoteState,
  refreshTimeValidity,
  standingErrors,
  step1Errors,
  step2Errors,
  booking,
  useBooking,
  useBookingSession,
  useQuoteLifecycle,
  type BookingDraft,
  type QuoteSettings,
  type StepError,
} from '@/features/booking';
import type { TemplateProps } from '../contract';
import { WizardMap } from './WizardMap';
import { CustomerStepSlot, PaymentStepSlot } from './WizardSteps';

const QuoteExpiredDialog = lazy(loadQuoteExpiredDialog);

/** Spec 2.4: the standard flow's 4 steps. */
const STEPS = [{ title: 'Journey' }, { title: 'Vehicle' }, { title: 'Details' }, { title: 'Payment' }];
const STEP_COUNT = STEPS.length;
const NO_ERRORS: StepError[] = [];

/**
 * The standard 4-step wizard (spec 2.4, 4.4): journey, vehicle, customer/contact/flight, payment.
 * Forward only when the step validates; a failed step shows an error summary (focused) and each error by its field.
 */
export default function WizardTemplate({ compact }: TemplateProps) {
  const config = useConfig();
  const profile = useProfile();
  const restored = useBookingSession();
  const draft = useBooking();
  const quote = useSnapshot(quoteState);
  // The errors of the last failed check, with the step they were found on.
  const [failed, setFailed] = useState<{ step: number; errors: StepError[] }>({ step: 0, errors: [] });
  const map = useRef<MapAdapter | undefined>(undefined);
  const backHandlers = useRef(new Set<() => void>());

  const settings: QuoteSettings = useMemo(
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
  useQuoteLifecycle(settings, restored);

  const step = Math.min(Math.max(1, draft.step), STEP_COUNT);
  // Errors belong to the step they were found on. A new step brings its panel into view and moves focus to it,
  // so keyboard and screen-reader users land on what changed (not on the first render or the restore).
  const section = useRef<HTMLElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const shownStep = useRef(0);
  const lastFailed = useRef(failed);
  lastFailed.current = failed;
  useEffect(() => {
    setFailed((last) => (last.step === step ? last : { step, errors: [] }));
    if (!restored) return;
    if (shownStep.current && shownStep.current !== step) {
      // A step reached with errors (the journey sent back from a later step) leaves focus, and the view, on its
      // error summary, which took them as it appeared.
      const arrivedWithErrors = lastFailed.current.step === step && lastFailed.current.errors.length > 0;
      if (!arrivedWithErrors) {
        // The view starts at the step indicator, which says where the customer now is; its scroll margin keeps it
        // clear of the sticky header.
        progress.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        section.current?.focus({ preventScroll: true });
      }
    }
    shownStep.current = step;
  }, [step, restored]);

  /** The checks of a step (4.4) on the booking as it stands; the step-1 time check needs the earliest time refreshed first. */
  const checksOf = (at: number, draftNow: Readonly<BookingDraft>): StepError[] => {
    if (at === 1) {
      return step1Errors(draftNow, {
        nowMs: bookingNow(),
        zone: config.timeZone,
        stepCount: STEP_COUNT,
        flightInline: config.flightInline,
        allowFlightNull: config.allowFlightNull,
        pickUpError: draftNow.pickUpError,
        minLeadTime: config.minLeadTime,
      });
    }
    if (at === 2) return step2Errors(draftNow);
    return [];
  };

  /**
   * The journey checked again from a later step: the pick-up time can expire while the customer chooses a vehicle
   * or pays (4.1, 4.4 "date and time not expired"). A journey that no longer passes goes back to step 1 with its
   * errors beside its fields, rather than moving on or booking a time the operator cannot meet.
   */
  const journeyStillValid = (): boolean => {
    refreshTimeValidity(settings);
    const found = checksOf(1, booking);
    if (found.length === 0) return true;
    setFailed({ step: 1, errors: found });
    goToStep(1);
    return false;
  };

  const next = () => {
    if (step > 1 && !journeyStillValid()) return;
    if (step === 1) refreshTimeValidity(settings);
    const found = checksOf(step, booking);
    setFailed({ step, errors: found });
    if (found.length === 0) goToStep(step + 1);
  };

  // While the customer corrects a failed step, a corrected field loses its error and a field still wrong shows its
  // current problem (a chosen pick-up outside the service area shows the server's message, not "is required").
  const errors = failed.step === step ? failed.errors : NO_ERRORS;
  const shownErrors = useMemo(
    () => (errors.length === 0 ? errors : standingErrors(errors, checksOf(step, draft))),
    // checksOf is remade each render from the settings it reads; the errors change only with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [errors, draft, step],
  );
  // An error put right stays gone until the next check (a later server answer shows beside its field, not as a
  // summary that would take focus from wherever the customer is).
  useEffect(() => {
    if (shownErrors.length < errors.length)
      setFailed((last) => (last.step === step ? { step, errors: shownErrors } : last));
  }, [shownErrors, errors.length, step]);

  /** 4.4: Back goes to the previous (or a given) step and clears the CVC: the payment panel registers how. */
  const back = (to = step - 1) => {
    backHandlers.current.forEach((clear) => clear());
    goToStep(to);
  };
  const registerBackHandler = useCallback((clear: () => void) => {
    backHandlers.current.add(clear);
    return () => void backHandlers.current.delete(clear);
  }, []);

  const fieldErrors = useMemo(() => Object.fromEntries(shownErrors.map((e) => [e.fieldId, e.message])), [shownErrors]);

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
      <Panel.Root
        size="lg"
        flex="1"
        // Set once the stored booking is restored in the browser (tests wait for it; the prerender lacks it).
        data-booking-ready={restored ? 'true' : undefined}
      >
        <Heading as="h2" size="xl">
          Quote and Book
        </Heading>
        <Box ref={progress}>
          <Stepper steps={STEPS} current={step - 1} label="Booking steps" onStepSelect={(index) => back(index + 1)} />
        </Box>
        <ErrorSummary errors={shownErrors} />
        <Box
          as="section"
          ref={section}
          tabIndex={-1}
          outline="none"
          aria-label={`Step ${step} of ${STEP_COUNT}: ${STEPS[step - 1].title}`}
        >
          {step === 1 ? <JourneyPanel customerId={profile?.id} errors={fieldErrors} /> : null}
          {step === 2 ? <VehiclePanel errors={fieldErrors} /> : null}
          {step === 3 ? <CustomerStepSlot stepCount={STEP_COUNT} /> : null}
          {step === 4 ? (
            <PaymentStepSlot registerBackHandler={registerBackHandler} journeyStillValid={journeyStillValid} />
          ) : null}
        </Box>
        {step <= 2 ? <FareSummary showTimeWarning={step > 1} /> : null}
        <HStack justify="space-between">
          {step > 1 ? (
            <Button variant="outline" onClick={() => back()}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step <= 2 ? <Button onClick={next}>Next</Button> : null}
        </HStack>
        {config.content.quoteAndBook && step === 1 ? (
          <Text fontSize="sm" color="fg.muted">
            {config.content.quoteAndBook}
          </Text>
        ) : null}
      </Panel.Root>
      <WizardMap compact={compact} onAdapterReady={(adapter) => (map.current = adapter)} />
      {quote.expired ? (
        <Suspense fallback={null}>
          <QuoteExpiredDialog settings={settings} onLayoutChange={() => map.current?.resize()} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { MapAdapter } from '@/adapters/maps';
import { useConfig } from '@/config';
import { ErrorSummary, Stepper } from '@/design-system';
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
  step1Errors,
  step2Errors,
  booking,
  useBooking,
  useBookingSession,
  useQuoteLifecycle,
  type QuoteSettings,
  type StepError,
} from '@/features/booking';
import type { TemplateProps } from '../registry';
import { WizardMap } from './WizardMap';
import { CustomerStepSlot, PaymentStepSlot } from './WizardSteps';

const QuoteExpiredDialog = lazy(loadQuoteExpiredDialog);

/** Spec 2.4: the standard flow's 4 steps. */
const STEPS = [{ title: 'Journey' }, { title: 'Vehicle' }, { title: 'Details' }, { title: 'Payment' }];
const STEP_COUNT = STEPS.length;

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
  const [errors, setErrors] = useState<StepError[]>([]);
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
    [config.timeZone, config.currencyCode, config.minLeadTime, config.quoteTimeoutMinutes, profile?.id, profile?.bookerId],
  );
  useQuoteLifecycle(settings, restored);

  const step = Math.min(Math.max(1, draft.step), STEP_COUNT);
  // Errors belong to the step they were found on. A new step brings its panel into view and moves focus to it,
  // so keyboard and screen-reader users land on what changed (not on the first render or the restore).
  const section = useRef<HTMLElement>(null);
  const shownStep = useRef(0);
  useEffect(() => {
    setErrors([]);
    if (!restored) return;
    if (shownStep.current && shownStep.current !== step) {
      section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      section.current?.focus({ preventScroll: true });
    }
    shownStep.current = step;
  }, [step, restored]);

  const validate = (): StepError[] => {
    if (step === 1) {
      refreshTimeValidity(settings);
      return step1Errors(booking, {
        nowMs: bookingNow(),
        zone: config.timeZone,
        stepCount: STEP_COUNT,
        flightInline: config.flightInline,
        allowFlightNull: config.allowFlightNull,
        pickUpError: booking.pickUpError,
      });
    }
    if (step === 2) return step2Errors(booking);
    return [];
  };

  const next = () => {
    const found = validate();
    setErrors(found);
    if (found.length === 0) goToStep(step + 1);
  };

  /** 4.4: Back goes to the previous (or a given) step and clears the CVC: the payment panel registers how. */
  const back = (to = step - 1) => {
    backHandlers.current.forEach((clear) => clear());
    goToStep(to);
  };
  const registerBackHandler = useCallback((clear: () => void) => {
    backHandlers.current.add(clear);
    return () => void backHandlers.current.delete(clear);
  }, []);

  const fieldErrors = useMemo(() => Object.fromEntries(errors.map((e) => [e.fieldId, e.message])), [errors]);

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
      <Stack
        flex="1"
        gap="5"
        p={{ base: '4', md: '6' }}
        bg="bg.panel"
        borderRadius="l3"
        borderWidth="1px"
        borderColor="border"
        minW="0"
        // Set once the stored booking is restored in the browser (tests wait for it; the prerender lacks it).
        data-booking-ready={restored ? 'true' : undefined}
      >
        <Heading as="h2" size="xl">
          Quote and Book
        </Heading>
        <Stepper steps={STEPS} current={step - 1} label="Booking steps" onStepSelect={(index) => back(index + 1)} />
        <ErrorSummary errors={errors} />
        <Box as="section" ref={section} tabIndex={-1} outline="none" scrollMarginTop="24" aria-label={`Step ${step} of ${STEP_COUNT}: ${STEPS[step - 1].title}`}>
          {step === 1 ? <JourneyPanel customerId={profile?.id} errors={fieldErrors} /> : null}
          {step === 2 ? <VehiclePanel errors={fieldErrors} /> : null}
          {step === 3 ? <CustomerStepSlot stepCount={STEP_COUNT} /> : null}
          {step === 4 ? <PaymentStepSlot registerBackHandler={registerBackHandler} /> : null}
        </Box>
        {step <= 2 ? <FareSummary /> : null}
        <HStack justify="space-between">
          {step > 1 ? (
            <Button variant="outline" onClick={() => back()}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step <= 2 ? (
            <Button colorPalette="brand" onClick={next}>
              Next
            </Button>
          ) : null}
        </HStack>
        {config.content.quoteAndBook && step === 1 ? (
          <Text fontSize="sm" color="fg.muted">
            {config.content.quoteAndBook}
          </Text>
        ) : null}
      </Stack>
      <WizardMap compact={compact} onAdapterReady={(adapter) => (map.current = adapter)} />
      {quote.expired ? (
        <Suspense fallback={null}>
          <QuoteExpiredDialog settings={settings} onLayoutChange={() => map.current?.resize()} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

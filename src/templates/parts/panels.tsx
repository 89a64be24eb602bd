import { Box, Heading, Stack, type BoxProps } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { openSignIn, useProfile } from '@/features/account';
import {
  FareSummary,
  JourneyPanel,
  loadQuoteExpiredDialog,
  useBookingFlow,
  type BookingFlow,
  type StepName,
  type TemplateDefinition,
} from '@/features/booking';
import { flightParts } from '@/features/flights';
import { confirmLabel, type PaymentStepProps } from '@/features/payment';
import { useT, type MessageId } from '@/i18n';
import { LaterStep, LazyCustomerStep, LazyPaymentStep, LazyVehiclePanel, usePrefetchLaterSteps } from './laterSteps';

/**
 * The pieces the single-page and list templates share: the flow hook with the account's profile and sign-in, one
 * region per step (its name is what people and tests find it by) and the panel the booking feature has for each
 * step. They only place panels; every rule and every change of the booking is useBookingFlow's.
 */

const QuoteExpiredDialog = lazy(loadQuoteExpiredDialog);

/** What each step's region is called (the customer step's own heading is "Your details"). */
export const STEP_LABELS: Record<StepName, MessageId> = {
  journey: 'templates.region.journey',
  vehicle: 'templates.region.vehicle',
  customer: 'templates.region.customer',
  payment: 'templates.region.payment',
};

/**
 * useBookingFlow with the signed-in customer, the account's sign-in dialog, the flights feature's parts and the
 * payment feature's confirm label.
 */
export function useTemplateFlow(definition: TemplateDefinition): BookingFlow {
  const profile = useProfile();
  usePrefetchLaterSteps();
  return useBookingFlow(definition, { profile, openSignIn, flights: flightParts, confirmLabel });
}

/** The attributes every template's root carries: its name, and "ready" once the stored booking is restored. */
export function rootAttributes(flow: BookingFlow) {
  return {
    'data-template': flow.definition.name,
    'data-booking-ready': flow.restored ? 'true' : undefined,
  } as const;
}

/**
 * The attributes of the part of a template that changes with the screen: the flow moves focus there (and the
 * view) when the screen changes, so keyboard and screen-reader users land on what changed.
 */
export function screenArea(flow: BookingFlow) {
  return { ref: flow.sectionRef as RefObject<HTMLDivElement | null>, tabIndex: -1, outline: 'none' } as const;
}

/**
 * A step's region: named, so it is a landmark for screen readers and a place a test can find. On a phone the
 * journey's and the payment's regions scroll inside themselves (the shell rule (rules: shell) "booking step 1 and step 4 panels scroll
 * internally"); their fields are focusable, so a keyboard reaches all of them.
 */
export function StepRegion({ step, children, ...rest }: { step: StepName; children: ReactNode } & BoxProps) {
  const t = useT();
  return (
    <Box as="section" aria-label={t(STEP_LABELS[step])} css={scrollsInsideOnPhonesFor(step)} {...rest}>
      {children}
    </Box>
  );
}

/** The booking feature's (or the payment feature's) panel for a step, fed by the flow. */
export function StepPanel({
  step,
  flow,
  payment,
  customerNextInRow = false,
}: {
  step: StepName;
  flow: BookingFlow;
  /** Where the payment's confirm action is a button outside it (a summary's). */
  payment?: Pick<PaymentStepProps, 'showSubmit'>;
  /** The template's own button row holds the details' Next (beside Back), so the details show none of their own. */
  customerNextInRow?: boolean;
}) {
  const profile = flow.customer.profile;
  if (step === 'journey')
    return (
      <JourneyPanel
        customerId={profile?.id}
        errors={flow.fieldErrors}
        flightsInline={flow.flightsInline}
        flights={flow.flights}
        flightVariant={flow.flightVariant}
      />
    );
  if (step === 'vehicle')
    return (
      <LaterStep>
        <LazyVehiclePanel errors={flow.fieldErrors} />
      </LaterStep>
    );
  if (step === 'customer')
    return (
      <LaterStep>
        <LazyCustomerStep flow={customerNextInRow ? { ...flow.customer, showNext: false } : flow.customer} />
      </LaterStep>
    );
  return (
    <LaterStep>
      <LazyPaymentStep {...flow.payment} {...payment} />
    </LaterStep>
  );
}

/**
 * The screen's Next for a template's button row, so Back and Next share one row on every screen that has both (the
 * wizard layout rule, rules: wizard-layout; the details' own Next under them left Back alone a row lower): the
 * journey's and vehicles' Next, or the details' when they end a screen before the payment. Null on a screen whose
 * action is the payment's own.
 */
export function rowNext(flow: BookingFlow): (() => void) | null {
  if (flow.customer.showNext) return flow.customer.onNext;
  return flow.shows('journey') || flow.shows('vehicle') ? flow.next : null;
}

/**
 * The sections after the journey, in the booking's order, each while its screen is on show: the vehicles with
 * what goes beneath them (the fare, unless a summary elsewhere holds it), the details, and the payment.
 */
export function LaterSections({
  flow,
  underVehicles,
  paymentHeading = true,
  payment,
  customerNextInRow = false,
}: {
  flow: BookingFlow;
  underVehicles?: ReactNode;
  paymentHeading?: boolean;
  payment?: Pick<PaymentStepProps, 'showSubmit'>;
  customerNextInRow?: boolean;
}) {
  const t = useT();
  return (
    <>
      {flow.shows('vehicle') ? (
        <StepRegion step="vehicle">
          <Stack gap="4">
            <StepPanel step="vehicle" flow={flow} />
            {underVehicles === undefined ? <FareSummary showTime={!flow.shows('journey')} /> : underVehicles}
          </Stack>
        </StepRegion>
      ) : null}
      {flow.shows('customer') ? (
        <StepRegion step="customer">
          <StepPanel step="customer" flow={flow} customerNextInRow={customerNextInRow} />
        </StepRegion>
      ) : null}
      {flow.shows('payment') ? (
        <StepRegion step="payment">
          <Stack gap="4">
            {paymentHeading ? (
              <Heading as="h2" size="lg">
                {t('templates.heading.payment')}
              </Heading>
            ) : null}
            <StepPanel step="payment" flow={flow} payment={payment} />
          </Stack>
        </StepRegion>
      ) : null}
    </>
  );
}

/**
 * The quotation-expired dialog (the quote lifecycle rule, rules: quote-lifecycle), loaded only when a quote expires. `onLayoutChange` runs when its answer
 * changes the page's layout (the wizard's map resizes).
 */
export function QuoteExpired({ flow, onLayoutChange }: { flow: BookingFlow; onLayoutChange?: () => void }) {
  if (!flow.quoteExpired) return null;
  return (
    <Suspense fallback={null}>
      <QuoteExpiredDialog settings={flow.quoteSettings} onLayoutChange={onLayoutChange} />
    </Suspense>
  );
}

/** The spec's widths (the shell and defaults rules, rules: shell, defaults): a phone is 567 px wide or less; the desktop layout starts above 991 px. */
export const PHONE = '@media screen and (max-width: 567px)';
export const DESKTOP = '@media screen and (min-width: 992px)';

/**
 * The shell rule (rules: shell): on a phone, a long panel scrolls inside itself so the page around it (and its actions) stays put. In a client
 * site's booking frame the shell lifts the limit (`--app-phone-panel-max-height: none`): the frame's height is not
 * the screen's (inline it grows to fit its content, so 70% of it only cut the fare and Next off in a box of their
 * own), and the frame's page scrolls as a whole.
 */
export const scrollsInsideOnPhones: BoxProps['css'] = {
  [PHONE]: {
    maxHeight: 'var(--app-phone-panel-max-height, 70vh)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
  },
};

/** The shell rule (rules: shell) names the panels that scroll inside themselves on a phone: booking step 1 (the journey) and step 4 (the payment). */
export function scrollsInsideOnPhonesFor(step: StepName): BoxProps['css'] {
  return step === 'journey' || step === 'payment' ? scrollsInsideOnPhones : undefined;
}

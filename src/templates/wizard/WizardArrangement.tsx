import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import type { MapAdapter } from '@/adapters/maps';
import { useConfig } from '@/config';
import { ErrorSummary, Panel, Stepper } from '@/design-system';
import { openSignIn, useProfile } from '@/features/account';
import {
  CustomerStep,
  FareSummary,
  JourneyPanel,
  VehiclePanel,
  loadQuoteExpiredDialog,
  useBookingFlow,
  type TemplateDefinition,
} from '@/features/booking';
import { flightParts } from '@/features/flights';
import { PaymentStep } from '@/features/payment';
import type { TemplateProps } from '../contract';
import { scrollsInsideOnPhones } from '../parts/panels';
import { WizardMap } from './WizardMap';

const QuoteExpiredDialog = lazy(loadQuoteExpiredDialog);

/**
 * The wizard family's arrangement (spec 2.4): the screens of a definition one at a time beside the map, with a
 * step indicator, an error summary, Back and Next. Everything the screens do is useBookingFlow's.
 */
export function WizardArrangement({ definition, compact }: TemplateProps & { definition: TemplateDefinition }) {
  const config = useConfig();
  const profile = useProfile();
  const flow = useBookingFlow(definition, { profile, openSignIn, flights: flightParts });
  const map = useRef<MapAdapter | undefined>(undefined);
  const { screen, screenIndex, screenCount, shows } = flow;
  const choosing = shows('journey') || shows('vehicle');

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
      <Panel.Root
        size="lg"
        flex="1"
        // Set once the stored booking is restored in the browser (tests wait for it; the prerender lacks it).
        data-booking-ready={flow.restored ? 'true' : undefined}
        data-template={definition.name}
      >
        <Heading as="h2" size="xl">
          Quote and Book
        </Heading>
        <Box ref={flow.progressRef}>
          <Stepper
            steps={[...definition.screens]}
            current={screenIndex}
            label="Booking steps"
            onStepSelect={(index) => flow.back(index)}
          />
        </Box>
        <ErrorSummary errors={flow.errors} />
        <Box
          as="section"
          ref={flow.sectionRef}
          tabIndex={-1}
          outline="none"
          aria-label={`Step ${screenIndex + 1} of ${screenCount}: ${screen.title}`}
          // 2.2: on a phone the screens of step 1 (the journey) and step 4 (the payment) scroll inside themselves.
          css={shows('journey') || shows('payment') ? scrollsInsideOnPhones : undefined}
        >
          <Stack gap="6">
            {shows('journey') ? (
              <JourneyPanel
                customerId={profile?.id}
                errors={flow.fieldErrors}
                flightsInline={flow.flightsInline}
                flights={flow.flights}
                flightVariant={flow.flightVariant}
              />
            ) : null}
            {shows('vehicle') ? <VehiclePanel errors={flow.fieldErrors} /> : null}
            {shows('customer') ? <CustomerStep flow={flow.customer} /> : null}
            {shows('payment') ? <PaymentStep {...flow.payment} /> : null}
          </Stack>
        </Box>
        {choosing ? <FareSummary showTime={!shows('journey')} /> : null}
        <HStack justify="space-between">
          {screenIndex > 0 ? (
            <Button variant="outline" onClick={() => flow.back()}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {choosing ? <Button onClick={flow.next}>Next</Button> : null}
        </HStack>
        {config.content.quoteAndBook && shows('journey') ? (
          <Text fontSize="sm" color="fg.muted">
            {config.content.quoteAndBook}
          </Text>
        ) : null}
      </Panel.Root>
      <WizardMap compact={compact} onAdapterReady={(adapter) => (map.current = adapter)} />
      {flow.quoteExpired ? (
        <Suspense fallback={null}>
          <QuoteExpiredDialog settings={flow.quoteSettings} onLayoutChange={() => map.current?.resize()} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { ErrorSummary, Panel, Stepper } from '@/design-system';
import { FareSummary, PassengersField } from '@/features/booking';
import type { TemplateProps } from '../contract';
import {
  LaterSections,
  QuoteExpired,
  StepPanel,
  StepRegion,
  rootAttributes,
  rowNext,
  screenArea,
  useTemplateFlow,
} from '../parts/panels';
import { EntryWithMap } from '../parts/EntryWithMap';
import { gateway } from './definition';

/**
 * `gateway` (docs/templates.md): a short entry card (pick-up, drop-off, time and passengers, with the fare) whose
 * Next hands the booking, as it stands, to the full booking page: a step indicator, the vehicles with the
 * details, then the payment. Back (or the step indicator) returns to the entry form with everything kept.
 */
export default function GatewayTemplate(_props: TemplateProps) {
  const flow = useTemplateFlow(gateway);
  const entry = flow.shows('journey');
  const next = rowNext(flow);
  if (entry) {
    return (
      <EntryWithMap>
        <Panel.Root size="lg" maxW="md" {...rootAttributes(flow)} data-screen="entry">
          <Heading as="h2" size="lg">
            Get a quote
          </Heading>
          <ErrorSummary errors={flow.errors} />
          <StepRegion step="journey">
            <Stack gap="5" {...screenArea(flow)}>
              <StepPanel step="journey" flow={flow} />
              <PassengersField />
              <FareSummary showTime={false} />
              <Button onClick={flow.next}>Next</Button>
            </Stack>
          </StepRegion>
          <QuoteExpired flow={flow} />
        </Panel.Root>
      </EntryWithMap>
    );
  }
  return (
    <Panel.Root size="lg" maxW="4xl" mx="auto" {...rootAttributes(flow)} data-screen="booking">
      <Heading as="h2" size="xl">
        Quote and Book
      </Heading>
      <Box ref={flow.progressRef}>
        <Stepper
          steps={[...gateway.screens]}
          current={flow.screenIndex}
          label="Booking steps"
          onStepSelect={(index) => flow.back(index)}
        />
      </Box>
      <ErrorSummary errors={flow.errors} />
      <Stack {...screenArea(flow)} gap="8">
        <LaterSections flow={flow} underVehicles={<FareSummary />} paymentHeading={false} customerNextInRow />
      </Stack>
      <HStack justify="space-between">
        <Button variant="outline" onClick={() => flow.back()}>
          Back
        </Button>
        {next ? <Button onClick={next}>Next</Button> : null}
      </HStack>
      <QuoteExpired flow={flow} />
    </Panel.Root>
  );
}

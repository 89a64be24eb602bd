import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { ErrorSummary, Panel, Stepper } from '@/design-system';
import { FareSummary, PassengersField } from '@/features/booking';
import { useT } from '@/i18n';
import type { TemplateProps } from '../contract';
import { useScreenSteps } from '../parts/screens';
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
  const t = useT();
  const flow = useTemplateFlow(gateway);
  const steps = useScreenSteps(gateway);
  const entry = flow.shows('journey');
  const next = rowNext(flow);
  if (entry) {
    return (
      <EntryWithMap>
        <Panel.Root size="lg" maxW="md" {...rootAttributes(flow)} data-screen="entry">
          <Heading as="h2" size="lg">
            {t('templates.heading.getQuote')}
          </Heading>
          <ErrorSummary errors={flow.errors} />
          <StepRegion step="journey">
            <Stack gap="5" {...screenArea(flow)}>
              <StepPanel step="journey" flow={flow} />
              <PassengersField />
              <FareSummary showTime={false} />
              <Button onClick={flow.next}>{t('templates.button.next')}</Button>
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
        {t('templates.heading.quoteAndBook')}
      </Heading>
      <Box ref={flow.progressRef}>
        <Stepper
          steps={steps}
          current={flow.screenIndex}
          label={t('templates.stepper.label')}
          onStepSelect={(index) => flow.back(index)}
        />
      </Box>
      <ErrorSummary errors={flow.errors} />
      <Stack {...screenArea(flow)} gap="8">
        <LaterSections flow={flow} underVehicles={<FareSummary />} paymentHeading={false} customerNextInRow />
      </Stack>
      <HStack justify="space-between">
        <Button variant="outline" onClick={() => flow.back()}>
          {t('templates.button.back')}
        </Button>
        {next ? <Button onClick={next}>{t('templates.button.next')}</Button> : null}
      </HStack>
      <QuoteExpired flow={flow} />
    </Panel.Root>
  );
}

import { Box, Button, Grid, HStack, Heading, Stack } from '@chakra-ui/react';
import { ErrorSummary, Panel, Stepper } from '@/design-system';
import { FareSummary } from '@/features/booking';
import { useT } from '@/i18n';
import type { TemplateProps } from '../contract';
import { useScreenSteps } from '../parts/screens';
import {
  DESKTOP,
  QuoteExpired,
  StepPanel,
  StepRegion,
  rootAttributes,
  screenArea,
  scrollsInsideOnPhones,
  useTemplateFlow,
} from '../parts/panels';
import { list } from './definition';

const twoColumns = { [DESKTOP]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } };

/**
 * `list` (docs/templates.md): the journey beside a comparison list of every vehicle with its fare for that
 * journey (the vehicle is chosen on the first screen, so it is checked with the journey, the wizard steps rule (rules: wizard-steps)); then the details
 * beside the payment. On a phone the list scrolls inside itself, so Next stays close. A sign-in from the details
 * follows its pending target (the 360 variant of the sign-in hand-off rule (rules: sign-in-handoff)), ending in Pay Now.
 */
export default function ListTemplate(_props: TemplateProps) {
  const t = useT();
  const flow = useTemplateFlow(list);
  const steps = useScreenSteps(list);
  const comparing = flow.shows('vehicle');
  return (
    <Panel.Root size="lg" {...rootAttributes(flow)}>
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
      <Grid {...screenArea(flow)} gap="8" alignItems="start" css={twoColumns}>
        {comparing ? (
          <>
            <StepRegion step="journey">
              <Stack gap="4">
                <StepPanel step="journey" flow={flow} />
                <FareSummary showTime={false} />
              </Stack>
            </StepRegion>
            <StepRegion step="vehicle" tabIndex={0} css={scrollsInsideOnPhones}>
              <StepPanel step="vehicle" flow={flow} />
            </StepRegion>
          </>
        ) : (
          <>
            <StepRegion step="customer">
              <StepPanel step="customer" flow={flow} />
            </StepRegion>
            <StepRegion step="payment">
              <StepPanel step="payment" flow={flow} />
            </StepRegion>
          </>
        )}
      </Grid>
      <HStack justify="space-between">
        {flow.isFirstScreen ? (
          <span />
        ) : (
          <Button variant="outline" onClick={() => flow.back()}>
            {t('templates.button.back')}
          </Button>
        )}
        {comparing ? <Button onClick={flow.next}>{t('templates.button.next')}</Button> : null}
      </HStack>
      <QuoteExpired flow={flow} />
    </Panel.Root>
  );
}

import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { MapAdapter } from '@/adapters/maps';
import { useConfig } from '@/config';
import { ErrorSummary, Panel, Stepper } from '@/design-system';
import { FareSummary, STEP_NAMES, type TemplateDefinition } from '@/features/booking';
import { useT } from '@/i18n';
import type { TemplateProps } from '../contract';
import { useScreenSteps } from '../parts/screens';
import {
  QuoteExpired,
  StepPanel,
  rootAttributes,
  rowNext,
  screenArea,
  scrollsInsideOnPhones,
  useTemplateFlow,
} from '../parts/panels';
import { WizardMap } from './WizardMap';

/**
 * The wizard family's arrangement (the wizard layout rule, rules: wizard-layout): the screens of a definition one at a time beside the map, with a
 * step indicator, an error summary, Back and Next. Everything the screens do is useBookingFlow's.
 */
export function WizardArrangement({ definition, compact }: TemplateProps & { definition: TemplateDefinition }) {
  const t = useT();
  const config = useConfig();
  const steps = useScreenSteps(definition);
  const flow = useTemplateFlow(definition);
  const map = useRef<MapAdapter | undefined>(undefined);
  const { screen, screenIndex, screenCount, shows } = flow;
  const choosing = shows('journey') || shows('vehicle');
  const next = rowNext(flow);

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
      <Panel.Root size="lg" flex="1" {...rootAttributes(flow)}>
        <Heading as="h2" size="xl">
          {t('templates.heading.quoteAndBook')}
        </Heading>
        <Box ref={flow.progressRef}>
          <Stepper
            steps={steps}
            current={screenIndex}
            label={t('templates.stepper.label')}
            onStepSelect={(index) => flow.back(index)}
          />
        </Box>
        <ErrorSummary errors={flow.errors} />
        <Box
          as="section"
          {...screenArea(flow)}
          aria-label={t('templates.stepper.position', {
            number: screenIndex + 1,
            count: screenCount,
            title: steps[screenIndex]?.title ?? screen.title,
          })}
          // The shell rule (rules: shell): on a phone the screens of step 1 (the journey) and step 4 (the payment) scroll inside themselves.
          css={shows('journey') || shows('payment') ? scrollsInsideOnPhones : undefined}
        >
          <Stack gap="6">
            {STEP_NAMES.filter(shows).map((step) => (
              <StepPanel key={step} step={step} flow={flow} customerNextInRow />
            ))}
          </Stack>
        </Box>
        {choosing ? <FareSummary showTime={!shows('journey')} /> : null}
        <HStack justify="space-between">
          {flow.isFirstScreen ? (
            <span />
          ) : (
            <Button variant="outline" onClick={() => flow.back()}>
              {t('templates.button.back')}
            </Button>
          )}
          {next ? <Button onClick={next}>{t('templates.button.next')}</Button> : null}
        </HStack>
        {config.content.quoteAndBook && shows('journey') ? (
          <Text fontSize="sm" color="fg.muted">
            {config.content.quoteAndBook}
          </Text>
        ) : null}
      </Panel.Root>
      <WizardMap compact={compact} onAdapterReady={(adapter) => (map.current = adapter)} />
      <QuoteExpired flow={flow} onLayoutChange={() => map.current?.resize()} />
    </Stack>
  );
}

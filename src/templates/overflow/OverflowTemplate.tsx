import { Box, Button, Grid, Heading, Stack } from '@chakra-ui/react';
import { ErrorSummary, Panel } from '@/design-system';
import { FareSummary } from '@/features/booking';
import { useT } from '@/i18n';
import type { TemplateProps } from '../contract';
import {
  DESKTOP,
  LaterSections,
  QuoteExpired,
  StepPanel,
  StepRegion,
  rootAttributes,
  screenArea,
  useTemplateFlow,
} from '../parts/panels';
import { overflow } from './definition';

/**
 * `overflow` (docs/templates.md): the sections (journey, vehicle, details, payment) scroll in one column while
 * a summary with the fare and the confirm action stays in view: beside the form on a desktop (sticky under the
 * header), along the bottom of the screen on tablets and phones. A sign-in asked for by the booking ends in the
 * confirm action (the sign-in hand-off rule, rules: sign-in-handoff).
 */
export default function OverflowTemplate(_props: TemplateProps) {
  const t = useT();
  const flow = useTemplateFlow(overflow);
  return (
    <Grid
      gap="6"
      alignItems="start"
      css={{ [DESKTOP]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } }}
      {...rootAttributes(flow)}
    >
      <Panel.Root size="lg" minW="0">
        <Heading as="h2" size="xl">
          {t('templates.heading.quoteAndBook')}
        </Heading>
        <ErrorSummary errors={flow.errors} />
        <Stack {...screenArea(flow)} gap="8">
          <StepRegion step="journey">
            <StepPanel step="journey" flow={flow} />
          </StepRegion>
          <LaterSections flow={flow} underVehicles={null} payment={{ showSubmit: false }} />
        </Stack>
      </Panel.Root>
      <Box
        as="aside"
        aria-label={t('templates.heading.bookingSummary')}
        position="sticky"
        zIndex="sticky"
        bottom="0"
        mx={{ base: '-4', md: '0' }}
        css={{ [DESKTOP]: { top: 'calc({sizes.header} + {spacing.4})', bottom: 'auto' } }}
      >
        <Panel.Root size="md" bg="bg.panel" boxShadow="md">
          <Stack gap="3">
            <Heading as="h2" size="md">
              {t('templates.heading.yourBooking')}
            </Heading>
            <FareSummary />
            <Button size="lg" data-testid="confirm-booking" onClick={flow.confirm}>
              {flow.confirmLabel}
            </Button>
          </Stack>
        </Panel.Root>
      </Box>
      <QuoteExpired flow={flow} />
    </Grid>
  );
}

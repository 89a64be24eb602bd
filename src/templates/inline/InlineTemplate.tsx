import { Heading, Stack } from '@chakra-ui/react';
import { ErrorSummary, Panel } from '@/design-system';
import { useT } from '@/i18n';
import type { TemplateProps } from '../contract';
import {
  LaterSections,
  QuoteExpired,
  StepPanel,
  StepRegion,
  rootAttributes,
  screenArea,
  useTemplateFlow,
} from '../parts/panels';
import { inline } from './definition';

/**
 * `inline` (docs/templates.md): journey, vehicle, details and payment one below the other on one page, the fare
 * under the vehicles, the card form inside the payment section. Nothing to step through: the payment's button
 * checks the whole booking and the error summary at the top names what is missing.
 */
export default function InlineTemplate(_props: TemplateProps) {
  const t = useT();
  const flow = useTemplateFlow(inline);
  return (
    <Panel.Root size="lg" maxW="3xl" mx="auto" {...rootAttributes(flow)}>
      <Heading as="h2" size="xl">
        {t('templates.heading.quoteAndBook')}
      </Heading>
      <ErrorSummary errors={flow.errors} />
      <Stack {...screenArea(flow)} gap="8">
        <StepRegion step="journey">
          <StepPanel step="journey" flow={flow} />
        </StepRegion>
        <LaterSections flow={flow} />
      </Stack>
      <QuoteExpired flow={flow} />
    </Panel.Root>
  );
}

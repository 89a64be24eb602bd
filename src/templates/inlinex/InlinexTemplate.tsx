import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorSummary, Panel } from '@/design-system';
import { FareSummary, journeyLine, useBooking } from '@/features/booking';
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
import { EntryWithMap } from '../parts/EntryWithMap';
import { inlinex } from './definition';

/**
 * `inlinex` (docs/templates.md): first a compact journey card, narrow enough for a hero banner or a side column,
 * with the fare and Next; then the card expands into the inline booking (vehicle, details and payment on one
 * page) under a one-line journey with "Change journey", which folds it back.
 */
export default function InlinexTemplate(_props: TemplateProps) {
  const t = useT();
  const flow = useTemplateFlow(inlinex);
  const expanded = !flow.isFirstScreen;
  const card = (
    <Panel.Root
      size="lg"
      maxW={expanded ? '3xl' : 'md'}
      mx={expanded ? 'auto' : undefined}
      data-expanded={expanded ? 'true' : undefined}
      {...rootAttributes(flow)}
    >
      <Heading as="h2" size={expanded ? 'xl' : 'lg'} ref={flow.progressRef}>
        {expanded ? t('templates.heading.quoteAndBook') : t('templates.heading.getQuote')}
      </Heading>
      <ErrorSummary errors={flow.errors} />
      <Stack {...screenArea(flow)} gap="8">
        {flow.shows('journey') ? (
          <StepRegion step="journey">
            <Stack gap="4">
              <StepPanel step="journey" flow={flow} />
              <FareSummary showTime={false} />
              <Button onClick={flow.next} alignSelf="stretch">
                {t('templates.button.next')}
              </Button>
            </Stack>
          </StepRegion>
        ) : (
          <JourneyLine onChange={() => flow.back(0)} />
        )}
        <LaterSections flow={flow} />
      </Stack>
      <QuoteExpired flow={flow} />
    </Panel.Root>
  );
  return expanded ? card : <EntryWithMap>{card}</EntryWithMap>;
}

/** The journey folded to one line once the booking has expanded. */
function JourneyLine({ onChange }: { onChange: () => void }) {
  const t = useT();
  const draft = useBooking();
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" data-testid="journey-line">
      <Text fontWeight="semibold">{journeyLine(draft)}</Text>
      <Button size="sm" variant="outline" onClick={onChange}>
        {t('templates.button.changeJourney')}
      </Button>
    </HStack>
  );
}

import { Fieldset, HStack, IconButton, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useT } from '@/i18n';
import type { BookingExtras } from '../../model/draft';
import type { ExtraDefinition } from '../../model/extras';
import { setExtra } from '../../state/actions';
import { useBookingStore } from '../../state/bookingStore';

export interface ExtrasPanelProps {
  extras: BookingExtras;
  definitions: ExtraDefinition[];
  /** What the group is called (translated); the full set is "Passengers and luggage". */
  legend?: string;
}

/** Extras (the extras rule, rules: extras): one stepper per count the configuration shows, each kept within its limits. */
export function ExtrasPanel({ extras, definitions, legend }: ExtrasPanelProps) {
  const t = useT();
  const store = useBookingStore();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend ?? t('booking.extra.legend')}</Fieldset.Legend>
      <SimpleGrid columns={2} gap="3" mt="2">
        {definitions.map((definition) => {
          // A count a stored booking lacks (added since) starts at its minimum.
          const shown = extras[definition.key] ?? String(definition.min);
          const value = Number(shown) || 0;
          const id = `booking-extra-${definition.key}`;
          return (
            <Stack key={definition.key} gap="1">
              <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
                {t('booking.extra.label', { key: definition.key })}
              </chakra.label>
              <HStack gap="1">
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={t('booking.extra.fewer', { key: definition.key })}
                  disabled={value <= definition.min}
                  onClick={() => setExtra(store, definition.key, value - 1, definition)}
                >
                  −
                </IconButton>
                <Input
                  id={id}
                  size="sm"
                  width="16"
                  textAlign="center"
                  inputMode="numeric"
                  type="number"
                  min={definition.min}
                  max={definition.max}
                  value={shown}
                  onChange={(e) => setExtra(store, definition.key, e.target.value, definition)}
                />
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={t('booking.extra.more', { key: definition.key })}
                  disabled={value >= definition.max}
                  onClick={() => setExtra(store, definition.key, value + 1, definition)}
                >
                  +
                </IconButton>
              </HStack>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

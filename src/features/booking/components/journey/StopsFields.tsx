import { Button, Field, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import type { Address } from '@/api';
import type { PlacesAdapter } from '@/adapters/places';
import { useT } from '@/i18n';
import { addressLabel, PlaceCombobox } from '@/shared';
import { knownMessage } from '../../model/messages';
import { FIELD_IDS } from '../../model/steps';
import { addVia, chooseAddress, moveVia, removeVia } from '../../state/actions';
import { useBookingStore } from '../../state/bookingStore';

export interface StopsFieldsProps {
  pickUp: Address | null;
  dropOff: Address | null;
  via: readonly (Address | null)[];
  places: PlacesAdapter;
  saved: readonly Address[];
  errors: Record<string, string>;
  pickUpError: string;
  /** A promotion link that allows no changes (the small records rule, rules: other-entities): the ends are shown, not asked. */
  locked?: boolean;
}

/** An end a promotion link fixed: read-only, still named and announced like the field it stands for. */
function LockedStop({ id, label, value }: { id: string; label: string; value: Address | null }) {
  const t = useT();
  return (
    <Field.Root id={id} readOnly>
      <Field.Label>{label}</Field.Label>
      <Input readOnly value={addressLabel(value)} />
      <Field.HelperText>{t('booking.stops.lockedHelp')}</Field.HelperText>
    </Field.Root>
  );
}

/** Pick-up, via stops (add, remove, reorder with buttons) and drop-off. */
export function StopsFields({ pickUp, dropOff, via, places, saved, errors, pickUpError, locked }: StopsFieldsProps) {
  const t = useT();
  const store = useBookingStore();
  if (locked) {
    return (
      <Stack gap="3">
        <LockedStop id={FIELD_IDS.pickUp} label={t('booking.field.pickUp')} value={pickUp} />
        <LockedStop id={FIELD_IDS.dropOff} label={t('booking.field.dropOff')} value={dropOff} />
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <PlaceCombobox
        id={FIELD_IDS.pickUp}
        label={t('booking.field.pickUp')}
        required
        value={pickUp}
        places={places}
        saved={saved}
        error={errors[FIELD_IDS.pickUp] || knownMessage(t, pickUpError)}
        onSelect={(address) => chooseAddress(store, { kind: 'pickUp' }, address)}
      />
      {via.map((stop, index) => (
        <HStack key={index} align="flex-end" gap="2">
          <Stack flex="1">
            <PlaceCombobox
              id={FIELD_IDS.via(index)}
              label={t('booking.field.via', { number: index + 1 })}
              required
              value={stop}
              places={places}
              saved={saved}
              error={errors[FIELD_IDS.via(index)]}
              onSelect={(address) => chooseAddress(store, { kind: 'via', index }, address)}
            />
          </Stack>
          <HStack gap="1" pb="0.5">
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('booking.stops.moveUp', { number: index + 1 })}
              disabled={index === 0}
              onClick={() => moveVia(store, index, -1)}
            >
              ↑
            </IconButton>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('booking.stops.moveDown', { number: index + 1 })}
              disabled={index === via.length - 1}
              onClick={() => moveVia(store, index, 1)}
            >
              ↓
            </IconButton>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('booking.stops.remove', { number: index + 1 })}
              onClick={() => removeVia(store, index)}
            >
              ✕
            </IconButton>
          </HStack>
        </HStack>
      ))}
      <HStack>
        <Button size="sm" variant="ghost" onClick={() => addVia(store)}>
          {t('booking.stops.add')}
        </Button>
      </HStack>
      <PlaceCombobox
        id={FIELD_IDS.dropOff}
        label={t('booking.field.dropOff')}
        required
        value={dropOff}
        places={places}
        saved={saved}
        error={errors[FIELD_IDS.dropOff]}
        onSelect={(address) => chooseAddress(store, { kind: 'dropOff' }, address)}
      />
    </Stack>
  );
}

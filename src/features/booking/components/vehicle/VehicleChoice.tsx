import { Image, RadioCard, Stack, Text } from '@chakra-ui/react';
import type { VehicleType } from '@/api';
import { useT } from '@/i18n';

export interface VehicleChoiceProps {
  vehicles: readonly VehicleType[];
  /** The chosen vehicle's id, or null while none is. */
  value: number | null;
  onChange: (vehicleId: number) => void;
  /** Each vehicle's fare as shown ("£42.50", "…" while quoting, "" when unpriced). */
  fareText: (vehicle: VehicleType) => string;
  /** The control the error summary's link focuses: the first vehicle's radio. */
  firstId: string;
  error?: string;
  /** A promotion link that allows no changes fixes the vehicle too (the small records rule, rules: other-entities). */
  locked: boolean;
}

/**
 * "Vehicle": one radio card per vehicle that takes the booking (the design system's radio cards, as the price tiers
 * and the payment's method choice, so the brand's tokens draw them). Each card is a radio of a group named
 * "Vehicle": the vehicle's name is the radio's name and its capacity and fare its description, so a screen reader
 * reads "Saloon, radio, 1 of 4, 4 passengers · 2 luggage · 2 hand bags, £42.50"; the arrow keys move between the
 * vehicles and Space chooses one, as in any radio group.
 */
export function VehicleChoice({ vehicles, value, onChange, fareText, firstId, error, locked }: VehicleChoiceProps) {
  const t = useT();
  const errorId = `${firstId}-error`;
  const inputId = (id: string) => (id === String(vehicles[0]?.id) ? firstId : `${firstId}-${id}`);
  return (
    <Stack gap="2">
      <RadioCard.Root
        name="booking-vehicle"
        value={value === null ? null : String(value)}
        onValueChange={(details) => {
          if (details.value !== null) onChange(Number(details.value));
        }}
        ids={{ itemHiddenInput: inputId }}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        size="sm"
        gap="2"
      >
        <RadioCard.Label fontWeight="semibold" textStyle="md">
          {t('booking.field.vehicle')}
        </RadioCard.Label>
        {vehicles.map((vehicle) => {
          const id = String(vehicle.id);
          const capsId = `${inputId(id)}-capacity`;
          const fareId = `${inputId(id)}-fare`;
          const checked = value === vehicle.id;
          return (
            <RadioCard.Item
              key={vehicle.id}
              value={id}
              disabled={locked && !checked}
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
              _invalid={{ borderColor: 'border.error' }}
              data-testid={`vehicle-${vehicle.id}`}
            >
              <RadioCard.ItemHiddenInput aria-describedby={`${capsId} ${fareId}`} />
              {/* On a phone the capacity takes the card's whole width under the picture and name, so it reads on
                  one or two lines rather than squeezed beside the fare. */}
              <RadioCard.ItemControl
                display="grid"
                gridTemplateColumns="auto auto 1fr auto"
                gridTemplateAreas={{
                  base: '"radio image name fare" "radio caps caps caps"',
                  sm: '"radio image name fare" "radio image caps fare"',
                }}
                alignItems="center"
                columnGap="3"
                rowGap="0"
              >
                <RadioCard.ItemIndicator gridArea="radio" />
                {vehicle.image ? (
                  <Image src={vehicle.image} alt="" width="20" height="12" objectFit="contain" gridArea="image" />
                ) : null}
                <RadioCard.ItemText fontWeight="semibold" gridArea="name" alignSelf={{ base: 'center', sm: 'end' }}>
                  {vehicle.name}
                </RadioCard.ItemText>
                <Text
                  id={capsId}
                  fontSize="sm"
                  color="fg.muted"
                  gridArea="caps"
                  alignSelf="start"
                  data-testid="vehicle-capacity"
                >
                  {t('booking.vehicle.capacity', {
                    passengers: vehicle.passengers,
                    luggage: vehicle.luggage,
                    handBags: vehicle.handBags,
                  })}
                </Text>
                <Text
                  id={fareId}
                  fontWeight="bold"
                  minW="20"
                  textAlign="end"
                  gridArea="fare"
                  data-testid={`vehicle-fare-${vehicle.id}`}
                >
                  {fareText(vehicle)}
                </Text>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </RadioCard.Root>
      {error ? (
        <Text id={errorId} textStyle="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

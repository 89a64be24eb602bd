import { Fieldset, Grid, Image, RadioCard, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { VehicleType } from '@/api';
import { useConfig } from '@/config';
import { vehiclesForCapacity, visibleExtras } from '../../model/extras';
import { NO_VEHICLE_FOR_CAPACITY } from '../../model/messages';
import { formatVehicleFare, LoadState } from '@/shared';
import { fareForVehicle } from '../../model/quote';
import { FIELD_IDS } from '../../model/steps';
import { patchBooking, selectVehicle } from '../../state/actions';
import { useBooking, useBookingStore } from '../../state/bookingStore';
import { ExtrasPanel } from './ExtrasPanel';
import { useVehicleTypes } from './useVehicleTypes';

export interface VehiclePanelProps {
  errors?: Record<string, string>;
}

const noErrors: Record<string, string> = {};
const NO_VEHICLES: VehicleType[] = [];

/** The vehicle step (the wizard layout rule, rules: wizard-layout): extras, the vehicles that take them with their fares, and the price tiers (the quotation rule, rules: quotation). */
export function VehiclePanel({ errors = noErrors }: VehiclePanelProps) {
  const config = useConfig();
  const draft = useBooking();
  const store = useBookingStore();
  const quote = useSnapshot(store.quote);
  const vehicleTypes = useVehicleTypes();
  const vehicles = vehicleTypes.status === 'ready' ? vehicleTypes.data : NO_VEHICLES;
  const loading = vehicleTypes.status !== 'ready';
  const definitions = visibleExtras(config, vehicles);
  const fitting = vehiclesForCapacity(vehicles, draft.extras);
  const error = errors[FIELD_IDS.vehicle];

  // A vehicle that no longer takes the passengers or luggage asked for stops being the choice.
  const selectedFits = draft.vehicleId === null || fitting.some((v) => v.id === draft.vehicleId);
  useEffect(() => {
    if (!selectedFits && !loading) selectVehicle(store, null);
  }, [store, selectedFits, loading]);

  const tiers = draft.quotation?.priceTiers ?? [];
  return (
    <Stack gap="6">
      <ExtrasPanel extras={draft.extras} definitions={definitions} />
      <Fieldset.Root invalid={Boolean(error)}>
        <Fieldset.Legend fontWeight="semibold">Vehicle</Fieldset.Legend>
        {vehicleTypes.status !== 'ready' ? (
          <LoadState read={vehicleTypes} what="vehicles">
            {() => null}
          </LoadState>
        ) : fitting.length === 0 ? (
          <Text role="alert" color="fg.error">
            {NO_VEHICLE_FOR_CAPACITY}
          </Text>
        ) : (
          <Stack gap="2" mt="2">
            {fitting.map((vehicle, index) => {
              const fare = fareForVehicle(draft.vehicleFares, vehicle.id);
              const checked = draft.vehicleId === vehicle.id;
              return (
                <chakra.label
                  key={vehicle.id}
                  // On a phone the capacity takes the row's whole width under the picture and name, so it reads
                  // on one or two lines rather than squeezed beside the fare.
                  display="grid"
                  gridTemplateColumns="auto auto 1fr auto"
                  gridTemplateAreas={{
                    base: '"radio image name fare" "radio caps caps caps"',
                    sm: '"radio image name fare" "radio image caps fare"',
                  }}
                  alignItems="center"
                  columnGap="3"
                  p="3"
                  borderWidth="2px"
                  borderRadius="l2"
                  borderColor={checked ? 'colorPalette.solid' : 'border'}
                  cursor="pointer"
                  _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                >
                  <chakra.input
                    type="radio"
                    name="booking-vehicle"
                    id={index === 0 ? FIELD_IDS.vehicle : undefined}
                    value={vehicle.id}
                    checked={checked}
                    // A promotion link that allows no changes fixes the vehicle too (the small records rule, rules: other-entities).
                    disabled={Boolean(draft.locked) && !checked}
                    onChange={() => selectVehicle(store, vehicle.id)}
                    aria-invalid={error ? true : undefined}
                    gridArea="radio"
                    // The brand's radio: the native input keeps the row's whole text as its name (vehicle,
                    // capacity, fare) and the keyboard's arrows, drawn in the design system's colour and size
                    // rather than the browser's default blue.
                    accentColor="colorPalette.solid"
                    width="5"
                    height="5"
                    cursor="pointer"
                  />
                  {vehicle.image ? (
                    <Image src={vehicle.image} alt="" width="20" height="12" objectFit="contain" gridArea="image" />
                  ) : null}
                  <Text fontWeight="semibold" gridArea="name" alignSelf="end">
                    {vehicle.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" gridArea="caps" alignSelf="start" data-testid="vehicle-capacity">
                    {vehicle.passengers} passengers · {vehicle.luggage} luggage · {vehicle.handBags} hand bags
                  </Text>
                  <Text
                    fontWeight="bold"
                    minW="20"
                    textAlign="end"
                    gridArea="fare"
                    data-testid={`vehicle-fare-${vehicle.id}`}
                  >
                    {fare !== null
                      ? formatVehicleFare(fare, draft.quotation?.currencyCode || config.currencyCode)
                      : quote.loading
                        ? '…'
                        : ''}
                  </Text>
                </chakra.label>
              );
            })}
          </Stack>
        )}
        {error ? <Fieldset.ErrorText color="fg.error">{error}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
      {draft.vehicleId !== null && tiers.length > 1 ? (
        // The price tiers as the payment's choices look (the design system's radio cards, the brand's tokens); the
        // tiers rule (docs/decisions-journey.md): shown in every template once a vehicle is chosen.
        <RadioCard.Root
          value={String(draft.priceTier)}
          onValueChange={(details) => {
            if (details.value !== null) patchBooking(store, { priceTier: Number(details.value) });
          }}
          size="sm"
        >
          <RadioCard.Label fontWeight="semibold">Price option</RadioCard.Label>
          <Grid templateColumns={{ base: '1fr', sm: `repeat(${Math.min(tiers.length, 3)}, minmax(0, 1fr))` }} gap="2">
            {tiers.map((tier, index) => (
              <RadioCard.Item key={index} value={String(index)} data-testid={`price-tier-${index}`}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{draft.priceTierNames[index] || `Option ${index + 1}`}</RadioCard.ItemText>
                    <RadioCard.ItemDescription fontWeight="bold" color="fg">
                      {formatVehicleFare(tier.totalFare || tier.fare, tier.currencyCode)}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </Grid>
        </RadioCard.Root>
      ) : null}
    </Stack>
  );
}

import { Grid, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { VehicleType } from '@/api';
import { useConfig } from '@/config';
import { useTranslator } from '@/i18n';
import { vehiclesForCapacity, visibleExtras } from '../../model/extras';
import { formatVehicleFare, LoadState } from '@/shared';
import { fareForVehicle } from '../../model/quote';
import { FIELD_IDS } from '../../model/steps';
import { patchBooking, selectVehicle } from '../../state/actions';
import { useBooking, useBookingStore } from '../../state/bookingStore';
import { ExtrasPanel } from './ExtrasPanel';
import { useVehicleTypes } from './useVehicleTypes';
import { VehicleChoice } from './VehicleChoice';

export interface VehiclePanelProps {
  errors?: Record<string, string>;
}

const noErrors: Record<string, string> = {};
const NO_VEHICLES: VehicleType[] = [];

/** The vehicle step (the wizard layout rule, rules: wizard-layout): extras, the vehicles that take them with their fares, and the price tiers (the quotation rule, rules: quotation). */
export function VehiclePanel({ errors = noErrors }: VehiclePanelProps) {
  const config = useConfig();
  const { t, locale } = useTranslator();
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
      {vehicleTypes.status !== 'ready' || fitting.length === 0 ? (
        <Stack gap="2">
          <Text fontWeight="semibold" id={FIELD_IDS.vehicle} tabIndex={-1}>
            {t('booking.field.vehicle')}
          </Text>
          {vehicleTypes.status !== 'ready' ? (
            <LoadState read={vehicleTypes} what={t('booking.vehicle.what')}>
              {() => null}
            </LoadState>
          ) : (
            <Text role="alert" color="fg.error">
              {t('booking.message.noVehicleForCapacity')}
            </Text>
          )}
          {error ? (
            <Text textStyle="sm" color="fg.error">
              {error}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <VehicleChoice
          vehicles={fitting}
          value={draft.vehicleId}
          onChange={(vehicleId) => selectVehicle(store, vehicleId)}
          fareText={(vehicle) => {
            const fare = fareForVehicle(draft.vehicleFares, vehicle.id);
            if (fare !== null)
              return formatVehicleFare(fare, draft.quotation?.currencyCode || config.currencyCode, locale);
            return quote.loading ? '…' : '';
          }}
          firstId={FIELD_IDS.vehicle}
          error={error}
          locked={Boolean(draft.locked)}
        />
      )}
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
          <RadioCard.Label fontWeight="semibold">{t('booking.vehicle.priceOption')}</RadioCard.Label>
          <Grid templateColumns={{ base: '1fr', sm: `repeat(${Math.min(tiers.length, 3)}, minmax(0, 1fr))` }} gap="2">
            {tiers.map((tier, index) => (
              <RadioCard.Item key={index} value={String(index)} data-testid={`price-tier-${index}`}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>
                      {draft.priceTierNames[index] || t('booking.vehicle.option', { number: index + 1 })}
                    </RadioCard.ItemText>
                    <RadioCard.ItemDescription fontWeight="bold" color="fg">
                      {formatVehicleFare(tier.totalFare || tier.fare, tier.currencyCode, locale)}
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

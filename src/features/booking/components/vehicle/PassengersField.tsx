import type { VehicleType } from '@/api';
import { useConfig } from '@/config';
import { useT } from '@/i18n';
import { visibleExtras } from '../../model/extras';
import { useBooking } from '../../state/bookingStore';
import { ExtrasPanel } from './ExtrasPanel';
import { useVehicleTypes } from './useVehicleTypes';

const NO_VEHICLES: VehicleType[] = [];

/**
 * The passenger count alone, for a short entry form (the gateway template) that asks it before the vehicles are
 * shown; the vehicle panel's extras show the same count afterwards, within the same limits (the extras rule, rules: extras).
 */
export function PassengersField() {
  const config = useConfig();
  const t = useT();
  const draft = useBooking();
  const vehicleTypes = useVehicleTypes();
  const vehicles = vehicleTypes.status === 'ready' ? vehicleTypes.data : NO_VEHICLES;
  const passengers = visibleExtras(config, vehicles).filter((definition) => definition.key === 'Passengers');
  return (
    <ExtrasPanel
      extras={draft.extras}
      definitions={passengers}
      legend={t('booking.extra.label', { key: 'Passengers' })}
    />
  );
}

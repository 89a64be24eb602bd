import { useMemo } from 'react';
import { mapVehicleType, vehicleTypes, type VehicleType, type WireVehicleType } from '@/api';
import { useWireConfig } from '@/config';
import { useRead, type ReadState } from '@/shared';

/** Vehicle types (the vehicle types rule, rules: vehicle-types) from the embedded configuration document, else from GET /api/vehicletypes. */
export function useVehicleTypes(): ReadState<VehicleType[]> {
  const wire = useWireConfig() as { vehTypes?: WireVehicleType[] };
  const embedded = useMemo(
    () => (Array.isArray(wire.vehTypes) ? wire.vehTypes.map(mapVehicleType) : null),
    [wire.vehTypes],
  );
  const read = useRead(embedded ? null : ['vehicleTypes'], (signal) =>
    vehicleTypes({ signal }).then((response) => (response.vehTypes ?? []).map(mapVehicleType)),
  );
  return embedded ? { status: 'ready', data: embedded, retry: read.retry } : read;
}

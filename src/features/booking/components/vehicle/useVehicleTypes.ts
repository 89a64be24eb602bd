import { useEffect, useMemo, useState } from 'react';
import { mapVehicleType, vehicleTypes, type VehicleType, type WireVehicleType } from '@/api';
import { useWireConfig } from '@/config';

/** Vehicle types (3.6) from the embedded configuration document, else from GET /api/vehicletypes. */
export function useVehicleTypes(): { vehicles: VehicleType[]; loading: boolean } {
  const wire = useWireConfig() as { vehTypes?: WireVehicleType[] };
  const embedded = useMemo(
    () => (Array.isArray(wire.vehTypes) ? wire.vehTypes.map(mapVehicleType) : null),
    [wire.vehTypes],
  );
  const [fetched, setFetched] = useState<VehicleType[] | null>(null);
  useEffect(() => {
    if (embedded) return;
    const controller = new AbortController();
    vehicleTypes({ signal: controller.signal }).then(
      (response) => setFetched((response.vehTypes ?? []).map(mapVehicleType)),
      () => setFetched([]),
    );
    return () => controller.abort();
  }, [embedded]);
  const vehicles = embedded ?? fetched ?? [];
  return { vehicles, loading: !embedded && fetched === null };
}

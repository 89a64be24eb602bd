import { MapView, type MapMarker } from '@/adapters/maps';
import { useConfig } from '@/config';
import { useT } from '@/i18n';
import type { Trip } from '../model/trip';

/** The route, the path driven so far (driverFootprint) and the vehicle gliding to each new position (the live tracking rule, rules: live-tracking). */
export function TripMap({ trip, height }: { trip: Trip; height: string }) {
  const config = useConfig();
  const t = useT();
  const markers: MapMarker[] = [
    ...(trip.pickup ? [{ kind: 'pickup' as const, label: t('tracking.map.pickup'), position: trip.pickup }] : []),
    ...(trip.dropoff ? [{ kind: 'dropoff' as const, label: t('tracking.map.dropoff'), position: trip.dropoff }] : []),
  ];
  return (
    <MapView
      provider={config.mapSource}
      apiKey={config.mapSource === 'google' ? config.googleApiKey : config.bingApiKey}
      styleUrl={config.maplibreStyle}
      center={trip.position ?? trip.pickup ?? config.baseLocation}
      route={trip.route.length ? trip.route : null}
      travelledRoute={trip.footprint.length > 1 ? trip.footprint : null}
      markers={markers}
      vehicle={trip.position ?? null}
      vehicleLabel={t('tracking.map.vehicle')}
      ariaLabel={t('tracking.map.label')}
      height={height}
    />
  );
}

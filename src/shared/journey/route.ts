import type { MapMarker } from '@/adapters/maps';
import type { BookingSummary, LatLng } from '@/api';

type Stops = Pick<BookingSummary, 'pickup' | 'via' | 'dropoff'>;

const located = (place: { lat: number; lng: number }) =>
  Number.isFinite(place.lat) && Number.isFinite(place.lng) && !(place.lat === 0 && place.lng === 0);

const at = (place: { lat: number; lng: number }): LatLng => ({ lat: place.lat, lng: place.lng });

/** The points the route passes through: pick-up, the via stops in order, drop-off; places without coordinates are left out. */
export function routePoints(booking: Stops): LatLng[] {
  return [booking.pickup, ...booking.via, booking.dropoff].filter(located).map(at);
}

/** A booked journey's markers, each named by its address (the wizard layout rule, rules: wizard-layout); places without coordinates are left out. */
export function journeyMarkers(booking: Stops): MapMarker[] {
  const markers: MapMarker[] = [
    { kind: 'pickup', label: `Pick-up: ${booking.pickup.address}`, position: at(booking.pickup) },
    ...booking.via.map((via, index): MapMarker => ({
      kind: 'via',
      id: `via-${index}`,
      label: `Via: ${via.address}`,
      position: at(via),
    })),
    { kind: 'dropoff', label: `Drop-off: ${booking.dropoff.address}`, position: at(booking.dropoff) },
  ];
  return markers.filter((marker) => located(marker.position));
}

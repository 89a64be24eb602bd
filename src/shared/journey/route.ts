import type { MapMarker } from '@/adapters/maps';
import type { BookingSummary, LatLng } from '@/api';
import { commonSourceText, type Translate } from '../sourceText';

type Stops = Pick<BookingSummary, 'pickup' | 'via' | 'dropoff'>;

const located = (place: { lat: number; lng: number }) =>
  Number.isFinite(place.lat) && Number.isFinite(place.lng) && !(place.lat === 0 && place.lng === 0);

const at = (place: { lat: number; lng: number }): LatLng => ({ lat: place.lat, lng: place.lng });

/** The points the route passes through: pick-up, the via stops in order, drop-off; places without coordinates are left out. */
export function routePoints(booking: Stops): LatLng[] {
  return [booking.pickup, ...booking.via, booking.dropoff].filter(located).map(at);
}

/**
 * A booked journey's markers, each named by its address in the page's words (`t`; the source's without it) (the
 * wizard layout rule, rules: wizard-layout); places without coordinates are left out.
 */
export function journeyMarkers(booking: Stops, t: Translate = commonSourceText): MapMarker[] {
  const markers: MapMarker[] = [
    {
      kind: 'pickup',
      label: t('common.map.pickup', { address: booking.pickup.address }),
      position: at(booking.pickup),
    },
    ...booking.via.map((via, index): MapMarker => ({
      kind: 'via',
      id: `via-${index}`,
      label: t('common.map.via', { address: via.address }),
      position: at(via),
    })),
    {
      kind: 'dropoff',
      label: t('common.map.dropoff', { address: booking.dropoff.address }),
      position: at(booking.dropoff),
    },
  ];
  return markers.filter((marker) => located(marker.position));
}

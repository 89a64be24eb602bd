/** Map markers for the journey (pick-up, vias, drop-off), from the chosen stops or the quotation's coordinates. */
import type { Address, LatLng } from '@/api';
import type { BookingDraft } from './draft';
import { addressLabel } from '@/shared';
import type { Translate } from './messages';

export interface JourneyMarker {
  kind: 'pickup' | 'dropoff' | 'via';
  label: string;
  position: LatLng;
}

const at = (a: Address): LatLng => ({ lat: a.latitude, lng: a.longitude });

export function journeyMarkers(
  draft: Pick<BookingDraft, 'pickUp' | 'dropOff' | 'via' | 'quotation'>,
  t: Translate,
): JourneyMarker[] {
  const markers: JourneyMarker[] = [];
  const pickup = draft.quotation?.pickup ?? (draft.pickUp ? at(draft.pickUp) : null);
  if (pickup)
    markers.push({
      kind: 'pickup',
      label: t('booking.map.pickUp', { address: addressLabel(draft.pickUp) }),
      position: pickup,
    });
  draft.via.forEach((via, index) => {
    if (via)
      markers.push({
        kind: 'via',
        label: t('booking.map.via', { number: index + 1, address: addressLabel(via) }),
        position: at(via),
      });
  });
  const dropoff = draft.quotation?.dropoff ?? (draft.dropOff ? at(draft.dropOff) : null);
  if (dropoff)
    markers.push({
      kind: 'dropoff',
      label: t('booking.map.dropOff', { address: addressLabel(draft.dropOff) }),
      position: dropoff,
    });
  return markers;
}

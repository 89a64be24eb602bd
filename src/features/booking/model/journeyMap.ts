/** What the booking's journey map shows, from the booking and the operator's map settings (the operator configuration and required text rules, rules: configuration, required-text). */
import type { Configuration, LatLng } from '@/api';
import type { BookingDraft } from './draft';
import { journeyMarkers, type JourneyMarker } from './mapMarkers';
import type { Translate } from './messages';

export interface JourneyMap {
  provider: Configuration['mapSource'];
  /** The configured provider's key: Google's for Google maps, Bing's otherwise (maplibre needs none). */
  apiKey: string;
  styleUrl: string;
  center: LatLng;
  /** The quoted route out and back, or null before a quote has one. */
  route: LatLng[] | null;
  returnRoute: LatLng[] | null;
  markers: JourneyMarker[];
}

export function journeyMap(
  draft: Pick<BookingDraft, 'pickUp' | 'dropOff' | 'via' | 'quotation'>,
  config: Pick<Configuration, 'mapSource' | 'googleApiKey' | 'bingApiKey' | 'maplibreStyle' | 'baseLocation'>,
  /** The page's words, for the markers' labels. */
  t: Translate,
): JourneyMap {
  const quotation = draft.quotation;
  return {
    provider: config.mapSource,
    apiKey: config.mapSource === 'google' ? config.googleApiKey : config.bingApiKey,
    styleUrl: config.maplibreStyle,
    center: config.baseLocation,
    route: quotation?.routePath.length ? quotation.routePath : null,
    returnRoute: quotation?.returnRoutePath.length ? quotation.returnRoutePath : null,
    markers: journeyMarkers(draft, t),
  };
}

import { direction, type LatLng } from '@/api';
import { useRead } from '../read/useRead';

export interface RoadRoute {
  /** The road route, else the stops joined by straight lines (until it comes, or if it fails); null under 2 stops. */
  path: LatLng[] | null;
  /** The journey time the routing call gave, 0 until it answers or if it fails. */
  minutes: number;
}

/**
 * The road route through a journey's stops (the pricing calls rule (rules: call-pricing) direction). Without the routing call the map still joins the stops,
 * so the journey is shown rather than nothing: a failed route is not an error the customer needs to see.
 */
export function useRoadRoute(points: LatLng[]): RoadRoute {
  const wanted = points.length >= 2 ? points : null;
  const read = useRead(wanted && ['direction', wanted], (signal) => direction({ points: wanted ?? [] }, { signal }));
  if (!wanted) return { path: null, minutes: 0 };
  if (read.status !== 'ready') return { path: wanted, minutes: 0 };
  return { path: read.data.routepath?.length ? read.data.routepath : wanted, minutes: read.data.traveltime || 0 };
}

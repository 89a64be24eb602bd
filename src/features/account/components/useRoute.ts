import { useEffect, useState } from 'react';
import { direction, isAbortError, type LatLng } from '@/api';

/** The road route through the journey's stops (7.3 direction); the stops joined by straight lines until it comes or if it fails. */
export function useRoute(points: LatLng[]): LatLng[] | null {
  const key = JSON.stringify(points);
  const [route, setRoute] = useState<{ key: string; path: LatLng[] } | null>(null);
  useEffect(() => {
    const wanted = JSON.parse(key) as LatLng[];
    if (wanted.length < 2) return;
    const controller = new AbortController();
    direction({ points: wanted }, { signal: controller.signal }).then(
      (answer) => setRoute({ key, path: answer.routepath?.length ? answer.routepath : wanted }),
      (error: unknown) => !isAbortError(error) && setRoute({ key, path: wanted }),
    );
    return () => controller.abort();
  }, [key]);
  if (points.length < 2) return null;
  return route?.key === key ? route.path : points;
}

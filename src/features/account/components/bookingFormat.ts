import { DateTime } from 'luxon';
import { formatDateTime } from '@/design-system';

/** A pick-up time in the operator's zone (DESIGN 2: never the browser's), e.g. "Sun 22 Nov 2026, 09:15". */
export function formatPickup(iso: string, zone: string): string {
  const at = DateTime.fromISO(iso, { setZone: true }).setZone(zone);
  return formatDateTime(at) || 'Time to be confirmed';
}

export function statusPalette(status: string): string {
  if (/cancel/i.test(status)) return 'red';
  if (/complete|finish/i.test(status)) return 'gray';
  if (/started|arrived|pob/i.test(status)) return 'green';
  return 'blue';
}

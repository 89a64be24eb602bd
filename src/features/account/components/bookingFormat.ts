import { DateTime } from 'luxon';
import { formatDateTime } from '@/design-system';
import type { Translate } from '../model/countdown';

/**
 * A pick-up time in the operator's zone (DESIGN 2: never the browser's), with day and month names in the page's
 * locale, e.g. "Sun 22 Nov 2026, 09:15"; the page's words when it has none.
 */
export function formatPickup(iso: string, zone: string, t: Translate, locale: string): string {
  const at = DateTime.fromISO(iso, { setZone: true }).setZone(zone);
  return formatDateTime(at, locale) || t('account.time.toBeConfirmed');
}

export function statusPalette(status: string): string {
  if (/cancel/i.test(status)) return 'red';
  if (/complete|finish/i.test(status)) return 'gray';
  if (/started|arrived|pob/i.test(status)) return 'green';
  return 'blue';
}

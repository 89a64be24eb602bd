/**
 * The booking checks rule (rules: booking-checks) before Book Now: the quotation's warnings, each beside the field
 * that can put it right (GOV.UK: the message where the fix is). The pick-up time takes the same journey booked for
 * about the same time and a pick-up before the flight lands; the flight fields take the flight's airport and terminal;
 * the return flight all of its own.
 */
import type { Quotation } from '@/api';

const FIELD_OF: Record<string, 'time' | 'flight'> = {
  duplicate: 'time',
  'flight-landing': 'time',
  'flight-airport': 'flight',
  'flight-terminal': 'flight',
};

/** The return journey's flight checks (`leg: return`) all go under the return flight: its landing sets that pick-up. */
export function quoteWarningsFor(
  quotation: Pick<Quotation, 'warnings'> | null | undefined,
  field: 'time' | 'flight' | 'returnFlight',
) {
  return (quotation?.warnings ?? [])
    .filter((warning) => (warning.leg === 'return' ? 'returnFlight' : FIELD_OF[warning.code]) === field)
    .map((w) => w.message);
}

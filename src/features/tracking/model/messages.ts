/** The tracking page's words (one catalogue, DESIGN rule 6). Refusals are the reference API's (docs/tracking.md). */
import { GENERIC_ERROR, interpretResult } from '@/api';

export const TRACKING_TEXT = {
  loading: 'Finding your booking…',
  connecting: 'Connecting to live updates…',
  reconnecting: 'Connection lost. Reconnecting…',
  live: 'Live',
  waitingForDriver: 'A driver has not been allocated yet.',
  finished: 'This trip has finished.',
  cancelled: 'This booking has been cancelled.',
  notFound: 'Booking not found.',
  linkExpired: 'This tracking link is not valid or has expired.',
  signInAgain: 'Please sign in again.',
  mapLabel: 'Map of your driver and journey',
  vehicleLabel: 'Your driver',
} as const;

/**
 * What a refused trackvehicle or subscription shows, by the response codes rule (rules: response-codes): the reference API words each refusal (not yours,
 * unknown, finished, cancelled, an expired link) with code 2, so its message is shown; code 0 is the generic text.
 */
export function refusalMessage(answer: { code?: unknown; message?: unknown }): string {
  const message = typeof answer.message === 'string' ? answer.message.trim() : '';
  const verdict = interpretResult({ code: Number(answer.code ?? 0), message });
  return verdict.ok ? GENERIC_ERROR : verdict.message;
}

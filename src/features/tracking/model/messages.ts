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

/** The refusals the API words for trackvehicle and SubscribeBooking, whatever code they come with. */
const KNOWN_REFUSALS: readonly string[] = [
  TRACKING_TEXT.notFound,
  TRACKING_TEXT.signInAgain,
  TRACKING_TEXT.linkExpired,
  TRACKING_TEXT.cancelled,
  TRACKING_TEXT.finished,
];

/**
 * What a refused trackvehicle or subscription shows. 8.1: code 0 is the generic text and other codes the server's
 * message; but a refusal the API words precisely (not yours, unknown, finished, cancelled, an expired link) is no
 * generic failure, and the person must learn which it is, so those texts are shown whatever their code.
 */
export function refusalMessage(answer: { code?: unknown; message?: unknown }): string {
  const message = typeof answer.message === 'string' ? answer.message.trim() : '';
  if (KNOWN_REFUSALS.includes(message)) return message;
  const verdict = interpretResult({ code: Number(answer.code ?? 0), message });
  return verdict.ok ? GENERIC_ERROR : verdict.message;
}

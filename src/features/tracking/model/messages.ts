/**
 * The tracking page's words are message ids (the tracking catalog, docs/languages.md); the model stays pure and
 * the view translates. Refusals are the reference API's (docs/tracking.md).
 */
import { GENERIC_ERROR, interpretResult } from '@/api';
import type { MessageId, MessageValues } from '@/i18n';

/** What the page says: one of its own messages, or a server's words shown as they came. */
export type TrackingWords = { id: MessageId; values?: MessageValues } | { text: string };

/**
 * The reference API's refusals (server/tracking/access.ts), in the English it sends them: the page knows these, so it
 * says them in the visitor's language. Any other refusal is shown in the server's own words.
 */
const KNOWN_REFUSALS: Record<string, MessageId> = {
  'This trip has finished.': 'tracking.over.finished',
  'This booking has been cancelled.': 'tracking.over.cancelled',
  'Booking not found.': 'tracking.refusal.notFound',
  'This tracking link is not valid or has expired.': 'tracking.refusal.linkExpired',
  'Please sign in again.': 'tracking.refusal.signInAgain',
  'A driver has not been allocated yet.': 'tracking.driver.waiting',
  [GENERIC_ERROR]: 'tracking.refusal.generic',
};

/** A server's words as the page says them: in the visitor's language when the page knows them. */
export function serverWords(text: string): TrackingWords {
  const id = KNOWN_REFUSALS[text.trim()];
  return id ? { id } : { text };
}

/**
 * What a refused trackvehicle or subscription shows, by the response codes rule (rules: response-codes): the reference API words each refusal (not yours,
 * unknown, finished, cancelled, an expired link) with code 2, so its message is shown; code 0 is the generic text.
 */
export function refusalMessage(answer: { code?: unknown; message?: unknown }): TrackingWords {
  const message = typeof answer.message === 'string' ? answer.message.trim() : '';
  const verdict = interpretResult({ code: Number(answer.code ?? 0), message });
  return serverWords(verdict.ok ? GENERIC_ERROR : verdict.message);
}

/** The words in the page's language (`t` from useT). */
export function say(words: TrackingWords, t: (id: MessageId, values?: MessageValues) => string): string {
  return 'id' in words ? t(words.id, words.values) : words.text;
}

/**
 * The booker area's words are message ids (the booker catalog, docs/languages.md); the model stays pure and the
 * view translates. Spec texts verbatim in the source catalog.
 */
import type { MessageId } from '@/i18n';

/** GOV.UK-style field messages for the invoice range (message ids). */
export const RANGE_TEXT = {
  fromRequired: 'booker.range.fromRequired',
  toRequired: 'booker.range.toRequired',
  fromInvalid: 'booker.range.fromInvalid',
  toInvalid: 'booker.range.toInvalid',
  reversed: 'booker.range.reversed',
  tooLong: 'booker.range.tooLong',
} as const satisfies Record<string, MessageId>;

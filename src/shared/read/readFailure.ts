import { GENERIC_ERROR, isApiError } from '@/api';

/** A read that answered with a failure code, or found nothing to show: its message is ready to show. */
export class ReadFailure extends Error {}

/**
 * What a failed read shows (the response codes rule, rules: response-codes): its own message, the server's `{code, message}` text when it sent one with a
 * code or said "not found" (404), else the generic text.
 */
export function readFailureMessage(error: unknown): string {
  if (error instanceof ReadFailure) return error.message;
  if (isApiError(error) && (error.code !== 0 || error.status === 404)) return error.message;
  return GENERIC_ERROR;
}

import { GENERIC_ERROR, isApiError } from '@/api';

/** What to show when a call threw: the server's `{code, message}` text when it sent one with a code, else the generic text (8.1). */
export function thrownMessage(error: unknown): string {
  return isApiError(error) && error.code !== 0 ? error.message : GENERIC_ERROR;
}

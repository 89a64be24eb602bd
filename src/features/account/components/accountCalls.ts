import { GENERIC_ERROR, interpretResult, isApiError, type CodeBearing, type ResultKind } from '@/api';

/** What to show when a call threw: the server's `{code, message}` text when it sent one with a code, else the generic text (the response codes rule, rules: response-codes). */
export function thrownMessage(error: unknown): string {
  return isApiError(error) && error.code !== 0 ? error.message : GENERIC_ERROR;
}

/**
 * Runs an account call and reads its answer (the response codes rule, rules: response-codes): `onOk` gets a successful result; what failed comes back as the
 * message to show (the server's verdict, or the text for a call that threw), undefined after a success.
 */
export async function failureOfCall<R extends CodeBearing>(
  call: () => Promise<R>,
  onOk: (result: R) => void,
  kind?: ResultKind,
): Promise<string | undefined> {
  try {
    const result = await call();
    const verdict = interpretResult(result, { kind });
    if (!verdict.ok) return verdict.message;
    onOk(result);
    return undefined;
  } catch (error) {
    return thrownMessage(error);
  }
}

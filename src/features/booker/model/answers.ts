import { GENERIC_ERROR, interpretResult, isApiError, type InterpretedResult } from '@/api';

/**
 * The verdict on a booker call's answer (the response codes rule, rules: response-codes): an answer without a code is a success, as the booker calls
 * answer with their data alone. Pure.
 */
export function answered(answer: { code?: number; message?: string }): InterpretedResult {
  return interpretResult(answer.code === undefined ? { ...answer, code: 1 } : { ...answer, code: answer.code });
}

/** What a failed call shows (the response codes rule, rules: response-codes): the server's words when it sent a coded message, else the generic text. */
export function failureText(error: unknown): string {
  return isApiError(error) && error.code !== 0 ? error.message : GENERIC_ERROR;
}

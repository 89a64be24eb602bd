/**
 * Response-code handling of the response codes rule (rules: response-codes) and the message replacement rules of 8.2.
 *
 * Contract of the call functions in this folder:
 * - A response that carries a code (`code`/`Code`) is returned as the parsed wire body, whatever the code.
 *   The caller decides what a code means for its screen by running `interpretResult` on it.
 * - `ApiError` is thrown only when the transport or the HTTP layer fails: network error, timeout,
 *   or a 4xx/5xx status. Its message has already been through the same replacement rules, so it can be shown.
 * - A request cancelled through its `AbortSignal` rejects with the platform's AbortError (name 'AbortError'),
 *   never an `ApiError`: nothing went wrong, so there is nothing to show.
 */

export const GENERIC_ERROR = 'Something went wrong, please try again.';
export const OUTSIDE_SERVICE_AREA =
  'The selected address cannot be used as it falls outside our service area. Please select an alternative address';

/** Server text that leaks internals (the verbatim messages rule, rules: messages): shown to the user as the generic text instead. */
const ENTITY_UPDATE_FAILURE = 'An error occurred while updating the entries.';
/** Alert text naming a provider or an internal component (the verbatim messages rule, rules: messages) is replaced by the generic text. */
const PROVIDER_WORDS = /stripe|paypal|braintree|sql|exception/i;

export type ResultKind = 'quotation' | 'signin' | 'signup' | 'promo' | 'forgotpassword' | 'default';

export interface CodeBearing {
  code?: number | string | null;
  Code?: number | string | null;
  message?: string | null;
  Message?: string | null;
}

export type InterpretedResult =
  { ok: true } | { ok: false; message: string; outsideServiceArea?: boolean; clearPasswords?: boolean };

/** The text a user may see for a server message: the generic text when it is empty or leaks internals. */
export function presentableMessage(serverText: unknown): string {
  if (typeof serverText !== 'string') return GENERIC_ERROR;
  const text = serverText.trim();
  if (text === '') return GENERIC_ERROR;
  if (text.includes(ENTITY_UPDATE_FAILURE) || PROVIDER_WORDS.test(text)) return GENERIC_ERROR;
  return text;
}

/** The numeric code of a result; servers send `code` or `Code`, sometimes as a string. Missing means 0. */
export function resultCode(result: CodeBearing | null | undefined): number {
  const raw = result?.code ?? result?.Code;
  const code = typeof raw === 'string' ? Number(raw.trim()) : raw;
  return typeof code === 'number' && Number.isFinite(code) ? code : 0;
}

export function resultMessage(result: CodeBearing | null | undefined): string | undefined {
  const message = result?.message ?? result?.Message;
  return typeof message === 'string' ? message : undefined;
}

export function interpretResult(
  result: CodeBearing | null | undefined,
  options: { kind?: ResultKind } = {},
): InterpretedResult {
  const kind = options.kind ?? 'default';
  const code = resultCode(result);
  const serverMessage = resultMessage(result);

  if (code === 1 || (kind === 'quotation' && code === 4)) return { ok: true };
  if (code === 0) return { ok: false, message: GENERIC_ERROR };

  if (kind === 'quotation' && (code === 3 || code === 6)) {
    const hasText = typeof serverMessage === 'string' && serverMessage.trim() !== '';
    return {
      ok: false,
      message: hasText ? presentableMessage(serverMessage) : OUTSIDE_SERVICE_AREA,
      outsideServiceArea: true,
    };
  }
  if (kind === 'signin' || kind === 'signup') {
    return { ok: false, message: presentableMessage(serverMessage), clearPasswords: true };
  }
  // Code 2 and any other failure code: the server message, through the replacement rules.
  return { ok: false, message: presentableMessage(serverMessage) };
}

/** Thrown by the call functions when the transport or HTTP layer fails (see the contract above). */
export class ApiError extends Error {
  /** The `code` of a `{code, message}` error body, else 0 (generic failure). */
  readonly code: number;
  /** The HTTP status; 0 when no response arrived (network failure, timeout). */
  readonly status: number;

  constructor(message: string, code: number, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Build the ApiError for an HTTP failure from its status and whatever body came back. */
export function apiErrorFromBody(status: number, body: unknown, cause?: unknown): ApiError {
  if (body !== null && typeof body === 'object') {
    const bearing = body as CodeBearing;
    const hasCode = bearing.code !== undefined || bearing.Code !== undefined;
    if (hasCode || resultMessage(bearing) !== undefined) {
      // A refusal for too many attempts says how long to wait; hidden behind the generic text (code 0), people
      // would keep trying and stay refused. So its message is shown, as code 2's is (the response codes rule, rules: response-codes).
      const code = status === 429 && resultMessage(bearing) ? 2 : resultCode(bearing);
      return new ApiError(presentableMessage(resultMessage(bearing)), code, status, { cause });
    }
  }
  return new ApiError(GENERIC_ERROR, 0, status, { cause });
}

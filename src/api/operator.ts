/**
 * The operator console's calls (issue 31). They need the If-Match header and read 400, 412 and 428 bodies that
 * carry more than the spec's {code, message}, so they use fetch directly rather than the shared client's request.
 */
import { urlFor } from './client';
import { GENERIC_ERROR } from './responseCodes';
import type { WireLicenceChange } from './wire/licenceCheck';
import type { WireClientLicence, WireDocumentIssue, WireOperatorDocument, WireVersionSummary } from './wire/operator';

export type OperatorCallResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; issues?: WireDocumentIssue[]; version?: number };

async function call<T>(method: string, path: string, options: { body?: unknown; ifMatch?: number } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  let response: Response;
  try {
    response = await fetch(urlFor(path), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    return { ok: false, status: 0, message: GENERIC_ERROR } as OperatorCallResult<T>;
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, value: body as T } as OperatorCallResult<T>;
  return {
    ok: false,
    status: response.status,
    message: typeof body.message === 'string' ? body.message : GENERIC_ERROR,
    issues: Array.isArray(body.issues) ? (body.issues as WireDocumentIssue[]) : undefined,
    version: typeof body.version === 'number' ? body.version : undefined,
  } as OperatorCallResult<T>;
}

export const getOperatorDocument = () =>
  call<{ version: number; document: WireOperatorDocument }>('GET', '/api/operator/document');

export const saveOperatorDocument = (document: WireOperatorDocument, version: number) =>
  call<{ version: number }>('PUT', '/api/operator/document', { body: { document }, ifMatch: version });

export const rollbackOperatorDocument = (to: number, current: number) =>
  call<{ version: number }>('POST', '/api/operator/document/rollback', { body: { version: to }, ifMatch: current });

export const getOperatorHistory = () =>
  call<{ versions: WireVersionSummary[] }>('GET', '/api/operator/document/history');

export const getClientLicences = () => call<{ licences: WireClientLicence[] }>('GET', '/api/operator/licences');

export const saveClientLicence = (code: string, change: WireLicenceChange) =>
  call<{ licence: WireClientLicence }>('PUT', `/api/operator/licences/${encodeURIComponent(code)}`, { body: change });

export const withdrawClientLicence = (code: string) =>
  call<Record<string, never>>('DELETE', `/api/operator/licences/${encodeURIComponent(code)}`);

/** The source's and one language's messages as written (ICU text), for the console's message editor. */
export const getOperatorMessages = (locale: string) =>
  call<{ source: Record<string, string>; translation: Record<string, string> }>(
    'GET',
    `/api/operator/messages/${encodeURIComponent(locale)}`,
  );

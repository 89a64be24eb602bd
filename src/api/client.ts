/**
 * The one HTTP client of the app (ky). Every call function in this folder goes through `request`.
 * Hosts are plain strings kept here, so importing this module touches no browser global: the app is
 * prerendered in Node, and `configureApi` is called once configuration is known.
 * Error contract: see the top of responseCodes.ts.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiError, GENERIC_ERROR, apiErrorFromBody } from './responseCodes';

export interface ApiHosts {
  /** API host; '' means the page's own origin (relative `/api/...`). */
  baseUrl: string;
  /** Licence host of the licence host rule (rules: licence-host); defaults to the API host. */
  licenceBaseUrl: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type Host = 'api' | 'licence';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

const TIMEOUT_MS = 30_000;

const http: KyInstance = ky.create({
  timeout: TIMEOUT_MS,
  // Only GETs are safe to repeat: a retried POST could create a second booking.
  retry: { limit: 2, methods: ['get'] },
  headers: { accept: 'application/json' },
});

let hosts: ApiHosts = { baseUrl: '', licenceBaseUrl: '' };

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Point the client at the API host and the licence host. Omitted licence host = the API host. */
export function configureApi(next: { baseUrl?: string; licenceBaseUrl?: string } = {}): ApiHosts {
  const baseUrl = withoutTrailingSlash(next.baseUrl ?? '');
  const licenceBaseUrl = next.licenceBaseUrl ? withoutTrailingSlash(next.licenceBaseUrl) : baseUrl;
  hosts = { baseUrl, licenceBaseUrl };
  return hosts;
}

export function currentApiHosts(): ApiHosts {
  return hosts;
}

/** Absolute or origin-relative URL of an API path such as `/api/quotation`. */
export function urlFor(path: string, host: Host = 'api'): string {
  const base = host === 'licence' ? hosts.licenceBaseUrl : hosts.baseUrl;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Query values as strings; absent values are left out rather than sent as "undefined". */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(name, String(value));
  }
  return params;
}

export interface RequestSpec {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  query?: Query;
  body?: unknown;
  host?: Host;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

const INVALID_JSON = Symbol('invalid JSON');

/** Parsed JSON body; undefined when empty; `invalid` when the body is not JSON (e.g. an HTML error page). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Calls `listener` whenever the operator API answers 401: the server no longer knows this browser's session
 * (expired, signed out elsewhere, password reset), so whoever keeps a signed-in profile should forget it.
 * Returns the function that stops listening.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    if (error.response.status === 401) for (const listener of [...sessionEndedListeners]) listener();
    return apiErrorFromBody(error.response.status, await readBody(error.response), error);
  }
  // Network failure or timeout: no response to read.
  return new ApiError(GENERIC_ERROR, 0, 0, { cause: error });
}

/** Send one JSON request and return the parsed body (undefined for an empty body). */
export async function request<T>(spec: RequestSpec, options: CallOptions = {}): Promise<T> {
  const searchParams = toSearchParams(spec.query);
  try {
    const response = await http(urlFor(spec.path, spec.host), {
      method: spec.method,
      searchParams,
      json: spec.body,
      signal: options.signal,
    });
    const body = await readBody(response);
    if (body === INVALID_JSON) throw new ApiError(GENERIC_ERROR, 0, response.status);
    return body as T;
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted || error instanceof ApiError) throw error;
    throw await toApiError(error);
  }
}

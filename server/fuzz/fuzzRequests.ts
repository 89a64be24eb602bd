/** Whole HTTP requests for one route, generated from its schema and outside it (see schemaArbitraries.ts). */
import fc, { type Arbitrary } from 'fast-check';
import type { RegisteredRoute } from '../lib/inputGuards';
import { hostileValue, inAndOutOf, type JsonSchema, type KnownIds } from './schemaArbitraries';

export interface FuzzRequest {
  url: string;
  /** Raw text sent as the body, with its content type; absent for a request without a body. */
  body?: { text: string; contentType?: string };
}

/** Bodies no JSON encoder writes: broken, empty, prototype-polluting, duplicated keys, deep, escaped oddities. */
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  '{"x":1e999}',
  '{"x":"\\ud800"}',
  '{"x":"\\u0000"}',
  '\u0000',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
] as const;

/** Query-string tails a browser never sends: bad percent escapes, an encoded lone surrogate, brackets. */
const RAW_QUERY_TAILS = ['%', '%E0%A4%A', '%ED%A0%80', '%00', '%C0%80', 'a[b]=1', '__proto__=1', '&&&', '=x'] as const;

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'];

/** Percent-encodes text as UTF-8, as a browser would (a lone surrogate becomes U+FFFD, never a thrown error). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function queryText(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryText(item));
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

function queryStringOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return queryText(value)
      .map((text) => `q=${percentEncode(text)}`)
      .join('&');
  }
  return Object.entries(value)
    .flatMap(([key, item]) => queryText(item).map((text) => `${percentEncode(key)}=${percentEncode(text)}`))
    .join('&');
}

function queryArbitrary(schema: JsonSchema | undefined, known: KnownIds): Arbitrary<string> {
  return fc
    .tuple(inAndOutOf(schema ?? { type: 'object' }, known), fc.option(fc.constantFrom(...RAW_QUERY_TAILS), { freq: 6 }))
    .map(([value, tail]) => [queryStringOf(value), tail].filter(Boolean).join('&'));
}

function bodyArbitrary(
  schema: JsonSchema | undefined,
  known: KnownIds,
  examples: unknown[],
): Arbitrary<FuzzRequest['body']> {
  const json = inAndOutOf(schema, known, examples).map((value) => ({ text: JSON.stringify(value) ?? 'null' }));
  return fc.oneof(
    { weight: 12, arbitrary: json },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ text })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(json, fc.constantFrom(...CONTENT_TYPES))
        .map(([body, contentType]) => ({ text: body.text, contentType })),
    },
  );
}

/** A path parameter (":id") filled with a hostile or ordinary value. */
function pathArbitrary(url: string): Arbitrary<string> {
  const names = url.match(/:[A-Za-z0-9_]+/g) ?? [];
  if (names.length === 0) return fc.constant(url);
  const segment = fc.oneof(hostileValue, fc.nat()).map((value) => percentEncode(queryText(value)[0] ?? ''));
  return fc.array(segment, { minLength: names.length, maxLength: names.length }).map((values) => {
    let filled = url;
    values.forEach((value, i) => (filled = filled.replace(names[i], value || 'x')));
    return filled;
  });
}

/** Examples are bodies known to be accepted by the route, mixed in and mutated like generated ones. */
export function requestArbitrary(
  route: RegisteredRoute,
  known: KnownIds,
  examples: unknown[] = [],
): Arbitrary<FuzzRequest> {
  const schema = route.schema as { body?: JsonSchema; querystring?: JsonSchema } | undefined;
  const takesBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  return fc
    .tuple(
      pathArbitrary(route.url),
      schema?.querystring
        ? queryArbitrary(schema.querystring, known)
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: queryArbitrary(undefined, known) },
          ),
      takesBody ? bodyArbitrary(schema?.body, known, examples) : fc.constant(undefined),
    )
    .map(([path, query, body]) => ({ url: query ? `${path}?${query}` : path, ...(body ? { body } : {}) }));
}

/**
 * fast-check arbitraries built from a route's JSON schema: values inside the schema (so requests get past
 * validation into the handlers and the database) and hostile values outside it (wrong types, huge and unicode
 * strings, NULs, lone surrogates, injection strings, nulls, arrays for objects, numbers beyond 64 bits).
 */
import fc, { type Arbitrary } from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The keywords fromSchema follows (the rest would be ignored, so a route using them is reported as not covered). */
const UNDERSTOOD = new Set<string>([
  ...['type', 'enum', 'properties', 'required', 'items', 'minItems', 'maxItems', 'minLength', 'maxLength'],
  ...['pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'anyOf', 'oneOf'],
  ...['allOf', 'additionalProperties', 'description', 'default', 'title', 'examples'],
]);
const FORMATS = new Set(['email']);

/** Keywords or formats in the schema that fromSchema does not follow, as "path: keyword". */
export function schemaGaps(schema: unknown, path = ''): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const gaps = Object.keys(node)
    .filter((key) => !UNDERSTOOD.has(key))
    .map((key) => `${path || '/'}: ${key}`);
  if (typeof node.format === 'string' && !FORMATS.has(node.format)) gaps.push(`${path || '/'}: format ${node.format}`);
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
    gaps.push(...schemaGaps(child, `${path}/${key}`));
  }
  if (node.items) gaps.push(...schemaGaps(node.items, `${path}/items`));
  for (const list of [node.anyOf, node.oneOf, node.allOf]) {
    if (Array.isArray(list)) list.forEach((child, i) => gaps.push(...schemaGaps(child, `${path}/${i}`)));
  }
  return gaps;
}

/** Values known to pass a handler's own checks, by property name (real ids, a guest's null), mixed into generation. */
export type KnownIds = Record<string, readonly (number | string | null)[]>;

/** A value the schema accepts (or nearly: a pattern plus a type union is approximated). */
export function fromSchema(schema: JsonSchema | undefined, known: KnownIds = {}, name = ''): Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const generated = plainFromSchema(schema, known);
  const ids = known[name];
  return ids?.length ? fc.oneof(generated, fc.constantFrom(...ids)) : generated;
}

function plainFromSchema(schema: JsonSchema, known: KnownIds): Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf ?? schema.oneOf)
    return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => fromSchema(s, known)));
  if (schema.allOf?.length) return fromSchema({ ...schema, allOf: undefined, ...schema.allOf[0] }, known);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, known)));
}

function ofType(type: string, schema: JsonSchema, known: KnownIds): Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: lowerBound(schema, -1_000_000), max: upperBound(schema, 1_000_000) });
    case 'number':
      return fc.double({
        min: lowerBound(schema, -1e6),
        max: upperBound(schema, 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringFor(schema);
    case 'array':
      return fc.array(fromSchema(schema.items, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectFor(schema, known);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function lowerBound(schema: JsonSchema, fallback: number): number {
  if (schema.exclusiveMinimum !== undefined) return Math.max(schema.exclusiveMinimum + 1, -Number.MAX_SAFE_INTEGER);
  return Math.max(schema.minimum ?? fallback, -Number.MAX_SAFE_INTEGER);
}

function upperBound(schema: JsonSchema, fallback: number): number {
  if (schema.exclusiveMaximum !== undefined) return Math.min(schema.exclusiveMaximum - 1, Number.MAX_SAFE_INTEGER);
  return Math.min(schema.maximum ?? fallback, Number.MAX_SAFE_INTEGER);
}

function stringFor(schema: JsonSchema): Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  // Bent to the length bounds rather than filtered: a filter that rarely passes would spin for ever.
  const fit = (value: string) => {
    const cut = value.slice(0, schema.maxLength ?? value.length);
    return cut.length >= minLength ? cut : cut.padEnd(minLength, cut.at(-1) ?? 'a');
  };
  if (schema.format === 'email') return fc.emailAddress({ size: 'xsmall' }).map(fit);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' }).map(fit);
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(maxLength, 60)) });
}

function objectFor(schema: JsonSchema, known: KnownIds): Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) model[key] = fromSchema(child, known, key);
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys: required });
}

export const INJECTION_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE customers; --',
  "'); DELETE FROM bookings; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  '%00%ff%fe',
  '\\u0000',
  '$where',
  'null',
  'undefined',
  'NaN',
  '-1e400',
] as const;

/** Strings Postgres cannot store or a careless parser trips on. */
export const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff',
  '\u202e',
  '\ufeff',
  '\r\n\t',
] as const;

/** Numbers beyond the ranges of int4, bigint and exact doubles, and other edges. */
export const ODD_NUMBERS = [
  1e20,
  2 ** 63,
  -(2 ** 63) - 4096,
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** Integers no Postgres column holds (bigint stops at 2^63 - 1): the commonest 500 of issue 10. */
export const BEYOND_BIGINT = [1e20, 2 ** 63, 2 ** 64, 1e308] as const;

/** A value of no particular schema's liking. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...INJECTION_STRINGS),
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom(256, 1_000, 20_000, 200_000).map((length) => 'é'.repeat(length)),
  fc.constantFrom(1, 300).map((count) => '🚕'.repeat(count)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Every path (keys and indexes) inside a JSON value, the value itself first as []. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((child, i) => paths.push(...pathsOf(child, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) paths.push(...pathsOf(child, [...prefix, key]));
  }
  return paths;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** A string beside the one the schema wanted: with a NUL or lone surrogate inside, an injection, huge, binary. */
const hostileString: Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(256, 20_000).map((length) => 'é'.repeat(length)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** A hostile value for a place that held `value`: mostly of the same type (so it passes type checks), else any. */
function hostileFor(value: unknown): Arbitrary<unknown> {
  if (typeof value === 'string') {
    const spliced = fc
      .tuple(fc.nat(), fc.constantFrom(...ODD_STRINGS))
      .map(([at, odd]) => value.slice(0, at % (value.length + 1)) + odd + value.slice(at % (value.length + 1)));
    return fc.oneof({ weight: 3, arbitrary: spliced }, { weight: 3, arbitrary: hostileString }, hostileValue);
  }
  if (typeof value === 'number') {
    const asText = fc.constantFrom(...ODD_NUMBERS).map((n) => String(n));
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...BEYOND_BIGINT) },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
      asText,
      hostileValue,
    );
  }
  return hostileValue;
}

/** A schema-valid value with one to three places in it (or a new key) given a hostile value. */
export function mutated(valid: Arbitrary<unknown>): Arbitrary<unknown> {
  const oneChange = (value: unknown): Arbitrary<unknown> =>
    // Unbiased picks: fast-check's bias towards small numbers would otherwise always hit the first field.
    fc
      .tuple(fc.noBias(fc.nat()), fc.noBias(fc.nat(5)), fc.string({ maxLength: 12 }))
      .chain(([pick, keyChance, newKey]) => {
        if (keyChance === 0 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
          return hostileValue.map((hostile) => ({ ...value, [newKey]: hostile }));
        }
        const paths = pathsOf(value);
        // Prefer a field over the whole value: the whole value is replaced by the "outside" arbitrary anyway.
        const path = paths.length > 1 ? paths[1 + (pick % (paths.length - 1))] : [];
        return hostileFor(valueAt(value, path)).map((hostile) => replaceAt(value, path, hostile));
      });
  return fc
    .tuple(valid, fc.integer({ min: 1, max: 3 }))
    .chain(([value, changes]) =>
      changes === 1
        ? oneChange(value)
        : oneChange(value).chain((once) => (changes === 2 ? oneChange(once) : oneChange(once).chain(oneChange))),
    );
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

/**
 * Values from the schema (or from examples known to pass the handler's own checks, so the fuzzing reaches the
 * database), the same with one hostile field, or something else entirely.
 */
export function inAndOutOf(
  schema: JsonSchema | undefined,
  known: KnownIds,
  examples: unknown[] = [],
): Arbitrary<unknown> {
  const generated = fromSchema(schema, known);
  const valid = examples.length ? fc.oneof(generated, fc.constantFrom(...examples)) : generated;
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 6, arbitrary: mutated(valid) },
    { weight: 1, arbitrary: hostileValue },
  );
}

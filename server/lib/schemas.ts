/** JSON-schema fragments shared by the routes, so every field is typed and bounded the same way. */

/** The text length and field limits rules (rules: text-length, field-limits): text max length defaults to 255. */
export const TEXT_MAX = 255;

export const text = (maxLength = TEXT_MAX) => ({ type: 'string', maxLength }) as const;
/** A string that must hold something other than white space. */
export const requiredText = (maxLength = TEXT_MAX) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
export const latitude = { type: 'number', minimum: -90, maximum: 90 } as const;
export const longitude = { type: 'number', minimum: -180, maximum: 180 } as const;
/** The postcode format rule (rules: postcode-format): postcodes are at most 9 characters. */
export const postcode = { type: 'string', maxLength: 9 } as const;
/** Booking source channel (default 8 in the spec). */
export const source = { type: 'integer', minimum: 0, maximum: 1000 } as const;
/**
 * The largest id accepted: inside Postgres's bigint and exact as a JavaScript number, so 1e20 or 2^63 is a 400
 * from the schema rather than a database error (issue 10). 15 digits as text stays below it.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
const ID_DIGITS = 15;
/** A record's id in a JSON body: a positive number or a numeric string. */
export const id = {
  type: ['integer', 'string'],
  minimum: 1,
  maximum: MAX_ID,
  pattern: `^[1-9][0-9]{0,${ID_DIGITS - 1}}$`,
} as const;
/** Ids arrive as numbers or numeric strings, or null, 0 or "" for a guest. */
export const optionalId = {
  type: ['integer', 'string', 'null'],
  minimum: 0,
  maximum: MAX_ID,
  pattern: `^[0-9]{0,${ID_DIGITS}}$`,
} as const;
/** A query-string id: digits only, since query values are strings. */
export const queryId = { type: 'string', pattern: `^[0-9]{1,${ID_DIGITS}}$` } as const;
export const queryBoolean = { type: 'string', enum: ['true', 'false', 'True', 'False', '1', '0', ''] } as const;

export function isTrue(value: string | undefined): boolean {
  return value === 'true' || value === 'True' || value === '1';
}

export function objectSchema(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', properties, required } as const;
}

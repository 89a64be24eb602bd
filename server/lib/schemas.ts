/** JSON-schema fragments shared by the routes, so every field is typed and bounded the same way. */

/** Spec 5.1 and 9: text max length defaults to 255. */
export const TEXT_MAX = 255;

export const text = (maxLength = TEXT_MAX) => ({ type: 'string', maxLength }) as const;
/** A string that must hold something other than white space. */
export const requiredText = (maxLength = TEXT_MAX) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
export const latitude = { type: 'number', minimum: -90, maximum: 90 } as const;
export const longitude = { type: 'number', minimum: -180, maximum: 180 } as const;
/** Spec 5.1: postcodes are at most 9 characters. */
export const postcode = { type: 'string', maxLength: 9 } as const;
/** Booking source channel (default 8 in the spec). */
export const source = { type: 'integer', minimum: 0, maximum: 1000 } as const;
/** Ids arrive as numbers or numeric strings, or null for a guest. */
export const optionalId = { type: ['integer', 'string', 'null'], maxLength: 20, minimum: 0 } as const;
/** A query-string id: digits only, since query values are strings. */
export const queryId = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;
export const queryBoolean = { type: 'string', enum: ['true', 'false', 'True', 'False', '1', '0', ''] } as const;

export function isTrue(value: string | undefined): boolean {
  return value === 'true' || value === 'True' || value === '1';
}

export function objectSchema(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', properties, required } as const;
}

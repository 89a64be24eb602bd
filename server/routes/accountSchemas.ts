/** JSON-schema fragments of the account calls (the customer profile, required text and account calls rules, rules: customer-profile, required-text, call-account). */
import { CLIENT_HASH_PATTERN } from '../domain/passwords';
import { id, requiredText, text } from '../lib/schemas';

/** The client's SHA-256 of the password (src/api/password.ts). */
export const passwordHash = { type: 'string', pattern: CLIENT_HASH_PATTERN } as const;
export const email = { type: 'string', format: 'email', minLength: 3, maxLength: 255 } as const;
/** The required text rule (rules: required-text): digits only, no leading 0, no spaces (the client strips them before sending). */
export const phone = { type: 'string', pattern: '^[1-9][0-9]{3,14}$' } as const;
export const dialingCode = { type: 'string', pattern: '^\\+[0-9]{1,4}$' } as const;
/** A customer id in a JSON body: a number or numeric string (the customer profile rule (rules: customer-profile) servers send either). */
export const bodyId = id;
export const name = requiredText();
export const optionalName = text();

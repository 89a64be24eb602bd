import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The spec's generic failure text (the verbatim messages rule, rules: messages), also the body of every unexpected 500. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

/** The spec's error shape: code 0 tells the client to fail; message is shown when it is clear. */
export interface ErrorBody {
  code: 0;
  message: string;
}

export function errorBody(message: string): ErrorBody {
  return { code: 0, message };
}

/** An error a route throws on purpose; its message is safe to show. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldName(issue: AjvIssue): string {
  const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required') {
    const missing = String(issue.params.missingProperty ?? '');
    return fromPath ? `${fromPath}.${missing}` : missing;
  }
  return fromPath;
}

/** Turns one schema validation issue into a sentence in the spec's voice ("{title} is required"). */
export function describeValidationIssue(issue: AjvIssue, part: string): string {
  const field = fieldName(issue) || part;
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `${field} is required`;
    case 'type':
      return `${field} must be of type ${String(p.type)}`;
    case 'maxLength':
      return `${field} must be at most ${String(p.limit)} characters long`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? `${field} is required`
        : `${field} must be at least ${String(p.limit)} characters long`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} must be ${issue.keyword === 'minimum' ? 'at least' : 'more than'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} must be ${issue.keyword === 'maximum' ? 'at most' : 'less than'} ${String(p.limit)}`;
    case 'minItems':
      return `${field} must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `${field} must have at most ${String(p.limit)} items`;
    case 'format':
    case 'pattern':
    case 'enum':
      return `${field} is invalid`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

function clientMessage(error: FastifyError): string {
  if (error.validation?.length) {
    return describeValidationIssue(error.validation[0] as unknown as AjvIssue, error.validationContext ?? 'request');
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      break;
  }
  // Fastify's JSON parser reports malformed JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError || error.name === 'SyntaxError') return 'The request body is not valid JSON.';
  return error.message || 'Bad request.';
}

/** Said when the database refused a value the schemas let through (the required text rule (rules: required-text): "{title} is invalid"). */
export const INVALID_REQUEST_MESSAGE = 'Request is invalid';

/**
 * SQLSTATEs that mean the database refused a value the client sent: class 22 (data exception: a number out of
 * range, a NUL or an unpaired surrogate, text that is not a number or a date) and a foreign key or check
 * constraint failing on a client's id or value. Postgres and PGlite both report them as DatabaseError's code.
 */
export function isDatabaseInputError(error: unknown): boolean {
  if (!(error instanceof Error) || !('severity' in error) || !('code' in error)) return false;
  const code = String(error.code);
  return /^22[0-9A-Z]{3}$/.test(code) || code === '23503' || code === '23514';
}

/** Every failure leaves as {code: 0, message}; a client's mistake keeps its 4xx, anything else is a logged 500. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isDatabaseInputError(error)) {
      // A schema should have caught it: logged in full so it can be tightened, answered as the client's mistake.
      request.log.warn({ err: error }, 'database refused a value from the request');
      return reply.status(400).send(errorBody(INVALID_REQUEST_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (error instanceof ClientError || (status >= 400 && status < 500)) {
      request.log.info({ err: { message: error.message, code: error.code } }, 'client error');
      return reply.status(status).send(errorBody(clientMessage(error)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(GENERIC_ERROR_MESSAGE));
  });
}

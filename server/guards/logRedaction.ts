import type { FastifyRequest } from 'fastify';

/**
 * The access log must not hand out what the URL grants: a reset link's code, a booking's code, a ticket or
 * tracking handle. Anyone who can read the log could otherwise reset a password or open a booking.
 */
export const REDACTED = '[redacted]';

/** Path segments that are secrets, by the page or call they follow. */
const SECRET_PATHS: RegExp[] = [
  // /resetpassword/{id}/{code}: the id alone is useless, the code is the key.
  /^(\/resetpassword\/[^/]+\/)[^/]+/i,
  /^(\/(?:ticket|tracking|confirmed|bookingdetail)\/)[^/]+/i,
];

/** Query parameters that carry a secret, whatever the path (booking codes, promotion tokens, tracking codes). */
const SECRET_PARAMS = new Set([
  'code',
  'token',
  'trackingcode',
  'clientsecret',
  'client_secret',
  'nonce',
  'password',
  'passwordhash',
  'secret',
  'key',
]);

/** Paths whose `id` is itself the handle (unguessable booking parameters). */
const SECRET_ID_PATHS = /^\/(?:api\/bookingparams|quickbooking|litebooking)(?:\.html)?$/i;

function redactQuery(pathname: string, query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const cut = pair.indexOf('=');
      if (cut < 0) return pair;
      let name = pair.slice(0, cut);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent; it cannot name a secret parameter we know.
      }
      const secret =
        SECRET_PARAMS.has(name.toLowerCase()) || (name.toLowerCase() === 'id' && SECRET_ID_PATHS.test(pathname));
      return secret ? `${pair.slice(0, cut)}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The URL as it may be logged. Pure. */
export function redactUrl(url: string): string {
  const cut = url.indexOf('?');
  const pathname = cut < 0 ? url : url.slice(0, cut);
  let path = pathname;
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, (_match, kept: string) => `${kept}${REDACTED}`);
  return cut < 0 ? path : `${path}?${redactQuery(pathname, url.slice(cut + 1))}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function redactedRequestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody } from '../lib/errors';

/**
 * How long one connection may hold the server (docs/security.md, "Timeouts"). Fastify turns Node's request
 * timeout off by default, so a client that sends its headers and then a body that never ends held its socket for
 * ever; these close every such socket within a few seconds of its limit, whatever it stalls on.
 */
export interface ConnectionTimeouts {
  /** The whole request, headers and body, must arrive within this (408). */
  requestMs: number;
  /** The headers must arrive within this of the connection or the previous request (408). */
  headersMs: number;
  /** An idle keep-alive connection is closed after this; above a load balancer's own 60 s idle timeout. */
  keepAliveMs: number;
  /** A socket with no traffic either way for this long is destroyed (a stalled reader of a long answer). */
  idleSocketMs: number;
  /** How often Node checks the request and header deadlines: a socket may outlive its deadline by this much. */
  checkIntervalMs: number;
}

export const DEFAULT_CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  idleSocketMs: 120_000,
  checkIntervalMs: 1_000,
};

/** The Fastify options that apply the timeouts to its HTTP server. */
export function timeoutServerOptions(timeouts: ConnectionTimeouts): FastifyServerOptions {
  // Node refuses a header deadline later than the request's.
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleSocketMs,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  } as FastifyServerOptions;
}

/** What a client is told when its request never reached a route; no part of the request is echoed. */
export const EARLY_ERROR_MESSAGES = {
  badUrl: 'The address is not valid.',
  timeout: 'The request took too long to arrive.',
  headersTooLarge: 'The request headers are too large.',
  malformed: 'The request is malformed.',
} as const;

function rawAnswer(status: number, reason: string, message: string, headers: Record<string, string>): string {
  const body = JSON.stringify(errorBody(message));
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Answers for the failures Fastify meets before any route or hook runs: a URL whose %-encoding is not UTF-8, a
 * parameter too long, and what Node's parser refuses on the socket (a bad Content-Length, headers too large, a
 * request that timed out). Fastify's own answers carry its raw error JSON and the path as sent, and none of the
 * security headers; these carry the spec's error shape and the same headers as every other answer.
 */
export function earlyErrorHandlers(
  securityHeaders: () => Record<string, string>,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      request.log.info({ err: { code: error.code } }, 'client error before routing');
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void reply
        .status(status)
        .headers(securityHeaders())
        .type('application/json; charset=utf-8')
        .send(errorBody(EARLY_ERROR_MESSAGES.badUrl));
    },
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      // A reset peer is gone: there is no one to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, reason, message] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', EARLY_ERROR_MESSAGES.timeout]
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'Request Header Fields Too Large', EARLY_ERROR_MESSAGES.headersTooLarge]
            : [400, 'Bad Request', EARLY_ERROR_MESSAGES.malformed];
      if (socket.writable) socket.write(rawAnswer(status, reason, message, securityHeaders()));
      socket.destroy();
    },
  };
}

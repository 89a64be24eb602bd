/**
 * The tracking hub's limits per client address (docs/tracking.md): open connections, and negotiations a minute.
 * Counts are per process, as the HTTP rate limits' are (docs/security.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { refuseTooMany } from '../guards/rateLimits';
import { CLOSE, closeReason, record } from './hubProtocol';

export const TOO_MANY_CONNECTIONS = 'Too many live connections from your address. Please try again later.';
export const TOO_MANY_NEGOTIATIONS = 'Too many connection attempts. Please try again later.';
/** Per client address: a page follows its bookings on one connection; this leaves room for a household or office. */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 50;
/** The live tracking rule (rules: live-tracking) schedule reconnects about 7 times a minute per page. */
export const DEFAULT_NEGOTIATIONS_PER_MINUTE = 120;

/** A positive whole number from the environment (bench and load tests raise the limits), else undefined. */
export function hubLimitFromEnv(name: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export interface HubLimits {
  /** The refusal when this request's address has negotiated too often this minute, else undefined. */
  refuseNegotiation(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Counts a new connection from `address`; false (nothing counted) when the address already holds its limit. */
  admit(address: string): boolean;
  /** A connection admitted from `address` has gone. */
  release(address: string): void;
  /** Over the limit: the handshake is answered with the reason (what the official client reports), then closed. */
  refuse(ws: WebSocket): void;
}

export function createHubLimits(
  app: FastifyInstance,
  options: { connectionsPerAddress?: number; negotiationsPerMinute?: number },
): HubLimits {
  const connectionsPerAddress = options.connectionsPerAddress ?? DEFAULT_CONNECTIONS_PER_ADDRESS;
  const openByAddress = new Map<string, number>();
  const negotiationLimit = app.createRateLimit({
    max: options.negotiationsPerMinute ?? DEFAULT_NEGOTIATIONS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
  });

  return {
    async refuseNegotiation(request, reply) {
      const limit = await negotiationLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return refuseTooMany(reply, Math.max(1, limit.ttlInSeconds), TOO_MANY_NEGOTIATIONS);
      }
      return undefined;
    },
    admit(address) {
      const open = openByAddress.get(address) ?? 0;
      if (open >= connectionsPerAddress) return false;
      openByAddress.set(address, open + 1);
      return true;
    },
    release(address) {
      const open = (openByAddress.get(address) ?? 1) - 1;
      if (open > 0) openByAddress.set(address, open);
      else openByAddress.delete(address);
    },
    refuse(ws) {
      const refuse = () => {
        clearTimeout(noHandshake);
        if (ws.readyState !== ws.OPEN) return;
        ws.send(record({ error: TOO_MANY_CONNECTIONS }));
        ws.close(CLOSE.tryAgainLater, closeReason(TOO_MANY_CONNECTIONS));
        setTimeout(() => ws.terminate(), 1000).unref();
      };
      const noHandshake = setTimeout(refuse, 1000);
      noHandshake.unref();
      ws.once('message', refuse);
      ws.on('error', () => ws.terminate());
    },
  };
}

/**
 * The tracking hub's limits per client address (docs/tracking.md): open connections, and negotiations a minute.
 * Both count across every API process on the database (the shared limits rule, docs/server.md): negotiations with
 * the HTTP rate limits' store, connections as rows each process renews while it holds them
 * (server/stores/sharedLimits.ts). Without a shared database (SHARED_LIMITS=off) a process counts its own.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db';
import { refuseTooMany } from '../guards/rateLimits';
import { admitHubConnection, releaseHubConnection, renewHubConnections } from '../stores/sharedLimits';
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

/**
 * A shared connection stays counted this long after its process last renewed it: the connections of a process
 * killed without closing them free their address's places within it. Renewed at a third of it.
 */
export const CONNECTION_LEASE_MS = 30_000;

/** An admitted connection, handed back to release it. */
export interface Admission {
  address: string;
  /** Its row in hub_connections, when counted in the database. */
  id?: string;
}

export interface HubLimits {
  /** The refusal when this request's address has negotiated too often this minute, else undefined. */
  refuseNegotiation(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Counts a new connection from `address`; null (nothing counted) when the address already holds its limit. */
  admit(address: string): Promise<Admission | null>;
  /** An admitted connection has gone. */
  release(admission: Admission): void;
  /** Over the limit: the handshake is answered with the reason (what the official client reports), then closed. */
  refuse(ws: WebSocket): void;
  /** Stops renewing, and releases what this process holds. */
  close(): Promise<void>;
}

/** Open connections per address counted by this process alone. */
function localConnections(max: number) {
  const openByAddress = new Map<string, number>();
  return {
    async admit(address: string): Promise<Admission | null> {
      const open = openByAddress.get(address) ?? 0;
      if (open >= max) return null;
      openByAddress.set(address, open + 1);
      return { address };
    },
    release({ address }: Admission) {
      const open = (openByAddress.get(address) ?? 1) - 1;
      if (open > 0) openByAddress.set(address, open);
      else openByAddress.delete(address);
    },
    async close() {},
  };
}

/** Open connections per address counted in the database, across processes; each process renews its own. */
function sharedConnections(db: Db, max: number, onError: (error: unknown) => void) {
  const held = new Set<string>();
  const renewal = setInterval(() => {
    renewHubConnections(db, [...held]).catch(onError);
  }, CONNECTION_LEASE_MS / 3);
  renewal.unref();
  return {
    async admit(address: string): Promise<Admission | null> {
      const id = await admitHubConnection(db, address, max, CONNECTION_LEASE_MS);
      if (id === null) return null;
      held.add(id);
      return { address, id };
    },
    release({ id }: Admission) {
      if (id === undefined || !held.delete(id)) return;
      releaseHubConnection(db, id).catch(onError);
    },
    async close() {
      clearInterval(renewal);
      const ids = [...held];
      held.clear();
      await Promise.all(ids.map((id) => releaseHubConnection(db, id))).catch(onError);
    },
  };
}

export function createHubLimits(
  app: FastifyInstance,
  options: {
    connectionsPerAddress?: number;
    negotiationsPerMinute?: number;
    /** Count connections in this database, across processes; without it, in this process. */
    sharedIn?: Db;
  },
): HubLimits {
  const connectionsPerAddress = options.connectionsPerAddress ?? DEFAULT_CONNECTIONS_PER_ADDRESS;
  const connections = options.sharedIn
    ? sharedConnections(options.sharedIn, connectionsPerAddress, (error) =>
        app.log.warn({ err: error }, 'tracking hub: counting connections failed'),
      )
    : localConnections(connectionsPerAddress);
  const negotiationLimit = app.createRateLimit({
    max: options.negotiationsPerMinute ?? DEFAULT_NEGOTIATIONS_PER_MINUTE,
    timeWindow: 60_000,
    // Named: the rate limits' database store keeps every limit's counts in one table.
    keyGenerator: (request) => `hubNegotiation:${request.ip}`,
  });

  return {
    async refuseNegotiation(request, reply) {
      const limit = await negotiationLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return refuseTooMany(reply, Math.max(1, limit.ttlInSeconds), TOO_MANY_NEGOTIATIONS);
      }
      return undefined;
    },
    admit: connections.admit,
    release: connections.release,
    close: connections.close,
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

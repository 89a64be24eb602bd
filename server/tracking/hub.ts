/**
 * The tracking hub: the SignalR hub protocol (negotiate, WebSockets, JSON records ending in 0x1e, handshake,
 * invocations, pings, close) over `ws`, enough for the official @microsoft/signalr client (docs/tracking.md).
 * A connection follows bookings with SubscribeBooking and receives OnNewData for those bookings only. This file
 * holds the connections; the protocol's records are in hubProtocol.ts, the checks every client frame passes before
 * it is used in hubFrames.ts, the hub methods and the fan-out in hubSubscriptions.ts, the limits per client
 * address in hubLimits.ts, the HTTP upgrade to a WebSocket in hubUpgrade.ts.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Db } from '../db';
import type { RoutingProvider } from '../gateways/routing';
import { sessionTokenFromCookieHeader } from '../lib/session';
import type { TripUpdate } from './dispatcher';
import { parseRecord, readHandshake, readMessage, splitRecords } from './hubFrames';
import { createHubLimits, type Admission } from './hubLimits';
import { acceptUpgrades } from './hubUpgrade';
import { CLOSE, closeReason, MAX_MESSAGE_BYTES, negotiateAnswer, ProtocolError, record } from './hubProtocol';
import { createSubscriptions, FAILED, type Follower, type Invocation } from './hubSubscriptions';

export { hubLimitFromEnv } from './hubLimits';

export const HUB_PATH = '/hubs/tracking';
/**
 * Invocations of one connection run one at a time, in order, as the reference server runs them by default; a
 * client that queues more than this without waiting for answers is flooding the database, not following bookings.
 */
const MAX_QUEUED_INVOCATIONS = 32;

export interface HubOptions {
  db: Db;
  now: () => Date;
  /** Road routing (server/gateways/routing), handed in by buildApp. */
  routing: RoutingProvider;
  /** Server pings; default 15 s (the third-party services rule's (rules: third-parties) keep-alive). */
  pingMs?: number;
  /** A connection heard nothing from for this long is closed; default 30 s (the third-party services rule's (rules: third-parties) server timeout). */
  timeoutMs?: number;
  /** A connection whose handshake is not complete this long after it opened is closed; default 15 s. */
  handshakeTimeoutMs?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The client's address of a raw request, by the app's proxy trust (server/lib/clientAddress.ts). */
  clientAddress?: (request: IncomingMessage) => string;
  /** Open hub connections one client address may hold; default DEFAULT_CONNECTIONS_PER_ADDRESS (hubLimits.ts). */
  connectionsPerAddress?: number;
  /** Negotiations one client address may make a minute; default DEFAULT_NEGOTIATIONS_PER_MINUTE. */
  negotiationsPerMinute?: number;
  /** Connections per address counted in `db`, across every process on it (the shared limits rule); default true. */
  sharedLimits?: boolean;
}

export interface TrackingHub {
  /** The dispatcher's states of this tick, pushed to the bookings' subscribers. */
  publish(updates: TripUpdate[]): void;
  /** Job part ids followed on this process. */
  watched(): number[];
  connectionCount(): number;
  close(): Promise<void>;
}

interface Connection extends Follower {
  socket: WebSocket;
  admission: Admission;
  handshaken: boolean;
  lastHeard: number;
  /** The unfinished end of the last frame: a record may span frames. */
  pending: string;
  /** The end of this connection's queue of invocations, and how many wait in it. */
  invocations: Promise<void>;
  queued: number;
  handshakeTimer: NodeJS.Timeout | undefined;
}

function send(connection: Connection, record: string): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(record);
}

export function registerTrackingHub(app: FastifyInstance, options: HubOptions): TrackingHub {
  const { db, now, log } = options;
  const pingMs = options.pingMs ?? 15_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const handshakeTimeoutMs = options.handshakeTimeoutMs ?? 15_000;
  const connections = new Set<Connection>();
  const subscriptions = createSubscriptions({ db, now, route: (points) => options.routing.route(points), log });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const clientAddress = options.clientAddress ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? '');
  const limits = createHubLimits(app, { ...options, sharedIn: options.sharedLimits === false ? undefined : db });

  // The official client posts an empty text body to negotiate: accepted here only, not by /api.
  void app.register(async (hub) => {
    hub.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    hub.post(`${HUB_PATH}/negotiate`, async (request, reply) => {
      const refused = await limits.refuseNegotiation(request, reply);
      if (refused) return refused;
      reply.header('Cache-Control', 'no-store');
      return negotiateAnswer((request.query as Record<string, string | undefined>).negotiateVersion);
    });
  });

  function drop(connection: Connection) {
    if (!connections.delete(connection)) return;
    clearTimeout(connection.handshakeTimer);
    limits.release(connection.admission);
    subscriptions.forget(connection);
  }

  /** Closes with a WebSocket code and reason; a peer that never answers the close is cut off a second later. */
  function end(connection: Connection, code: number, reason: string) {
    const { socket } = connection;
    if (socket.readyState === socket.OPEN) {
      socket.close(code, closeReason(reason));
      setTimeout(() => socket.terminate(), 1000).unref();
    } else {
      socket.terminate();
    }
    drop(connection);
  }

  /**
   * The protocol's close record (no reconnect: the same bytes would fail again), or before the handshake is done
   * the handshake answer with the error, which is what a client then reads; then the WebSocket close.
   */
  function closeWithError(connection: Connection, error: string, code: number = CLOSE.protocolError) {
    send(connection, record(connection.handshaken ? { type: 7, error, allowReconnect: false } : { error }));
    end(connection, code, error);
  }

  /**
   * A fault of the hub's own (not the client's) in a socket or timer callback: logged, and the connection it
   * concerns closed, so that it neither reaches the process nor leaves that connection half-served.
   */
  function fault(connection: Connection, error: unknown, where: string) {
    try {
      log?.error({ err: error }, `tracking hub: ${where} failed`);
      closeWithError(connection, FAILED, CLOSE.internalError);
    } catch {
      connection.socket.terminate();
      drop(connection);
    }
  }

  /** Queues the invocation behind the connection's earlier ones; whatever it throws is the hub's fault, caught. */
  function enqueue(connection: Connection, message: Invocation) {
    if (connection.queued >= MAX_QUEUED_INVOCATIONS) {
      throw new ProtocolError('Too many invocations waiting for an answer.', CLOSE.policyViolation);
    }
    connection.queued += 1;
    connection.invocations = connection.invocations
      .then(() => (connections.has(connection) ? subscriptions.invoke(connection, message) : undefined))
      .catch((error: unknown) => fault(connection, error, 'an invocation'))
      .finally(() => {
        connection.queued -= 1;
      });
  }

  function handleRecord(connection: Connection, text: string) {
    const parsed = parseRecord(text);
    if (!connection.handshaken) {
      const { error } = readHandshake(parsed);
      if (error) {
        closeWithError(connection, error);
        return;
      }
      connection.handshaken = true;
      clearTimeout(connection.handshakeTimer);
      send(connection, record({}));
      return;
    }
    const message = readMessage(parsed);
    switch (message.type) {
      case 'invocation':
        enqueue(connection, message);
        return;
      case 'streamInvocation':
        send(connection, record({ type: 3, invocationId: message.invocationId, error: 'Streaming is not supported.' }));
        return;
      case 'close':
        end(connection, CLOSE.normal, 'Closed by the client.');
        return;
      case 'ignored':
        return;
    }
  }

  /** A client's frame: a malformed one closes its own connection; nothing thrown here reaches the process. */
  function onMessage(connection: Connection, data: RawData, isBinary: boolean) {
    connection.lastHeard = Date.now();
    try {
      const split = splitRecords(connection.pending, data, isBinary);
      connection.pending = split.pending;
      for (const text of split.records) {
        if (!connections.has(connection)) return;
        handleRecord(connection, text);
      }
    } catch (error) {
      if (error instanceof ProtocolError) closeWithError(connection, error.message, error.closeCode);
      else fault(connection, error, 'a message');
    }
  }

  function accept(request: IncomingMessage, ws: WebSocket, admission: Admission) {
    const connection: Connection = {
      socket: ws,
      admission,
      handshaken: false,
      lastHeard: Date.now(),
      sessionToken: sessionTokenFromCookieHeader(request.headers.cookie),
      following: new Map(),
      send: (text) => send(connection, text),
      isOpen: () => connections.has(connection),
      pending: '',
      invocations: Promise.resolve(),
      queued: 0,
      handshakeTimer: undefined,
    };
    connections.add(connection);
    // Counted from the opening, not from the last frame: frames that never complete a handshake hold no socket.
    connection.handshakeTimer = setTimeout(() => {
      try {
        closeWithError(connection, 'Handshake was not received in time.', CLOSE.policyViolation);
      } catch (error) {
        fault(connection, error, 'the handshake timeout');
      }
    }, handshakeTimeoutMs);
    connection.handshakeTimer.unref();
    ws.on('message', (data, isBinary) => onMessage(connection, data, isBinary));
    ws.on('close', () => drop(connection));
    ws.on('error', () => drop(connection));
  }

  acceptUpgrades(app.server, { path: HUB_PATH, wss, limits, clientAddress, accept, log });

  /** Keep-alive both ways: a ping to every client, and the end of any connection gone quiet. */
  function keepAliveTick() {
    const nowMs = Date.now();
    for (const connection of connections) {
      if (!connection.handshaken) continue;
      try {
        if (nowMs - connection.lastHeard > timeoutMs) {
          // The peer may be alive behind a stalled network: it may come back.
          const error = 'Server timeout elapsed without receiving a message from the client.';
          send(connection, record({ type: 7, error, allowReconnect: true }));
          end(connection, CLOSE.goingAway, error);
        } else {
          send(connection, record({ type: 6 }));
        }
      } catch (error) {
        fault(connection, error, 'the keep-alive');
      }
    }
  }
  const keepAlive = setInterval(keepAliveTick, Math.min(pingMs, timeoutMs / 2));
  keepAlive.unref();

  return {
    publish: subscriptions.publish,
    watched: subscriptions.watched,
    connectionCount: () => connections.size,
    async close() {
      clearInterval(keepAlive);
      // Going away, not a fault: the client may reconnect (another process, or this one restarted).
      for (const connection of connections) {
        send(connection, record({ type: 7, error: 'The server is restarting.', allowReconnect: true }));
        connection.socket.close(CLOSE.goingAway, 'The server is restarting.');
        connection.socket.terminate();
      }
      connections.clear();
      subscriptions.clear();
      wss.close();
      await limits.close();
    },
  };
}

/**
 * The tracking hub: the SignalR hub protocol (negotiate, WebSockets, JSON records ending in 0x1e, handshake,
 * invocations, pings, close) over `ws`, enough for the official @microsoft/signalr client (docs/tracking.md).
 * A connection follows bookings with SubscribeBooking and receives OnNewData for those bookings only. The
 * protocol's records and their framing are in hubProtocol.ts; this file holds the connections.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Db } from '../db';
import { readSessionToken, sessionTokenFromCookieHeader } from '../lib/session';
import { NOT_FOUND, REFUSED, resolveTracked, trackingAnswer } from './access';
import type { TripUpdate } from './dispatcher';
import { refuseTooMany } from '../guards/rateLimits';
import {
  CLOSE,
  closeReason,
  MAX_MESSAGE_BYTES,
  negotiateAnswer,
  parseRecord,
  ProtocolError,
  record,
  RS,
  trackRef,
  updateRecords,
} from './hubProtocol';

export const HUB_PATH = '/hubs/tracking';
const MAX_SUBSCRIPTIONS = 20;
const TOO_MANY = 'Too many bookings followed on one connection.';
export const TOO_MANY_CONNECTIONS = 'Too many live connections from your address. Please try again later.';
export const TOO_MANY_NEGOTIATIONS = 'Too many connection attempts. Please try again later.';
/** Per client address: a page follows its bookings on one connection; this leaves room for a household or office. */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 50;
/** The 4.12 schedule reconnects about 7 times a minute per page. */
export const DEFAULT_NEGOTIATIONS_PER_MINUTE = 120;

/** A positive whole number from the environment (bench and load tests raise the limits), else undefined. */
export function hubLimitFromEnv(name: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export interface HubOptions {
  db: Db;
  now: () => Date;
  /** Server pings; default 15 s (7.10's keep-alive). */
  pingMs?: number;
  /** A connection heard nothing from for this long is closed; default 30 s (7.10's server timeout). */
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
  /** The client's address of a raw request, by the app's proxy trust (server/lib/clientAddress.ts). */
  clientAddress?: (request: IncomingMessage) => string;
  /** Open hub connections one client address may hold; default DEFAULT_CONNECTIONS_PER_ADDRESS. */
  connectionsPerAddress?: number;
  /** Negotiations one client address may make a minute; default DEFAULT_NEGOTIATIONS_PER_MINUTE. */
  negotiationsPerMinute?: number;
}

export interface TrackingHub {
  /** The dispatcher's states of this tick, pushed to the bookings' subscribers. */
  publish(updates: TripUpdate[]): void;
  /** Job part ids followed on this process. */
  watched(): number[];
  connectionCount(): number;
  close(): void;
}

interface Connection {
  socket: WebSocket;
  address: string;
  handshaken: boolean;
  lastHeard: number;
  sessionToken: string | undefined;
  /** Followed bookings and the status last sent for each. */
  following: Map<number, string>;
  pending: string;
}

function send(connection: Connection, record: string): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(record);
}

export function registerTrackingHub(app: FastifyInstance, options: HubOptions): TrackingHub {
  const { db, now } = options;
  const pingMs = options.pingMs ?? 15_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const connections = new Set<Connection>();
  const followers = new Map<number, Set<Connection>>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const clientAddress = options.clientAddress ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? '');
  const connectionsPerAddress = options.connectionsPerAddress ?? DEFAULT_CONNECTIONS_PER_ADDRESS;
  const openByAddress = new Map<string, number>();
  const negotiationLimit = app.createRateLimit({
    max: options.negotiationsPerMinute ?? DEFAULT_NEGOTIATIONS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
  });

  // The official client posts an empty text body to negotiate: accepted here only, not by /api.
  void app.register(async (hub) => {
    hub.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    hub.post(`${HUB_PATH}/negotiate`, async (request, reply) => {
      const limit = await negotiationLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return refuseTooMany(reply, Math.max(1, limit.ttlInSeconds), TOO_MANY_NEGOTIATIONS);
      }
      reply.header('Cache-Control', 'no-store');
      return negotiateAnswer((request.query as Record<string, string | undefined>).negotiateVersion);
    });
  });

  function unfollow(connection: Connection, jobpartid: number) {
    connection.following.delete(jobpartid);
    const set = followers.get(jobpartid);
    set?.delete(connection);
    if (set && set.size === 0) followers.delete(jobpartid);
  }

  function drop(connection: Connection) {
    if (!connections.delete(connection)) return;
    const open = (openByAddress.get(connection.address) ?? 1) - 1;
    if (open > 0) openByAddress.set(connection.address, open);
    else openByAddress.delete(connection.address);
    for (const jobpartid of [...connection.following.keys()]) unfollow(connection, jobpartid);
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

  function closeWithError(connection: Connection, error: string, code: number = CLOSE.protocolError) {
    send(connection, record({ type: 7, error, allowReconnect: false }));
    end(connection, code, error);
  }

  async function subscribe(connection: Connection, argument: unknown): Promise<object> {
    const ref = trackRef(argument);
    if (!ref) return { code: REFUSED, message: NOT_FOUND };
    const session = ref.jobpartid && !ref.code ? await readSessionToken(db, connection.sessionToken, now()) : null;
    const tracked = await resolveTracked(db, ref, session);
    if (!tracked.ok) return { code: REFUSED, message: tracked.message };
    const answer = await trackingAnswer(db, tracked.booking, tracked.jobpartid, now().getTime());
    if (answer.code !== 1 || !connections.has(connection)) return answer;
    if (!connection.following.has(tracked.jobpartid) && connection.following.size >= MAX_SUBSCRIPTIONS) {
      return { code: REFUSED, message: TOO_MANY };
    }
    connection.following.set(tracked.jobpartid, String(answer.status));
    let set = followers.get(tracked.jobpartid);
    if (!set) followers.set(tracked.jobpartid, (set = new Set()));
    set.add(connection);
    return answer;
  }

  async function unsubscribe(connection: Connection, argument: unknown): Promise<object> {
    const ref = trackRef(argument);
    const jobpartid = ref?.jobpartid || (ref?.id as number | undefined);
    if (jobpartid) unfollow(connection, jobpartid);
    // A share token names its booking only through the database; drop whichever booking it names.
    if (ref?.share) {
      const tracked = await resolveTracked(db, ref, null);
      if (tracked.ok) unfollow(connection, tracked.jobpartid);
    }
    return { code: 1, message: '' };
  }

  async function invoke(connection: Connection, message: Record<string, unknown>) {
    const { invocationId, target } = message;
    const args = message.arguments;
    if (typeof target !== 'string' || !Array.isArray(args)) throw new ProtocolError('Invalid invocation.');
    if (invocationId !== undefined && typeof invocationId !== 'string') throw new ProtocolError('Invalid invocation.');
    const complete = (body: object) => {
      if (invocationId !== undefined) send(connection, record({ type: 3, invocationId, ...body }));
    };
    const method = target.toLowerCase();
    if (method !== 'subscribebooking' && method !== 'unsubscribebooking') {
      complete({ error: `Unknown hub method '${target}'` });
      return;
    }
    if (args.length !== 1) {
      complete({ error: `Invocation provides ${args.length} argument(s) but target expects 1.` });
      return;
    }
    try {
      const result =
        method === 'subscribebooking' ? await subscribe(connection, args[0]) : await unsubscribe(connection, args[0]);
      complete({ result });
    } catch (error) {
      options.log?.warn({ err: error }, 'tracking hub invocation failed');
      complete({ error: 'Something went wrong, please try again.' });
    }
  }

  function handleRecord(connection: Connection, text: string) {
    const m = parseRecord(text);
    if (!connection.handshaken) {
      if (m.protocol !== 'json' || m.version !== 1) {
        const error = `Requested protocol '${String(m.protocol).slice(0, 40)}' is not available.`;
        send(connection, record({ error }));
        end(connection, CLOSE.protocolError, error);
        return;
      }
      connection.handshaken = true;
      send(connection, record({}));
      return;
    }
    switch (m.type) {
      case 1:
        void invoke(connection, m);
        return;
      case 3: // a client result: this hub asks for none
      case 6: // the client's keep-alive
        return;
      case 4:
        if (typeof m.invocationId === 'string') {
          send(connection, record({ type: 3, invocationId: m.invocationId, error: 'Streaming is not supported.' }));
        }
        return;
      case 5:
        return;
      case 7:
        end(connection, CLOSE.normal, 'Closed by the client.');
        return;
      default:
        throw new ProtocolError(`Unknown message type ${JSON.stringify(m.type ?? null)}.`);
    }
  }

  function onMessage(connection: Connection, data: RawData, isBinary: boolean) {
    connection.lastHeard = Date.now();
    try {
      if (isBinary) {
        throw new ProtocolError('Binary messages are not supported; use the JSON protocol.', CLOSE.unsupportedData);
      }
      const text = connection.pending + data.toString();
      if (text.length > MAX_MESSAGE_BYTES) throw new ProtocolError('Message too large.');
      const parts = text.split(RS);
      connection.pending = parts.pop() ?? '';
      for (const part of parts) {
        if (!connections.has(connection)) return;
        handleRecord(connection, part);
      }
    } catch (error) {
      if (error instanceof ProtocolError) closeWithError(connection, error.message, error.closeCode);
      else throw error;
    }
  }

  /** Over its address's limit: the handshake is answered with the reason (what the official client reports), then closed. */
  function refuseConnection(ws: WebSocket) {
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
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== HUB_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const address = clientAddress(request);
    wss.handleUpgrade(request, socket, head, (ws) => {
      const open = openByAddress.get(address) ?? 0;
      if (open >= connectionsPerAddress) {
        refuseConnection(ws);
        return;
      }
      openByAddress.set(address, open + 1);
      const connection: Connection = {
        socket: ws,
        address,
        handshaken: false,
        lastHeard: Date.now(),
        sessionToken: sessionTokenFromCookieHeader(request.headers.cookie),
        following: new Map(),
        pending: '',
      };
      connections.add(connection);
      ws.on('message', (data, isBinary) => onMessage(connection, data, isBinary));
      ws.on('close', () => drop(connection));
      ws.on('error', () => drop(connection));
    });
  });

  // Keep-alive both ways: a ping to every client, and the end of any connection gone quiet (or never handshaken).
  const keepAlive = setInterval(
    () => {
      const nowMs = Date.now();
      for (const connection of connections) {
        const limit = connection.handshaken ? timeoutMs : pingMs;
        if (nowMs - connection.lastHeard > limit) {
          if (connection.handshaken) {
            // The peer may be alive behind a stalled network: it may come back.
            const error = 'Server timeout elapsed without receiving a message from the client.';
            send(connection, record({ type: 7, error, allowReconnect: true }));
            end(connection, CLOSE.goingAway, error);
          } else {
            end(connection, CLOSE.policyViolation, 'Handshake was not received in time.');
          }
        } else if (connection.handshaken) {
          send(connection, record({ type: 6 }));
        }
      }
    },
    Math.min(pingMs, timeoutMs / 2),
  );
  keepAlive.unref();

  function publish(updates: TripUpdate[]) {
    for (const { jobpartid, state, cancelled } of updates) {
      const set = followers.get(jobpartid);
      if (!set || set.size === 0) continue;
      const { status, statusRecord, locationRecord } = updateRecords({ jobpartid, state, cancelled });
      const ended = cancelled || state.status === 'Finished';
      for (const connection of [...set]) {
        if (connection.following.get(jobpartid) !== status) {
          send(connection, statusRecord);
          connection.following.set(jobpartid, status);
        }
        if (locationRecord) send(connection, locationRecord);
        if (ended) unfollow(connection, jobpartid);
      }
    }
  }

  return {
    publish,
    watched: () => [...followers.keys()],
    connectionCount: () => connections.size,
    close() {
      clearInterval(keepAlive);
      // Going away, not a fault: the client may reconnect (another process, or this one restarted).
      for (const connection of connections) {
        send(connection, record({ type: 7, error: 'The server is restarting.', allowReconnect: true }));
        connection.socket.close(CLOSE.goingAway, 'The server is restarting.');
        connection.socket.terminate();
      }
      connections.clear();
      followers.clear();
      wss.close();
    },
  };
}

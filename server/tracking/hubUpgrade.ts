/**
 * The HTTP upgrade of a hub connection to a WebSocket: only on the hub's path, and only once the client's address
 * is admitted by the limits per address (hubLimits.ts); nothing a peer does here reaches the process.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Admission, HubLimits } from './hubLimits';

interface UpgradeOptions {
  /** The hub's path: any other upgrade is refused 404. */
  path: string;
  wss: WebSocketServer;
  limits: HubLimits;
  clientAddress: (request: IncomingMessage) => string;
  /** Takes an admitted WebSocket on as a hub connection. */
  accept: (request: IncomingMessage, ws: WebSocket, admission: Admission) => void;
  log?: { error(obj: object, msg: string): void };
}

export function acceptUpgrades(
  server: Server,
  { path, wss, limits, clientAddress, accept, log }: UpgradeOptions,
): void {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node hands over an upgrade's socket without its error listener: a peer's reset must not become an exception.
    socket.on('error', () => socket.destroy());
    try {
      const pathname = (request.url ?? '').split('?')[0];
      if (pathname !== path) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const address = clientAddress(request);
      // Counted before the upgrade: the socket holds the client's first frames (unread) until ws takes it.
      limits.admit(address).then(
        (admission) => {
          if (socket.destroyed) {
            if (admission) limits.release(admission);
            return;
          }
          wss.handleUpgrade(request, socket, head, (ws) => {
            if (!admission) {
              limits.refuse(ws);
              return;
            }
            try {
              accept(request, ws, admission);
            } catch (error) {
              log?.error({ err: error }, 'tracking hub: accepting a connection failed');
              limits.release(admission);
              ws.terminate();
            }
          });
        },
        (error: unknown) => {
          log?.error({ err: error }, 'tracking hub: counting a connection failed');
          socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        },
      );
    } catch (error) {
      log?.error({ err: error }, 'tracking hub: an upgrade failed');
      socket.destroy();
    }
  });
}

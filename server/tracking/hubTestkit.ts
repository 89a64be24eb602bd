/**
 * A raw WebSocket client of the tracking hub for tests that send what the official client never would, and the
 * checks that the API survived it. Test code only.
 */
import { expect } from 'vitest';
import WebSocket from 'ws';

export const RS = '\u001e';

/** How long a test waits for the hub to close a connection before it reports that it did not. */
const CLOSE_WAIT_MS = 10_000;

/**
 * Exceptions nobody caught and promise rejections nobody handled, anywhere in this process, since the first test
 * file that loaded this module: either stops a real API process (issue 26), though the test runner survives them.
 * A test asserts none was added while it ran.
 */
export const strayErrors: unknown[] = [];
const LISTENING = Symbol.for('hubTestkit.listening');
const processState = process as unknown as Record<symbol, boolean>;
if (!processState[LISTENING]) {
  processState[LISTENING] = true;
  process.on('unhandledRejection', (reason) => strayErrors.push(reason));
  // The monitor only watches: the runner's own handling of the exception goes on as before.
  process.on('uncaughtExceptionMonitor', (error) => strayErrors.push(error));
}

export interface RawHub {
  socket: WebSocket;
  /** Every text frame received, in order. */
  received: string[];
  /** The records received so far, parsed. */
  records(): Record<string, unknown>[];
  /** Resolves with the close code and reason; code -1 when the hub has not closed it within 10 s. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves once the handshake's answer `{}` has come. */
  handshaken: Promise<void>;
  /** The first record (already received or still to come) that matches. */
  next(match: (record: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/** Opens a WebSocket to the hub with no negotiation and no cookie, as an attacker would. */
export async function openRawHub(base: string): Promise<RawHub> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/hubs/tracking`);
  const received: string[] = [];
  const listeners = new Set<() => void>();
  socket.on('error', () => undefined);
  socket.on('message', (data, isBinary) => {
    if (!isBinary) received.push(data.toString());
    for (const listener of [...listeners]) listener();
  });
  const records = () =>
    received
      .join('')
      .split(RS)
      .filter((text) => text !== '')
      .map((text) => JSON.parse(text) as Record<string, unknown>);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    const timer = setTimeout(() => resolve({ code: -1, reason: 'not closed in time' }), CLOSE_WAIT_MS);
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
  });
  const next = (match: (record: Record<string, unknown>) => boolean, timeoutMs = CLOSE_WAIT_MS) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = records().find(match);
        if (!found) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no matching record in ${JSON.stringify(received.join(''))}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('close', () => reject(new Error('the hub refused the connection')));
  });
  const handshaken = next((record) => Object.keys(record).length === 0).then(() => undefined);
  // A test that never waits for it must not leave a rejection of its own.
  handshaken.catch(() => undefined);
  return { socket, received, records, closed, handshaken, next };
}

/** The API still serves: the configuration answers, and a new hub connection completes its handshake. */
export async function apiStillAnswers(base: string): Promise<void> {
  const configuration = await fetch(`${base}/api/configuration`);
  expect(configuration.status).toBe(200);
  await configuration.arrayBuffer();
  const hub = await openRawHub(base);
  hub.socket.send(`{"protocol":"json","version":1}${RS}`);
  await hub.handshaken;
  hub.socket.close();
}

/**
 * Hardening II: a connection cannot hold the server for ever, and the answers Fastify gives before any route runs
 * (a bad URL, a bad Content-Length, headers too large, a timed-out request) carry the error shape and the
 * security headers like every other answer. Over real sockets: app.inject never meets Node's parser.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_TIMEOUTS, EARLY_ERROR_MESSAGES } from './connectionGuards';
import { createTestApp, type TestApp } from '../lib/testing';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    guards: {
      timeouts: { ...DEFAULT_CONNECTION_TIMEOUTS, requestMs: 1500, headersMs: 1000, checkIntervalMs: 200 },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface RawExchange {
  /** Everything the server wrote before it closed the socket. */
  text: string;
  /** Milliseconds from the first byte sent to the close. */
  closedAfterMs: number;
}

/** Writes `request` on a fresh socket and leaves it open, as a slow or hostile client would, until the server closes it. */
function exchange(request: string, giveUpMs = 8000): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = Date.now();
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the socket after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text: Buffer.concat(chunks).toString(), closedAfterMs: Date.now() - started });
    });
    socket.write(request);
  });
}

function parse(text: string) {
  const [head, body = ''] = text.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function expectGuardedAnswer(text: string, status: number, message: string) {
  const answer = parse(text);
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ code: 0, message });
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
}

describe('timeouts', () => {
  it('close a request whose body never finishes, with 408 and the error shape', async () => {
    const result = await exchange(
      'POST /api/quotation HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"pick',
    );
    expect(result.closedAfterMs).toBeLessThan(4000);
    expectGuardedAnswer(result.text, 408, EARLY_ERROR_MESSAGES.timeout);
  });

  it('close a connection whose headers never finish', async () => {
    const result = await exchange('GET /api/configuration HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(result.closedAfterMs).toBeLessThan(4000);
    expectGuardedAnswer(result.text, 408, EARLY_ERROR_MESSAGES.timeout);
  });

  it('leave an ordinary request alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/configuration`);
    expect(response.status).toBe(200);
  });
});

describe('answers before any route', () => {
  it('a URL with bad %-encoding: the error shape, the headers, and no echo of the path', async () => {
    const result = await exchange('GET /static/%c0%ae HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectGuardedAnswer(result.text, 400, EARLY_ERROR_MESSAGES.badUrl);
    expect(result.text).not.toContain('%c0');
    expect(result.text).not.toContain('FST_ERR');
  });

  it('a Content-Length that is not a number', async () => {
    const result = await exchange('POST /api/quotation HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}');
    expectGuardedAnswer(result.text, 400, EARLY_ERROR_MESSAGES.malformed);
  });

  it('headers larger than the server takes', async () => {
    const result = await exchange(`GET /api/configuration HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectGuardedAnswer(result.text, 431, EARLY_ERROR_MESSAGES.headersTooLarge);
  });

  it('serve again after each of them', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/configuration`)).status).toBe(200);
  });
});

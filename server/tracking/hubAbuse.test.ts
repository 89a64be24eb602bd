/**
 * Hostile frames on the tracking hub (issue 26), through a real WebSocket to a real started server: each record
 * the attack campaign used to stop the API closes only its own connection, with the SignalR close record and the
 * WebSocket close code, and the API answers afterwards. The property-based test is in server/fuzz/hub.fuzz.test.ts.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../lib/testing';
import { apiStillAnswers, openRawHub, RS, strayErrors, type RawHub } from './hubTestkit';

let testApp: TestApp;
let base: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => testApp.close());

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

/** The handshake and one record in a single frame, from a client that never negotiated and has no cookie. */
async function sendAfterHandshake(text: string): Promise<RawHub> {
  const hub = await openRawHub(base);
  hub.socket.send(HANDSHAKE + text + RS);
  return hub;
}

describe('a malformed invocation closes its own connection and nothing else', () => {
  const cases: [string, string, string][] = [
    ['arguments that are not an array', '{"type":1,"target":"SubscribeBooking","arguments":"x"}', "'arguments'"],
    ['a numeric target', '{"type":1,"target":5,"arguments":[{"jobpartid":1}]}', "'target'"],
    [
      'a numeric invocation id',
      '{"type":1,"invocationId":5,"target":"SubscribeBooking","arguments":[{"jobpartid":1}]}',
      "'invocationId'",
    ],
    ['no arguments at all', '{"type":1,"invocationId":"1","target":"SubscribeBooking"}', "'arguments'"],
    ['a null target', '{"type":1,"target":null,"arguments":[]}', "'target'"],
    [
      'stream ids that are not strings',
      '{"type":1,"target":"SubscribeBooking","arguments":[],"streamIds":[1]}',
      "'streamIds'",
    ],
    ['a stream invocation without an id', '{"type":4,"target":"SubscribeBooking","arguments":[]}', "'invocationId'"],
    ['a type that is a string', '{"type":"1","target":"SubscribeBooking","arguments":[]}', "'type'"],
    ['no type', '{"target":"SubscribeBooking","arguments":[]}', "'type'"],
  ];
  for (const [name, frame, names] of cases) {
    it(`refuses ${name} with a close record and 1002`, async () => {
      const errorsBefore = strayErrors.length;
      const hub = await sendAfterHandshake(frame);
      const closed = await hub.closed;
      expect(closed.code).toBe(1002);
      expect(closed.reason).toContain(names);
      const records = hub.records();
      expect(records[0]).toEqual({});
      expect(records.at(-1)).toEqual({ type: 7, error: closed.reason, allowReconnect: false });
      expect(strayErrors.slice(errorsBefore)).toEqual([]);
      await apiStillAnswers(base);
    });
  }
});

describe('a malformed handshake closes its own connection', () => {
  it('answers a protocol that is an object (whose text cannot be taken) with the handshake error', async () => {
    const hub = await openRawHub(base);
    hub.socket.send(`{"protocol":{"toString":1},"version":1}${RS}`);
    const closed = await hub.closed;
    expect(closed.code).toBe(1002);
    expect(hub.records()).toEqual([{ error: closed.reason }]);
    expect(closed.reason).toMatch(/protocol/i);
    await apiStillAnswers(base);
  });
});

describe('text the database cannot take, in a hub argument', () => {
  it('refuses a code or share link holding a NUL or another control character as not found', async () => {
    const hub = await openRawHub(base);
    hub.socket.send(HANDSHAKE);
    await hub.handshaken;
    const invocations = [
      { id: 1, jobpartid: 0, code: 'AB\u0000CD' },
      { id: 1, jobpartid: 0, code: 'AB\u0001CD' },
      { id: 1, jobpartid: 0, code: 'AB\u007fCD' },
      { id: 1, jobpartid: 0, code: '\ud800' },
      { share: 'AAAAAAAAAAA\u0000AAAAAAAAAA' },
      { share: '\u0000' },
    ];
    for (const [index, argument] of invocations.entries()) {
      const invocationId = String(index);
      hub.socket.send(
        JSON.stringify({ type: 1, invocationId, target: 'SubscribeBooking', arguments: [argument] }) + RS,
      );
      const completion = await hub.next((r) => r.type === 3 && r.invocationId === invocationId);
      expect(completion, JSON.stringify(argument)).toEqual({
        type: 3,
        invocationId,
        result: { code: 2, message: 'Booking not found.' },
      });
    }
    hub.socket.close();
  });
});

describe('connections that hold a socket without being served', () => {
  it('closes a connection whose handshake never completes, however often it sends a fragment', async () => {
    const quick = await buildApp({
      db: testApp.db,
      tracking: { pingMs: 200, handshakeTimeoutMs: 600 },
      guards: { maxEventLoopDelayMs: 0 },
    });
    await quick.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = quick.server.address();
      const hub = await openRawHub(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      const openedAt = performance.now();
      // Whitespace before a record is JSON's: each frame is heard, none completes the handshake.
      const dribble = setInterval(() => hub.socket.send(' '), 50);
      const closed = await hub.closed;
      clearInterval(dribble);
      expect(closed).toEqual({ code: 1008, reason: 'Handshake was not received in time.' });
      expect(hub.records()).toEqual([{ error: 'Handshake was not received in time.' }]);
      expect(performance.now() - openedAt).toBeGreaterThanOrEqual(550);
    } finally {
      await quick.close();
    }
  });

  it('closes a connection that queues more invocations than it waits for', async () => {
    const hub = await openRawHub(base);
    const invocation = (i: number) =>
      JSON.stringify({ type: 1, invocationId: String(i), target: 'SubscribeBooking', arguments: [{ jobpartid: 1 }] });
    hub.socket.send(HANDSHAKE + Array.from({ length: 100 }, (_, i) => invocation(i) + RS).join(''));
    expect(await hub.closed).toEqual({ code: 1008, reason: 'Too many invocations waiting for an answer.' });
    await apiStillAnswers(base);
  });

  it('survives an upgrade to another path from a client that resets the connection at once', async () => {
    const { port } = new URL(base);
    const errorsBefore = strayErrors.length;
    for (let i = 0; i < 20; i += 1) {
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'GET /elsewhere HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      socket.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strayErrors.slice(errorsBefore)).toEqual([]);
    await apiStillAnswers(base);
  });
});

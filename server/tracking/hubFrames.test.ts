/**
 * The checks every client frame of the tracking hub passes before it is used (hubFrames.ts): pure functions, so
 * each rule of the SignalR hub protocol's message shapes is shown here on its own.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord, readHandshake, readMessage, splitRecords } from './hubFrames';
import { ProtocolError } from './hubProtocol';

const RS = '\u001e';

/** The ProtocolError's message and close code, or 'accepted'. */
function verdict(run: () => unknown): string | { error: string; code: number } {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { error: error.message, code: error.closeCode };
  }
}

describe('splitRecords', () => {
  it('cuts a frame into records, keeps an unfinished end for the next frame, and joins it on', () => {
    const first = splitRecords('', Buffer.from(`{"type":6}${RS}{"type":`), false);
    expect(first).toEqual({ records: ['{"type":6}'], pending: '{"type":' });
    expect(splitRecords(first.pending, Buffer.from(`6}${RS}`), false)).toEqual({
      records: ['{"type":6}'],
      pending: '',
    });
    expect(splitRecords('', [Buffer.from('{"ty'), Buffer.from(`pe":6}${RS}`)], false).records).toEqual(['{"type":6}']);
  });

  it('refuses a binary frame (1003) and more unfinished text than a record of ours needs (1009)', () => {
    expect(verdict(() => splitRecords('', Buffer.from('{}'), true))).toEqual({
      error: 'Binary messages are not supported; use the JSON protocol.',
      code: 1003,
    });
    expect(verdict(() => splitRecords('x'.repeat(64 * 1024), Buffer.from('x'), false))).toEqual({
      error: 'Message too large.',
      code: 1009,
    });
  });
});

describe('parseRecord', () => {
  it('takes a JSON object and refuses anything else', () => {
    expect(parseRecord('{"type":6}')).toEqual({ type: 6 });
    for (const text of ['', 'not json', '{"type":', '[]', 'null', '1', '"text"']) {
      expect(
        verdict(() => parseRecord(text)),
        text,
      ).toMatchObject({ code: 1002 });
    }
  });
});

describe('readHandshake', () => {
  it('accepts the JSON protocol version 1 and words every other request without taking text from non-text', () => {
    expect(readHandshake({ protocol: 'json', version: 1 })).toEqual({});
    expect(readHandshake({ protocol: 'messagepack', version: 1 })).toEqual({
      error: "Requested protocol 'messagepack' is not available.",
    });
    expect(readHandshake({ protocol: 'json', version: 2 })).toEqual({
      error: "The server does not support version 2 of the 'json' protocol.",
    });
    expect(readHandshake({ protocol: 'json', version: '1' })).toEqual({
      error: "The server does not support that version of the 'json' protocol.",
    });
    // An object whose text cannot be taken at all (String() of it throws) once stopped the process.
    expect(readHandshake({ protocol: { toString: 1 }, version: 1 })).toEqual({
      error: "The handshake must name a 'protocol'.",
    });
    expect(readHandshake({})).toEqual({ error: "The handshake must name a 'protocol'." });
    expect(readHandshake({ protocol: 'x'.repeat(500), version: 1 }).error).toHaveLength(
      "Requested protocol '' is not available.".length + 40,
    );
  });
});

describe('readMessage', () => {
  it('gives an invocation its fields typed, with or without an id', () => {
    expect(
      readMessage({ type: 1, invocationId: '7', target: 'SubscribeBooking', arguments: [{ jobpartid: 1 }] }),
    ).toEqual({
      type: 'invocation',
      invocationId: '7',
      target: 'SubscribeBooking',
      arguments: [{ jobpartid: 1 }],
      streamIds: [],
    });
    expect(readMessage({ type: 1, target: 'SubscribeBooking', arguments: [], invocationId: null })).toMatchObject({
      type: 'invocation',
      invocationId: undefined,
    });
    expect(readMessage({ type: 1, target: 'X', arguments: [], streamIds: ['a'] })).toMatchObject({ streamIds: ['a'] });
  });

  it('refuses an invocation whose target, arguments, id or stream ids are of the wrong kind', () => {
    const invocation = { type: 1, invocationId: '1', target: 'SubscribeBooking', arguments: [{}] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...invocation, arguments: 'x' }, "Invalid invocation message: 'arguments' must be an array."],
      [{ ...invocation, arguments: { 0: {} } }, "Invalid invocation message: 'arguments' must be an array."],
      [{ ...invocation, arguments: undefined }, "Invalid invocation message: 'arguments' must be an array."],
      [{ ...invocation, target: 5 }, "Invalid invocation message: 'target' must be a non-empty string."],
      [{ ...invocation, target: '' }, "Invalid invocation message: 'target' must be a non-empty string."],
      [{ ...invocation, target: undefined }, "Invalid invocation message: 'target' must be a non-empty string."],
      [{ ...invocation, invocationId: 5 }, "Invalid invocation message: 'invocationId' must be a string."],
      [{ ...invocation, invocationId: {} }, "Invalid invocation message: 'invocationId' must be a string."],
      [{ ...invocation, streamIds: 'a' }, "Invalid invocation message: 'streamIds' must be an array of strings."],
      [{ ...invocation, streamIds: [1] }, "Invalid invocation message: 'streamIds' must be an array of strings."],
    ];
    for (const [message, error] of cases) {
      expect(
        verdict(() => readMessage(message)),
        JSON.stringify(message),
      ).toEqual({ error, code: 1002 });
    }
  });

  it('checks the other kinds a client may send, and refuses types it may not', () => {
    expect(readMessage({ type: 4, invocationId: '1', target: 'S', arguments: [] })).toEqual({
      type: 'streamInvocation',
      invocationId: '1',
    });
    expect(verdict(() => readMessage({ type: 4, target: 'S', arguments: [] }))).toMatchObject({
      error: "Invalid stream invocation message: 'invocationId' is required.",
    });
    expect(verdict(() => readMessage({ type: 4, invocationId: '1', target: 'S' }))).toMatchObject({
      error: "Invalid stream invocation message: 'arguments' must be an array.",
    });
    expect(readMessage({ type: 3, invocationId: '1', result: 1 })).toEqual({ type: 'ignored' });
    expect(verdict(() => readMessage({ type: 3 }))).toMatchObject({ code: 1002 });
    expect(readMessage({ type: 5, invocationId: '1' })).toEqual({ type: 'ignored' });
    expect(verdict(() => readMessage({ type: 5, invocationId: 1 }))).toMatchObject({ code: 1002 });
    expect(readMessage({ type: 6 })).toEqual({ type: 'ignored' });
    expect(readMessage({ type: 7, error: 'bye' })).toEqual({ type: 'close' });
    expect(verdict(() => readMessage({ type: 2, invocationId: '1', item: 1 }))).toMatchObject({
      error: 'Streams from the client are not supported.',
    });
    for (const type of [0, 8, 9, -1, 1e308]) {
      expect(verdict(() => readMessage({ type }))).toEqual({ error: `Unknown message type ${type}.`, code: 1002 });
    }
    expect(verdict(() => readMessage({}))).toEqual({ error: "Missing required property 'type'.", code: 1002 });
    for (const type of ['1', 1.5, null, [1], { valueOf: 1 }, true]) {
      expect(
        verdict(() => readMessage({ type })),
        JSON.stringify(type),
      ).toEqual({
        error: "'type' must be an integer.",
        code: 1002,
      });
    }
  });
});

/**
 * What a client sends the tracking hub, checked before any of it is used (issue 26): a WebSocket text frame is cut
 * into records at 0x1e, each record must be JSON, and each message must have the shape the SignalR hub protocol
 * gives its type. Pure and synchronous: anything else is a ProtocolError, which closes that connection alone with
 * the protocol's close record. No async work starts on a record that has not passed here.
 */
import { CLOSE, MAX_MESSAGE_BYTES, ProtocolError, RS } from './hubProtocol';

/** A record that passed readMessage: only these kinds reach the hub, with these fields typed as named. */
export type ClientMessage =
  | { type: 'invocation'; invocationId?: string; target: string; arguments: unknown[]; streamIds: string[] }
  | { type: 'streamInvocation'; invocationId: string }
  | { type: 'close' }
  /** A completion (the hub asks for no client results), a cancellation (it streams nothing) or a ping. */
  | { type: 'ignored' };

/** The message types of the SignalR hub protocol that a client may send this hub. */
const INVOCATION = 1;
const STREAM_ITEM = 2;
const COMPLETION = 3;
const STREAM_INVOCATION = 4;
const CANCEL_INVOCATION = 5;
const PING = 6;
const CLOSE_MESSAGE = 7;

/**
 * The records complete in `pending` (the unfinished end of earlier frames) plus this frame's text, and the new
 * unfinished end. A record may span frames and a frame may hold many records, as the protocol allows; a binary
 * frame, or more text than one record of ours could ever need, is refused.
 */
export function splitRecords(
  pending: string,
  data: Buffer | ArrayBuffer | Buffer[],
  isBinary: boolean,
): { records: string[]; pending: string } {
  if (isBinary) {
    throw new ProtocolError('Binary messages are not supported; use the JSON protocol.', CLOSE.unsupportedData);
  }
  const chunk = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  const text = pending + chunk.toString('utf8');
  if (text.length > MAX_MESSAGE_BYTES) throw new ProtocolError('Message too large.', CLOSE.tooBig);
  const records = text.split(RS);
  return { pending: records.pop() ?? '', records };
}

/** One record's text as a JSON object; a ProtocolError when it is not one. */
export function parseRecord(text: string): Record<string, unknown> {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    throw new ProtocolError('Messages must be JSON records terminated by 0x1e.');
  }
  if (!message || typeof message !== 'object' || Array.isArray(message)) {
    throw new ProtocolError('Messages must be JSON objects.');
  }
  return message as Record<string, unknown>;
}

/**
 * The handshake request `{"protocol":"json","version":1}`, or the error the handshake answer carries. The words
 * quote the client's protocol only when it is text, and only its start.
 */
export function readHandshake(message: Record<string, unknown>): { error?: string } {
  const { protocol, version } = message;
  if (typeof protocol !== 'string') return { error: "The handshake must name a 'protocol'." };
  if (protocol !== 'json') return { error: `Requested protocol '${protocol.slice(0, 40)}' is not available.` };
  if (version !== 1) {
    const named = typeof version === 'number' && Number.isFinite(version) ? `version ${version}` : 'that version';
    return { error: `The server does not support ${named} of the 'json' protocol.` };
  }
  return {};
}

const invalid = (kind: string, field: string, rule: string) =>
  new ProtocolError(`Invalid ${kind} message: '${field}' ${rule}.`);

/** An optional invocation id: text when present (null counts as absent, as the reference server reads it). */
function optionalId(message: Record<string, unknown>, kind: string): string | undefined {
  const { invocationId } = message;
  if (invocationId === undefined || invocationId === null) return undefined;
  if (typeof invocationId !== 'string') throw invalid(kind, 'invocationId', 'must be a string');
  return invocationId;
}

function requiredId(message: Record<string, unknown>, kind: string): string {
  const id = optionalId(message, kind);
  if (id === undefined) throw invalid(kind, 'invocationId', 'is required');
  return id;
}

/** The target and arguments every invocation must carry, and its stream ids (text, when present). */
function callParts(message: Record<string, unknown>, kind: string) {
  const { target, streamIds } = message;
  if (typeof target !== 'string' || target === '') throw invalid(kind, 'target', 'must be a non-empty string');
  if (!Array.isArray(message.arguments)) throw invalid(kind, 'arguments', 'must be an array');
  if (streamIds !== undefined && streamIds !== null) {
    if (!Array.isArray(streamIds) || !streamIds.every((id) => typeof id === 'string')) {
      throw invalid(kind, 'streamIds', 'must be an array of strings');
    }
  }
  return { target, arguments: message.arguments as unknown[], streamIds: (streamIds ?? []) as string[] };
}

/**
 * A parsed record as a message the hub may act on, by the shape the SignalR hub protocol gives each type; a
 * ProtocolError (the connection is closed) for anything else, so that no later step meets a field of the wrong kind.
 */
export function readMessage(message: Record<string, unknown>): ClientMessage {
  const { type } = message;
  if (type === undefined) throw new ProtocolError("Missing required property 'type'.");
  if (typeof type !== 'number' || !Number.isInteger(type)) throw new ProtocolError("'type' must be an integer.");
  switch (type) {
    case INVOCATION: {
      const invocationId = optionalId(message, 'invocation');
      return { type: 'invocation', invocationId, ...callParts(message, 'invocation') };
    }
    case STREAM_INVOCATION: {
      const invocationId = requiredId(message, 'stream invocation');
      callParts(message, 'stream invocation');
      return { type: 'streamInvocation', invocationId };
    }
    case COMPLETION:
      requiredId(message, 'completion');
      return { type: 'ignored' };
    case CANCEL_INVOCATION:
      requiredId(message, 'cancel invocation');
      return { type: 'ignored' };
    case PING:
      return { type: 'ignored' };
    case CLOSE_MESSAGE:
      return { type: 'close' };
    case STREAM_ITEM:
      throw new ProtocolError('Streams from the client are not supported.');
    default:
      throw new ProtocolError(`Unknown message type ${type}.`);
  }
}

import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';

/** The encodings a client accepts (Accept-Encoding), in the server's preference: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

/** A JSON answer serialised once, with each compressed form made the first time a client asks for it. */
export interface PreparedAnswer {
  json: string;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

export function prepareAnswer(body: unknown): PreparedAnswer {
  return { json: JSON.stringify(body), encoded: {} };
}

/**
 * Sends a prepared answer in the encoding the client takes. The Content-Encoding it sets tells @fastify/compress
 * that the answer is compressed already. `brotliQuality`: an answer compressed once for many clients can afford
 * more than the per-request quality.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  brotliQuality: number,
): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } })
      : gzipSync(answer.json);
  return reply.header('content-encoding', encoding).send(answer.encoded[encoding]);
}

/**
 * The most recently used prepared answers of a pure lookup, keyed by what determines them, at most `maxEntries`
 * (a Map keeps insertion order: a hit moves its key to the end, and the first key is the least recently used).
 */
export class RecentAnswers {
  private readonly answers = new Map<string, PreparedAnswer>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.answers.size;
  }

  get(key: string, build: () => unknown): PreparedAnswer {
    let answer = this.answers.get(key);
    if (answer) this.answers.delete(key);
    else {
      answer = prepareAnswer(build());
      if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value as string);
    }
    this.answers.set(key, answer);
    return answer;
  }
}

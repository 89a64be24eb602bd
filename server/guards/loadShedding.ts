import fastifyUnderPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, GENERIC_ERROR_MESSAGE } from '../lib/errors';

/** Seconds a shed client is asked to wait: a few samples, long enough for a lag to clear. */
export const SHED_RETRY_AFTER_SECONDS = 5;
/** Samples in a row over the limit before shedding starts. */
const SUSTAINED_SAMPLES = 2;

/**
 * When the event loop lags (the process has more work than it can do), new requests are answered at once with
 * 503, a Retry-After and the spec's error shape, rather than queueing until every caller times out together.
 * Only a sustained lag sheds: one long pause (the embedded database opening, a garbage collection) shows up as a
 * single bad sample and is let through, so a busy machine's tests and a fresh start are not turned away.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number; sampleIntervalMs: number },
): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  let samplesOverLimit = 0;

  /** under-pressure sends what its handler returns (its types say void; its code sends any non-null value). */
  function shed(request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) {
    if (samplesOverLimit < SUSTAINED_SAMPLES) return undefined;
    request.log.warn({ type, value }, 'shedding load');
    reply.status(503).header('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
    return errorBody(GENERIC_ERROR_MESSAGE);
  }

  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    pressureHandler: shed as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
  const watch = setInterval(() => {
    samplesOverLimit = app.memoryUsage().eventLoopDelay > options.maxEventLoopDelayMs ? samplesOverLimit + 1 : 0;
  }, options.sampleIntervalMs);
  watch.unref();
  app.addHook('onClose', async () => clearInterval(watch));
}

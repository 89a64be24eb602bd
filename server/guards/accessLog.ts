import { write, writeSync } from 'node:fs';

/** Log text waiting beyond this is dropped (and the drop counted in the log) rather than held without bound. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;
const STDOUT = 1;
/**
 * Lines wait at most this long before they are handed to the thread pool together: one write (and one thread-pool
 * wake-up) per 20 ms rather than per turn of the event loop, which under load is one per few requests (the flush was
 * about 4% of a quote's CPU in the profile when run per turn).
 */
const FLUSH_DELAY_MS = 20;

let pending: Buffer[] = [];
let pendingBytes = 0;
let dropped = 0;
let flushScheduled = false;
let writing = false;

function take(): Buffer {
  if (dropped) {
    pending.push(
      Buffer.from(`${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines dropped` })}\n`),
    );
    dropped = 0;
  }
  const text = Buffer.concat(pending);
  pending = [];
  pendingBytes = 0;
  return text;
}

function schedule(delayMs: number): void {
  if (flushScheduled) return;
  flushScheduled = true;
  if (delayMs) setTimeout(flush, delayMs).unref();
  else setImmediate(flush);
}

function flush(): void {
  flushScheduled = false;
  if (writing || !pending.length) return;
  const text = take();
  writing = true;
  write(STDOUT, text, 0, text.length, null, (error, written) => {
    writing = false;
    const busy = (error as NodeJS.ErrnoException | null)?.code === 'EAGAIN';
    const rest = error ? (busy ? text : null) : text.subarray(written);
    if (rest?.length) {
      pending.unshift(rest);
      pendingBytes += rest.length;
    }
    if (pending.length) schedule(busy ? 10 : FLUSH_DELAY_MS);
  });
}

/**
 * Standard output for the log, written off the event loop: the lines of up to 20 ms are joined and handed to the
 * thread pool in one write, instead of one blocking write per line (the log's writes were a tenth to a quarter of
 * a cheap answer's time in the profile, most of it waiting on the pipe or file). Lines still waiting when the
 * process exits (also after an uncaught error) are written then; a SIGKILL loses at most the last 20 ms or so.
 */
export const batchedStdout = {
  write(line: string): void {
    if (pendingBytes > MAX_PENDING_BYTES) {
      dropped += 1;
      return;
    }
    const buffer = Buffer.from(line);
    pending.push(buffer);
    pendingBytes += buffer.length;
    schedule(FLUSH_DELAY_MS);
  },
};

process.on('exit', () => {
  if (!pending.length) return;
  try {
    writeSync(STDOUT, take());
  } catch {
    // Nowhere left to report it.
  }
});

// The embedded database on a thread of its own (server/db/pgliteThread.ts). PGlite runs Postgres as WebAssembly and
// executes each statement synchronously: on the API's thread, every statement stopped the event loop (a quote's
// insert, a booking's five statements, the dispatcher's tick). Here it runs beside it, on the machine's other core.
// Plain JavaScript so that the compiled API, `tsx` and the tests can all start it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, startParams } = workerData;
const pg = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...startParams] });

/** What a refusal carries across: Postgres's fields (code, detail, constraint…) that callers read. */
function describe(error) {
  const fields = { message: String(error?.message ?? error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
    }
  }
  return fields;
}

async function run(message) {
  switch (message.op) {
    case 'query':
      return (await pg.query(message.sql, message.params)).rows;
    case 'exec':
      await pg.exec(message.sql);
      return null;
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown database operation ${message.op}`);
  }
}

// As on the API's thread (server/idleCollection.ts): once statements stop for a second, a full collection gives back
// the heap a load left, when it holds at least 8 MB more than the last collection left.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
const heapUsed = () => getHeapStatistics().used_heap_size;
let servedSinceCollection = false;
let lastMessageAt = 0;
collect();
let leftByLast = heapUsed();
setInterval(() => {
  if (!servedSinceCollection || performance.now() - lastMessageAt < 1000) return;
  leftByLast = Math.min(leftByLast, heapUsed());
  if (heapUsed() - leftByLast < 8 * 2 ** 20) return;
  servedSinceCollection = false;
  collect();
  leftByLast = heapUsed();
}, 250).unref();

// Statements arrive in the order the API sent them and PGlite runs them one at a time in that order.
parentPort.on('message', (message) => {
  servedSinceCollection = true;
  lastMessageAt = performance.now();
  run(message).then(
    (rows) => parentPort.postMessage({ id: message.id, rows }),
    (error) => parentPort.postMessage({ id: message.id, error: describe(error) }),
  );
});

pg.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: describe(error) }),
);

// How the compiled API (dist-server/main.js) is run by npm start, by the bench and by the start-up test: the V8
// settings that bear on its resident memory (README budget: 250 MB). docs/bench.md ("The API's memory") has the
// measurements behind each one, and the settings measured and not taken.

/** Node/V8 flags for the API process. */
export const API_NODE_FLAGS = [
  // PGlite's Postgres is WebAssembly: V8 recompiles its hot functions with TurboFan on background threads, and each
  // compilation's working memory (up to about 70 MB at once at start, heaptrack) comes from malloc, which keeps it
  // once freed. One compilation at a time instead of one per thread lowers that peak.
  '--wasm-num-compilation-tasks=1',
  // V8 sizes its heap limit from the machine's memory (4 GB on this 24 GB machine) and, with so large a limit, lets
  // the heap grow to several times its live data between full collections (heapTotal 165-205 MB after the bench's
  // load for about 45 MB live). Its growth factor shrinks with the limit: at 512 MB (a quarter of a 2 GB machine,
  // what V8 would pick there itself) the heap stayed under 100 MB through the same load. Ten times the live data is
  // left as headroom.
  '--max-old-space-size=512',
  // The young generation: two semi-spaces, both resident once a load has filled them (collections never give them
  // back), and since the embedded database has a thread of its own (server/db/pgliteThread.ts) there are two young
  // generations, one per isolate. At 4 MB each the API held about 230 MB after the bench's load instead of 252-258
  // (`node bench/memory.mjs`: the bench's four loads, then /proc/PID/smaps), at the
  // same server CPU per quote in a paired run (531 vs 564 us, median of 4 rounds; docs/bench.md).
  '--max-semi-space-size=4',
];

/**
 * Environment for the API process. glibc raises its mmap threshold each time a large block is freed (up to 32 MB),
 * after which large blocks (zlib and brotli state, scrypt's, TurboFan's) come from the thread arenas and stay
 * resident once freed; a fixed threshold keeps blocks over 128 KB in their own mappings, returned when freed.
 * glibc also gives each thread that mallocs an arena of its own, up to eight per core (libuv's four workers, V8's
 * compiler and GC threads, the database thread), each keeping its freed memory: two arenas held about 10 MB less
 * after the bench's load (anonymous 1-16 MB mappings 37 -> 20 MB, the main heap 10 -> 20; `node bench/memory.mjs`).
 */
export const API_ENV = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' };

/** The API's environment: `env` with API_ENV's settings unless `env` sets them itself. */
export function apiProcessEnv(env) {
  return { ...API_ENV, ...env };
}

/** The arguments of `node` that run the API bundle. */
export function apiProcessArgs(bundle) {
  return [...API_NODE_FLAGS, bundle];
}

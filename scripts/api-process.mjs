// How the compiled API (dist-server/main.js) is run by npm start, by the bench and by the start-up test: the V8
// settings that bear on its resident memory (README budget: 250 MB). docs/bench.md ("The API's memory") has the
// measurements behind each one, and the settings measured and not taken.

/** Node/V8 flags for the API process. */
export const API_NODE_FLAGS = [
  // PGlite's Postgres is WebAssembly: V8 recompiles its hot functions with TurboFan on background threads, and each
  // compilation's working memory (up to about 70 MB at once at start, heaptrack) comes from malloc, which keeps it
  // once freed. One compilation at a time instead of one per thread lowers that peak.
  '--wasm-num-compilation-tasks=1',
];

/** The arguments of `node` that run the API bundle. */
export function apiProcessArgs(bundle) {
  return [...API_NODE_FLAGS, bundle];
}

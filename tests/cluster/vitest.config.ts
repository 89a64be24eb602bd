import { defineConfig } from 'vitest/config';

// The cluster's fault tests (docs/server.md, "Several API processes"): one file, one cluster of three API processes
// on a throwaway Postgres behind HAProxy, started once for all its tests (npm test runs it beside the unit tests).
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

const src = fileURLToPath(new URL('./src', import.meta.url));

// A busy test machine's event-loop lag is not the API's overload: servers started by tests (in process or spawned)
// do not shed requests with 503; the load-shedding guard's own tests set their limit explicitly. Every simulated
// customer of a test comes from 127.0.0.1, so the rate limits are a hundred times the operator's (RATE_LIMIT_FACTOR);
// the limits' own tests (server/guards) set the factor back to 1.
const serverTestEnv = { MAX_EVENT_LOOP_DELAY_MS: '0', RATE_LIMIT_FACTOR: '100' };

/**
 * Unit tests written as .ts that need window, document or web storage: they run in jsdom with the component tests.
 * A new one fails in the `unit` project with "window is not defined" or the like: add it here (or name it .test.tsx).
 */
const domUnitTests = [
  'src/adapters/maps/**/*.contract.test.ts',
  'src/adapters/sdk/bingMaps.test.ts',
  'src/adapters/places/**/*.contract.test.ts',
  'src/adapters/storage/storage.test.ts',
  'src/app/model/earlyClicks.test.ts',
  'src/config/embedded.test.ts',
  'src/design-system/model/sanitizeHtml.test.ts',
  'src/design-system/styles/cascadeLayers.test.ts',
  'src/design-system/styles/styleCache.test.ts',
  'src/features/booking/state/actions.test.ts',
];

/**
 * DOM tests that need a module graph and a jsdom of their own: module mocks (vi.mock, stubbed globals), or state
 * their modules keep between files (a loaded SDK, a store, a timer). Every other DOM test shares its worker's modules
 * and jsdom with the worker's other files (the `unit-dom` project). A DOM test that passes alone and fails in
 * `unit-dom` belongs here, or should leave nothing behind.
 */
const isolatedDomTests = [
  'src/adapters/maps/MapPlaceholder.test.tsx',
  'src/adapters/maps/MapView.test.tsx',
  'src/adapters/payments/paypal/paypal.test.tsx',
  'src/adapters/payments/stripe/stripe.test.tsx',
  'src/adapters/places/bing/bing.contract.test.ts',
  'src/adapters/places/google/google.contract.test.ts',
  'src/adapters/storage/storage.test.ts',
  'src/app/model/earlyClicks.test.ts',
  'src/design-system/components/Field/FormField.test.tsx',
  // It empties the document's head, and with it the style tags the worker's shared Emotion cache keeps inserting into.
  'src/design-system/styles/prerenderedStyles.test.tsx',
  'src/design-system/styles/cascadeLayers.test.ts',
  'src/features/account/components/AddressBookView.test.tsx',
  'src/features/account/components/SignInDialog.test.tsx',
  'src/features/account/components/SignInDialog.languages.test.tsx',
  'src/features/tracking/components/TrackingView.test.tsx',
  'src/shared/read/LoadState.test.tsx',
];

/**
 * A DOM test types, opens dialogs and waits for Chakra's transitions; in the full run it shares the two cores with
 * the e2e suite's browsers, where a test that takes 1.5 s alone took 8 to 30 s and Vitest's 5 s default failed
 * tests that were only slow (CI of 2026-11-27). What the tests wait for is unchanged: only the ceiling is.
 */
const DOM_TEST_TIMEOUT = 60_000;

export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    globals: true,
    // Vitest's default leaves one core idle (2 cores: one worker, every file in turn); the server files spend much
    // of their time waiting on a Postgres process or a child API, so a worker per core ran the suite in 230 s, not 357.
    maxWorkers: Math.max(2, availableParallelism()),
    // In CI a failed test runs once more, as the e2e suite's do (playwright.config.ts): in the full run the unit and
    // server tests share two cores with the browsers, and each of the last three runs failed one different test that
    // waited on a stalled event loop (an idle timer, a hub's close, a dialog's transition), each passing alone. A
    // test that fails twice still fails the run; the retry is listed in the report as a flaky test to look at.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        // Pure logic (models, formats, schemas) in plain Node, the files of a worker sharing one module graph:
        // importing luxon, yup and the app's modules again for each file, in a jsdom made for each file, cost about
        // 95 s of CPU for these files where this costs about 13. A file here must not rely on module state that
        // another file left behind (none of them keeps any: each builds its stores itself).
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: domUnitTests,
          environment: 'node',
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        // Components, and the .ts tests that need a browser's globals, the files of a worker sharing one module
        // graph and one jsdom (the setup file unmounts what each test rendered): importing React, Chakra and the
        // app's modules again, in a jsdom made again, for each file was most of this project's CPU time.
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['src/**/*.test.tsx', ...domUnitTests],
          exclude: isolatedDomTests,
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./src/test/setup.ts', './src/test/setupDom.ts'],
          testTimeout: DOM_TEST_TIMEOUT,
        },
      },
      {
        // The DOM tests that need modules and a jsdom of their own (isolatedDomTests).
        extends: true,
        test: {
          name: 'unit-dom-isolated',
          include: isolatedDomTests,
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts', './src/test/setupDom.ts'],
          testTimeout: DOM_TEST_TIMEOUT,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database; sharing the module graph (fastify, PGlite's compiled
          // WebAssembly) across a worker's files took the pass from about 179 s of CPU to 124.
          isolate: false,
          env: serverTestEnv,
          // One migrated and one seeded PGlite database built for the run, copied by each test file (testDatabase.ts).
          globalSetup: ['./server/db/pglite.globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        // The same server tests again on a real Postgres the pass starts and stops itself, one database per test
        // file (server/db/postgres.globalSetup.ts); server/domain and server/gateways hold pure logic, tested once.
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['server/**/*.test.ts'],
          exclude: ['server/domain/**', 'server/gateways/**'],
          environment: 'node',
          isolate: false,
          env: serverTestEnv,
          globalSetup: ['./server/db/postgres.globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
        },
      },
    ],
  },
});

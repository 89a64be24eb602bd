// Lint: TypeScript rules, React hooks, no import cycles (type-only imports count), and the import direction of
// DESIGN.md rule 1 as zones on resolved paths for src/ and server/ (scripts/eslint/boundaries.js, proved by
// tests/lint/), and no folder under src/ that the zones do not know.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaryZones, serverZones } from './scripts/eslint/boundaries.js';
import { house } from './scripts/eslint/house.js';

/**
 * Folders whose every user-facing text comes from the message catalogs (docs/languages.md): a literal a person
 * would read fails lint here. A folder (or a single file, for a folder translated in parts) joins the list when it
 * is translated.
 */
const TRANSLATED_FOLDERS = [
  'src/app/shell',
  'src/app/language',
  'src/design-system',
  'src/templates',
  'src/app/home',
  'src/app/pages/LegalPage.tsx',
  'src/app/pages/PageLoading.tsx',
  'src/app/pages/QuickBookingInvalidPage.tsx',
  'src/features/tracking',
  'src/features/booker',
  'src/app/pages/TrackingPage.tsx',
  'src/app/pages/CommissionPage.tsx',
  'src/app/pages/InvoicePage.tsx',
  'src/features/booking',
  // The operator console: its frame and every section of its form.
  'src/app/operator',
  'src/features/operator',
  'src/features/flights',
  'src/features/payment',
  'src/app/pages/PaymentPage.tsx',
  'src/app/pages/TicketPage.tsx',
  'src/app/pages/BookingInfoPage.tsx',
  'src/app/pages/BookingPage.tsx',
  'src/app/pages/QuickBookingPage.tsx',
  'src/app/pages/DashboardPage.tsx',
  'src/app/pages/PageFrame.tsx',
  'src/shared',
  'src/features/account',
  // Its words; the policy, cancel-payment and refund notes its models (bookingActions, cancelRefund) give are still English.
  'src/app/pages/AddressBookPage.tsx',
  'src/app/pages/BookingDetailPage.tsx',
  'src/app/pages/ChangePasswordPage.tsx',
  'src/app/pages/ConfirmPasswordPage.tsx',
  'src/app/pages/ProfilePage.tsx',
  'src/app/pages/ResetPasswordPage.tsx',
  'src/app/pages/BookingHistoryPage.tsx',
];

const root = import.meta.dirname;

/** A string or template that starts a SQL statement: the text of a query, wherever it is run from. */
const sqlText = (message) => [
  { selector: 'Literal[value=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/]', message },
  { selector: 'TemplateElement[value.raw=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/]', message },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      // The API compiled ahead of time (scripts/build-server.mjs).
      'dist-*/**',
      'storybook-static/**',
      'node_modules/**',
      'tests/adapters/.harness-dist/**',
      'bench/.tmp/**',
      'test-results/**',
      'test-results-adapters/**',
      'test-results-storybook/**',
      'playwright-report/**',
      'playwright-report-storybook/**',
      // Files that break the rules on purpose; tests/lint/boundaries.test.ts lints them as if they sat in src/.
      'tests/lint/fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, house },
    settings: {
      // Without this, import-x reads no .ts/.tsx module at all and no-cycle silently finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      'house/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Server layers (docs/server.md): a route speaks HTTP (schema, session, status) and runs no SQL; statements live in
    // server/stores, transactions in server/services. Proved by tests/lint/fixtures/route-runs-sql*.ts.
    files: ['server/routes/**'],
    ignores: ['server/routes/**/*.test.ts', 'server/routes/**/*.testkit.ts', 'server/routes/**/*TestHelpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|exec|transaction)$/]:not([callee.object.regex])',
          message: 'Routes run no SQL: call a service (server/services) or a store (server/stores).',
        },
        ...sqlText('Routes run no SQL: statements belong in a store (server/stores).'),
      ],
    },
  },
  {
    // Pure rules (docs/server.md): server/domain runs no SQL and holds no database, store or service, so every rule
    // there is tested without a database. Proved by tests/lint/fixtures/domain-*.ts. A pattern's `exec` is allowed:
    // only a call on a database (`db`, `tx`) counts.
    files: ['server/domain/**'],
    ignores: ['server/domain/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|transaction)$/]',
          message: 'Rules run no SQL: statements belong in a store (server/stores), use cases in server/services.',
        },
        {
          selector: 'CallExpression[callee.property.name="exec"][callee.object.name=/^(db|tx)$/i]',
          message: 'Rules run no SQL: statements belong in a store (server/stores), use cases in server/services.',
        },
        ...sqlText('Rules run no SQL: statements belong in a store (server/stores).'),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db', '**/db/*', '**/stores/*', '**/services/*'],
              allowTypeImports: true,
              message: 'Rules take their data as arguments: a store or service calls them, never the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the server imports from src/ runs under Node without the app's '@/' alias (the cluster's server, tests'
    // child processes): those modules import each other by relative path.
    files: ['src/api/wire/**', 'src/shared/format/**', 'src/i18n/**'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*'], message: 'The server imports this module: import by relative path.' }] },
      ],
    },
  },
  {
    // The only object that configures these rules, so no later object can replace (and drop) a zone.
    files: ['src/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      'house/lazy-providers': ['error', { root }],
      'house/known-folders': ['error', { root }],
    },
  },
  {
    // The reference API imports the wire contract and the shared formatting of src/, nothing else. Its own object:
    // no file is in both server/ and src/, so neither replaces the other's zones.
    files: ['server/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones() }] },
  },
  {
    files: TRANSLATED_FOLDERS.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**/*.{ts,tsx}`)),
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: { 'house/no-literal-text': 'error' },
  },
);

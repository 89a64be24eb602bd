// Lint: TypeScript rules, React hooks, no import cycles, and the import direction of DESIGN.md rule 1:
// app -> templates -> features -> design-system, adapters' public entry, api, config.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = ['booking', 'flights', 'payment', 'account', 'booker', 'tracking'];
const layer = (name) => [`@/${name}`, `@/${name}/*`, `**/${name}/*`];

/** Lower layers never import upper ones. */
const direction = [
  { files: ['src/templates/**'], banned: [...layer('app')], why: 'templates sit below the app' },
  {
    files: ['src/shared/**'],
    banned: [...layer('app'), ...layer('templates'), ...layer('features')],
    why: 'the shared kernel never reaches up into features, templates or the app',
  },
  {
    files: ['src/design-system/**', 'src/api/**', 'src/config/**', 'src/adapters/**'],
    banned: [...layer('app'), ...layer('templates'), ...layer('features'), ...layer('shared')],
    why: 'shared layers never reach up into the shared kernel, features, templates or the app',
  },
  {
    files: ['src/api/**'],
    banned: [...layer('design-system'), ...layer('config'), ...layer('shared')],
    why: 'the wire contract stands alone',
  },
];

/** Features meet only in templates and routes: none imports another. Outsiders use a feature's index only. */
const featureIsolation = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
  banned: [
    ...layer('app'),
    ...layer('templates'),
    ...features
      .filter((f) => f !== feature)
      .flatMap((f) => [
        `@/features/${f}`,
        `@/features/${f}/*`,
        `**/features/${f}/**`,
        `../${f}`,
        `../${f}/*`,
        `../../${f}`,
        `../../${f}/*`,
      ]),
  ],
  why: 'features sit below templates and the app, and never import each other',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'tests/adapters/.harness-dist/**',
      'bench/.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...[...direction, ...featureIsolation].map(({ files, banned, why }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: banned, message: `Import direction (DESIGN.md rule 1): ${why}.` }] },
      ],
    },
  })),
  {
    files: ['src/features/**', 'src/templates/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^@\\/features\\/[^/]+\\/.+/]',
          message: "Import a feature through its public index ('@/features/name'), never its internals.",
        },
        {
          selector:
            'ImportDeclaration[source.value=/^@\\/adapters\\/[^/]+\\/(maplibre|google|bing|stripe|paypal|sandbox|signalr)/]',
          message: 'Vendor adapters load through their adapter index with import(), never directly (DESIGN.md rule 4).',
        },
      ],
    },
  },
);

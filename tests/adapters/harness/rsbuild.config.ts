import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A page that mounts the real maplibre adapter, built the way the app is built, for tests/adapters/maps.spec.ts. */
export default defineConfig({
  root: repositoryRoot,
  plugins: [pluginReact()],
  source: { entry: { index: './tests/adapters/harness/index.tsx' } },
  html: { title: 'Map adapter harness' },
  output: { distPath: { root: 'tests/adapters/.harness-dist' }, cleanDistPath: true, minify: false, sourceMap: false },
  performance: { printFileSize: false },
  tools: { rspack: { ignoreWarnings: [/Critical dependency/] } },
});

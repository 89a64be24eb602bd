// Builds the bare React + Chakra reference page into bench/.tmp/bare (production mode, same bundler and
// chunk strategy as the app, so the comparison is like for like).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  plugins: [pluginReact()],
  source: { entry: { index: path.join(here, 'index.jsx') } },
  html: { title: 'Bare React + Chakra', meta: { viewport: 'width=device-width, initial-scale=1' } },
  output: {
    target: 'web',
    distPath: { root: path.resolve(here, '..', '.tmp', 'bare') },
    cleanDistPath: true,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});

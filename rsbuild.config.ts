import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.tsx' } },
  html: { template: './src/index.html', title: 'London Transfers' },
  output: { distPath: { root: 'dist/web' }, cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  server: { proxy: { '/api': apiTarget, '/healthz': apiTarget } },
  tools: {
    rspack: {
      // maplibre's worker URL is resolved at run time; rspack's warning about it costs seconds per build.
      ignoreWarnings: [/Critical dependency/],
    },
  },
});

import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// BUILD_DIR lets parallel work trees of one checkout build without overwriting each other (default dist).
const buildDir = process.env.BUILD_DIR || 'dist';
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [pluginReact()],
  resolve: { alias: { '@': './src' } },
  environments: {
    web: {
      source: { entry: { index: './src/index.tsx' } },
      html: { template: './src/index.html' },
      output: { target: 'web', distPath: { root: `${buildDir}/web` } },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
    },
    // A client site's booking frame (docs/embedding.md): a build of its own, under /frame/, so the booking page's
    // chunks are exactly what they would be without it; pages asked for with ?embed= get its page (server/routes/spa.ts).
    frame: {
      source: { entry: { frame: './src/frame.tsx' } },
      html: { template: './src/index.html' },
      output: { target: 'web', distPath: { root: `${buildDir}/web/frame` }, assetPrefix: '/frame/' },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
    },
    // The prerenderer (DESIGN 6), loaded by the server at start to render the booking page with the operator's configuration.
    ssr: {
      source: { entry: { 'entry-server': './src/entry-server.tsx' } },
      output: {
        target: 'node',
        module: true,
        distPath: { root: `${buildDir}/ssr` },
        filename: { js: '[name].js' },
      },
    },
  },
  output: { cleanDistPath: true },
  server: { proxy: { '/api': apiTarget, '/healthz': apiTarget } },
  tools: {
    rspack: {
      // maplibre's worker URL is resolved at run time; rspack's warning about it costs seconds per build.
      ignoreWarnings: [/Critical dependency/],
    },
  },
});

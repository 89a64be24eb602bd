import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { Compiler } from '@rspack/core';

// BUILD_DIR lets parallel work trees of one checkout build without overwriting each other (default dist).
const buildDir = process.env.BUILD_DIR || 'dist';
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * Writes `chunk-groups.json` beside the app: for each named lazy chunk (a page, a template: the names in their
 * `import()` comments), the script files it needs beyond the initial ones. The server preloads a page's own files
 * beside the initial scripts, so hydration never waits for a second round of downloads (server/routes/spa.ts).
 */
class ChunkGroupsManifest {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsManifest', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const initial = new Set(compilation.entrypoints.get('index')?.getFiles() ?? []);
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue;
            groups[name] = group
              .getFiles()
              .filter((file) => file.endsWith('.js') && !initial.has(file))
              .map((file) => `/${file}`);
          }
          compilation.emitAsset('chunk-groups.json', new sources.RawSource(JSON.stringify(groups, null, 1)));
        },
      );
    });
  }
}

export default defineConfig({
  plugins: [pluginReact()],
  resolve: { alias: { '@': './src' } },
  environments: {
    web: {
      source: { entry: { index: './src/index.tsx' } },
      html: { template: './src/index.html' },
      output: { target: 'web', distPath: { root: `${buildDir}/web` } },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
      tools: { rspack: { plugins: [new ChunkGroupsManifest()] } },
    },
    // A client site's booking frame (docs/embedding.md): a build of its own, under /frame/, so the booking page's
    // chunks are exactly what they would be without it; pages asked for with ?embed= get its page (server/routes/spa.ts).
    frame: {
      source: { entry: { frame: './src/frame.tsx' } },
      html: { template: './src/index.html' },
      output: { target: 'web', distPath: { root: `${buildDir}/web/frame` }, assetPrefix: '/frame/' },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
    },
    // The operator console and its preview frames (issue 31): a build of its own, under /operator/, so the booking
    // page's scripts carry nothing of it; /operator and pages asked for with ?operatorpreview get its page.
    operator: {
      source: { entry: { operator: './src/operator.tsx' } },
      html: { template: './src/index.html' },
      output: { target: 'web', distPath: { root: `${buildDir}/web/operator` }, assetPrefix: '/operator/' },
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

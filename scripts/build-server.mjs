#!/usr/bin/env node
// Compiles the API (server/main.ts and what it imports, src/ included) ahead of time into dist-server/main.js, so
// `npm start` runs plain JavaScript: no TypeScript loader at run time (tsx held about 60 MB and slowed the start).
// esbuild is the compiler tsx itself runs on. Packages stay external (loaded from node_modules as before).
//
//   node scripts/build-server.mjs          build (also part of `npm run build`)
//   import { ensureServerBuilt } from ...   build only when a source it was built from changed (scripts/start.mjs)
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const serverBundle = path.join(root, 'dist-server', 'main.js');
const inputsFile = path.join(root, 'dist-server', 'inputs.json');
const entry = path.join(root, 'server', 'main.ts');

/**
 * Modules find their data beside their source (migrations, seeds, the operator file) through `import.meta.url`.
 * In one bundle every module would share the bundle's URL, so each module's `import.meta.url` becomes its source
 * file's URL, resolved from the bundle's own location (the checkout can move). The entry keeps the bundle's URL:
 * it only derives the repository root from it, which is the same one level up from both.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (args.path === entry || !source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(serverBundle), args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  const started = Date.now();
  const result = await esbuild.build({
    entryPoints: [entry],
    // Split where the API imports a module dynamically (the payment gateways), so that a chunk's packages are only
    // loaded when it is: one file would import every package at start. Chunks sit beside main.js, so each module's
    // import.meta.url below resolves the same from either.
    outdir: path.dirname(serverBundle),
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceUrls],
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input));
  writeFileSync(inputsFile, JSON.stringify(inputs));
  return { seconds: (Date.now() - started) / 1000, inputs: inputs.length };
}

/** True when there is no bundle, or a source it was built from (or this script) is newer or gone. */
export function serverBundleIsStale() {
  if (!existsSync(serverBundle) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(serverBundle).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(inputsFile, 'utf8')), fileURLToPath(import.meta.url)];
  return inputs.some((input) => !existsSync(input) || statSync(input).mtimeMs > builtAt);
}

export async function ensureServerBuilt() {
  if (serverBundleIsStale()) await buildServer();
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const { seconds, inputs } = await buildServer();
  console.log(`Built ${path.relative(root, serverBundle)} from ${inputs} sources in ${seconds.toFixed(1)} s`);
}

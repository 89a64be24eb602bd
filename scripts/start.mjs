#!/usr/bin/env node
// npm start: build the app if its sources changed since the last build, compile the API ahead of time if its
// sources changed (scripts/build-server.mjs), then serve app and API on one port from plain JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessArgs, apiProcessEnv } from './api-process.mjs';
import { ensureServerBuilt, serverBundle } from './build-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'dist');
const builtMarker = path.join(buildDir, 'ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === '1') return false;
  if (!existsSync(path.join(buildDir, 'web/index.html')) || !existsSync(builtMarker)) return true;
  const sources = Math.max(newestMtime(path.join(root, 'src')), statSync(path.join(root, 'rsbuild.config.ts')).mtimeMs);
  return sources > statSync(builtMarker).mtimeMs;
}

if (needsBuild()) {
  console.log('Building the app…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // Always a production build: under NODE_ENV=test (the e2e web server) rsbuild would emit an unminified bundle that reads `process`.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Even with SKIP_BUILD: a stale API bundle would serve other code than the checkout's (it compiles in well under 1 s).
await ensureServerBuilt();

const server = spawn(process.execPath, apiProcessArgs(serverBundle), {
  cwd: root,
  stdio: 'inherit',
  env: apiProcessEnv({ NODE_ENV: 'production', ...process.env }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// The web app's build as npm start and npm run cluster make it: only when its sources changed since the last build
// (or it is missing), always in production mode. SKIP_BUILD=1 serves whatever build there is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(buildDir) {
  if (process.env.SKIP_BUILD === '1') return false;
  const builtMarker = path.join(buildDir, 'ssr/entry-server.js');
  if (!existsSync(path.join(buildDir, 'web/index.html')) || !existsSync(builtMarker)) return true;
  const sources = Math.max(newestMtime(path.join(root, 'src')), statSync(path.join(root, 'rsbuild.config.ts')).mtimeMs);
  return sources > statSync(builtMarker).mtimeMs;
}

/** Builds the app into `buildDir` when needed; exits the process when the build fails. */
export function ensureAppBuilt(buildDir) {
  if (!needsBuild(buildDir)) return;
  console.log('Building the app…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // Always a production build: under NODE_ENV=test (the e2e web server) rsbuild would emit an unminified bundle that reads `process`.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

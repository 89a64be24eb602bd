// The two pages measured: the app (built only when needed) and the bare React + Chakra reference page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bareDir, benchDir, log, root, round, run } from './common.mjs';

const RSBUILD = path.join(root, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');

/** Builds the app with `rsbuild build` when asked (`--build`) or when there is no build yet. */
export async function buildApp({ force }) {
  // BUILD_DIR (default dist) as rsbuild.config.ts and the server read it.
  const buildDir = process.env.BUILD_DIR || 'dist';
  const needed = force || !existsSync(path.join(root, buildDir, 'web', 'index.html'));
  if (!needed) {
    log(`app: using the existing ${buildDir}/ (pass --build to rebuild)`);
    return { built: false, ok: true };
  }
  log('app: building (rsbuild build)…');
  const started = Date.now();
  const { code, out } = await run(process.execPath, [RSBUILD, 'build'], { env: { NODE_ENV: 'production' } });
  if (code !== 0) {
    console.error(out.split('\n').slice(-25).join('\n'));
    log(`app: BUILD FAILED; figures for /booking.html use whatever ${buildDir}/ holds, if anything`);
    return { built: false, ok: false };
  }
  log(`app: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return { built: true, ok: true, seconds: round((Date.now() - started) / 1000, 1) };
}

/** Builds bench/bare into bench/.tmp/bare with the app's bundler settings; throws when it cannot. */
export async function buildBare() {
  log('bare page: building bench/bare → bench/.tmp/bare…');
  const { code, out } = await run(
    process.execPath,
    [RSBUILD, 'build', '-c', path.join(benchDir, 'bare', 'rsbuild.config.mjs')],
    {
      env: { NODE_ENV: 'production' },
    },
  );
  if (code !== 0 || !existsSync(path.join(bareDir, 'index.html'))) {
    console.error(out.split('\n').slice(-25).join('\n'));
    throw new Error('the bare reference page failed to build');
  }
}

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDirectory } from './staticServer';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const harnessDist = fileURLToPath(new URL('./.harness-dist', import.meta.url));

/** Builds the harness page with the app's bundler (so the worker URL and CSS split are the real ones) and serves it. */
export default async function globalSetup() {
  execFileSync('npx', ['rsbuild', 'build', '-c', 'tests/adapters/harness/rsbuild.config.ts'], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { server, url } = await serveDirectory(harnessDist);
  // Workers start after global setup and inherit its environment.
  process.env.MAP_HARNESS_URL = url;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

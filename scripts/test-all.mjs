#!/usr/bin/env node
// npm test: every suite in order, stopping at none, so one run shows everything that fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const suites = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'unit and server', cmd: bin('vitest'), args: ['run'] },
  { name: 'build', cmd: bin('rsbuild'), args: ['build'] },
  { name: 'e2e', cmd: bin('playwright'), args: ['test'], env: { SKIP_BUILD: '1' } },
  {
    name: 'map adapter in Chromium',
    cmd: bin('playwright'),
    args: ['test', '-c', 'tests/adapters/playwright.config.ts'],
  },
  { name: 'storybook build', cmd: bin('storybook'), args: ['build', '-o', 'storybook-static', '--quiet'] },
  { name: 'storybook a11y', cmd: bin('playwright'), args: ['test', '-c', 'tests/storybook/playwright.config.ts'] },
];

const only = process.argv.slice(2);
const results = [];
for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${suite.name}`);
  const run = spawnSync(suite.cmd, suite.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...suite.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ name: suite.name, ok: run.status === 0, seconds });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// npm test: every suite, stopping at none, so one run shows everything that fails. The first suites are independent
// and each mostly single-threaded (tsc, eslint, prettier, the Storybook build, the app's build), so they run
// together on the machine's cores; each suite's output is printed as it finishes. The heavy suites (vitest,
// Playwright) spread over the cores themselves; a lighter one that does not depend on them runs beside them where
// they leave a core waiting.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const runStarted = Date.now();

const stage1 = ['typecheck', 'lint', 'format', 'storybook build', 'build'];

// Each suite starts once the suites it `waits` for have ended (whatever their result), so a suite never starts
// beside more work than the machine's two cores had when the stages ran one after the other.
const suites = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'storybook build', cmd: bin('storybook'), args: ['build', '-o', 'storybook-static', '--quiet'] },
  // The app's build for the e2e suite (which runs with SKIP_BUILD): nothing here needs it before the e2e stage, and
  // beside the others it fills the core that tsc's long single-threaded tail leaves idle, where as a stage of its
  // own it held both cores' work back by its whole time.
  { name: 'build', cmd: bin('rsbuild'), args: ['build'] },
  // Unit tests, and the server tests twice: on PGlite and on a Postgres the run starts (vitest.config.ts). They
  // keep the two cores about 85% busy (their server files wait on Postgres and child APIs), and the browser checks
  // of the design system keep them about 60% busy: side by side, each fills the other's idle time (measured with
  // the run's CPU time in a cgroup: 299 + 54 CPU-seconds over 262 + 45 s when they ran one after the other).
  { name: 'unit and server', cmd: bin('vitest'), args: ['run'], waits: stage1 },
  // Three API processes on a throwaway Postgres behind HAProxy, under faults (tests/cluster, docs/server.md).
  { name: 'cluster', cmd: bin('vitest'), args: ['run', '-c', 'tests/cluster/vitest.config.ts'], waits: stage1 },
  {
    name: 'map adapter in Chromium',
    cmd: bin('playwright'),
    args: ['test', '-c', 'tests/adapters/playwright.config.ts'],
    waits: stage1,
  },
  // Every story in both brands, shown once for both checks: axe, then its picture against tests/storybook/visual/
  // (docs/design-system.md, "Visual review").
  {
    name: 'storybook a11y and visual',
    cmd: bin('playwright'),
    args: ['test', '-c', 'tests/storybook/playwright.config.ts'],
    waits: stage1,
  },
  // The e2e suite keeps both cores about 90% busy on its own. It starts when the browser suites and the cluster
  // have ended, beside vitest's last part: vitest alone leaves about 40% of the cores idle (its server files wait
  // on Postgres and child APIs, and its last files run on one worker), which the e2e suite's start fills; the
  // machine then carries no more than it did at the start of vitest's stage (docs/testing.md, "Where the time
  // goes").
  {
    name: 'e2e',
    cmd: bin('playwright'),
    args: ['test'],
    env: { SKIP_BUILD: '1' },
    waits: [...stage1, 'cluster', 'map adapter in Chromium', 'storybook a11y and visual'],
  },
];

/** Runs one suite; alone it prints as it goes, beside others it keeps its output until it ends. */
function run(suite, alone) {
  const started = Date.now();
  // When each suite starts, in seconds from the run's start: the overlap of the suites is read off a CI log.
  console.log(`--- ${suite.name} starts at ${((started - runStarted) / 1000).toFixed(0)} s`);
  if (alone) console.log(`\n=== ${suite.name}`);
  return new Promise((resolve) => {
    const child = spawn(suite.cmd, suite.args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...suite.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (ok) => {
      if (!alone) {
        console.log(`\n=== ${suite.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: suite.name, ok, seconds: ((Date.now() - started) / 1000).toFixed(0) });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('exit', (code) => done(code === 0));
  });
}

const only = process.argv.slice(2);
const chosen = suites.filter((suite) => !only.length || only.some((o) => suite.name.includes(o)));
const names = new Set(chosen.map((suite) => suite.name));
const results = [];
const ended = new Map();
/** A suite's run, started once every suite it waits for (of those chosen) has ended. */
const runOf = (suite) => {
  if (!ended.has(suite.name)) {
    const waits = (suite.waits ?? []).filter((name) => names.has(name));
    ended.set(
      suite.name,
      Promise.all(waits.map((name) => runOf(chosen.find((s) => s.name === name)))).then(() =>
        run(suite, chosen.length === 1).then((result) => {
          results.push(result);
          return result;
        }),
      ),
    );
  }
  return ended.get(suite.name);
};
await Promise.all(chosen.map(runOf));

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(
  `suites: ${results.length - failed} passed, ${failed} failed, ${((Date.now() - runStarted) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);

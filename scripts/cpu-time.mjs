#!/usr/bin/env node
// CPU time of one command and everything it starts (Chromium's processes and the API servers included, which
// Playwright kills rather than waits for, so /usr/bin/time misses them): the command runs in a cgroup of its own
// (cgroup v1 `cpuacct`, root only), whose counter every descendant adds to. On a machine shared with other runs,
// wall time moves with their load; this figure moves little, so changes to the suites are compared by it.
//   node scripts/cpu-time.mjs npx playwright test tests/e2e/shell.spec.ts
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/cpu-time.mjs <command> [args...]');
  process.exit(2);
}
const group = `/sys/fs/cgroup/cpuacct/cpu-time-${process.pid}`;
mkdirSync(group);
const read = (file) => readFileSync(`${group}/${file}`, 'utf8').trim();

const started = Date.now();
// The shell joins the group before it becomes the command, so nothing the command starts escapes the count.
const child = spawn('sh', ['-c', `echo $$ > ${group}/cgroup.procs && exec "$@"`, 'sh', command, ...args], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => {
  const wall = (Date.now() - started) / 1000;
  const seconds = (ns) => (Number(ns) / 1e9).toFixed(1);
  const stat = Object.fromEntries(
    read('cpuacct.stat')
      .split('\n')
      .map((line) => line.split(' ')),
  );
  const hz = 100;
  console.error(
    `cpu-time: ${seconds(read('cpuacct.usage'))} CPU-s (user ${(stat.user / hz).toFixed(1)}, system ` +
      `${(stat.system / hz).toFixed(1)}) over ${wall.toFixed(1)} s wall; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  // Processes left behind (a daemon the command did not stop) keep the group; move them out so it can go.
  for (const pid of read('cgroup.procs').split('\n').filter(Boolean)) {
    try {
      writeFileSync('/sys/fs/cgroup/cpuacct/cgroup.procs', pid);
    } catch {
      // gone meanwhile
    }
  }
  try {
    rmdirSync(group);
  } catch {
    // still busy: harmless, an empty group costs nothing
  }
  process.exit(code ?? (signal ? 1 : 0));
});
// Stopped, it stops everything the command started (npx and Playwright do not pass a signal on to their children).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of read('cgroup.procs').split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), signal);
      } catch {
        // gone meanwhile
      }
    }
  });
}

#!/usr/bin/env node
// npm run visual:accept: makes the current look of every story the reviewed one. Builds Storybook, rewrites the
// baselines of tests/storybook/visual/ whose pictures changed (and writes those of new stories), and deletes the
// baselines of stories that are gone. Review the pictures in `git diff` (or the report of the failing run) before
// committing them: this command accepts whatever the stories show now.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args) => {
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return status ?? 1;
};

if (!process.argv.includes('--no-build')) {
  const built = run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']);
  if (built !== 0) process.exit(built);
}

// `changed`: a picture within the threshold is left as it is, so accepting one change does not rewrite the rest.
const status = run(bin('playwright'), [
  'test',
  '-c',
  'tests/storybook/playwright.config.ts',
  '--project=stories',
  '--update-snapshots=changed',
  '--retries=0',
]);

const index = JSON.parse(readFileSync(path.join(root, 'storybook-static/index.json'), 'utf8'));
const ids = new Set(Object.values(index.entries).map((entry) => entry.id));
const baselines = path.join(root, 'tests/storybook/visual');
for (const brand of existsSync(baselines) ? readdirSync(baselines) : []) {
  for (const file of readdirSync(path.join(baselines, brand))) {
    if (!ids.has(file.replace(/\.png$/, ''))) {
      rmSync(path.join(baselines, brand, file));
      console.log(`removed ${brand}/${file}: no such story`);
    }
  }
}
process.exit(status);

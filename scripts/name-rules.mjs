#!/usr/bin/env node
// The rules-named codemod: rewrites every comment that cites the product spec by a bare section number into the
// rule's short name and its id in docs/rules.md, e.g. `the sign-in hand-off rule (rules: sign-in-handoff)`. Only
// comments change (found by the TypeScript parser, scripts/rules/comments.mjs), never strings or code, and the
// result is the same on every run: a rewritten comment cites no number, so a second run changes nothing.
//
//   node scripts/name-rules.mjs          rewrite, and print the counts before and after
//   node scripts/name-rules.mjs --check  only count; exit 1 when any comment still cites a number
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, sourceFiles } from './rules/citations.mjs';
import { rewriteText } from './rules/rewrite.mjs';

function run({ write }) {
  let citations = 0;
  let comments = 0;
  let files = 0;
  for (const file of sourceFiles()) {
    const full = path.join(root, file);
    const result = rewriteText(file, readFileSync(full, 'utf8'));
    if (result.comments === 0) continue;
    files++;
    comments += result.comments;
    citations += result.citations;
    if (write) writeFileSync(full, result.text);
  }
  return { citations, comments, files };
}
const check = process.argv.includes('--check');
const before = run({ write: !check });
const describe = (n) => `${n.citations} citations of spec numbers in ${n.comments} comments of ${n.files} files`;
if (check) {
  console.log(describe(before));
  process.exit(before.citations > 0 ? 1 : 0);
}
console.log(`before: ${describe(before)}`);
console.log(`after: ${describe(run({ write: false }))}`);

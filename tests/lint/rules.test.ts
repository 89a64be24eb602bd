// Rules are named, not numbered (docs/rules.md): a comment that cites the product spec by a bare section number
// points nowhere a reader can follow, and a cited rule id must be a row of the table. The fixtures in rules-fixtures/
// prove the check catches both, and that strings and JSX text are never read as comments.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf, root, ruleTable, sourceFiles } from '../../scripts/rules/citations.mjs';
import { rewriteText } from '../../scripts/rules/rewrite.mjs';

interface Finding {
  file: string;
  problem: string;
}

const table = ruleTable();

/** What the check finds in one file: bare spec numbers, and rule ids docs/rules.md does not have. */
function findings(file: string, text: string): Finding[] {
  return commentsOf(file, text).flatMap((comment) => [
    ...comment.citations.map((c) => ({ file, problem: `cites a spec number: "${c.text.trim()}"` })),
    ...comment.ids
      .filter((id) => !table.has(id))
      .map((id) => ({ file, problem: `cites no rule of docs/rules.md: ${id}` })),
  ]);
}

const fixture = (name: string) => {
  const file = `tests/lint/rules-fixtures/${name}`;
  return { file, text: readFileSync(path.join(root, file), 'utf8') };
};

describe('the check on its fixtures', () => {
  it('finds the bare spec numbers in comments, and not the ones in strings, JSX text or measures', () => {
    const { file, text } = fixture('cites-a-number.ts');
    expect(findings(file, text).map((f) => f.problem)).toEqual([
      'cites a spec number: "spec 4.7"',
      'cites a spec number: "Spec 5.1"',
    ]);
  });

  it('finds a rule id that docs/rules.md does not list', () => {
    const { file, text } = fixture('cites-an-unknown-rule.ts');
    expect(findings(file, text).map((f) => f.problem)).toEqual(['cites no rule of docs/rules.md: no-such-rule']);
  });

  it('passes a comment that names its rule', () => {
    const { file, text } = fixture('names-its-rules.ts');
    expect(findings(file, text)).toEqual([]);
  });
});

describe('the rules-named codemod (scripts/name-rules.mjs)', () => {
  it('rewrites the comments into rule names and ids, and leaves strings and code as they were', () => {
    const { file, text } = fixture('cites-a-number.ts');
    const result = rewriteText(file, text, table);
    expect(result.citations).toBe(2);
    expect(result.text).toContain(
      '/** After sign-in the booking goes on to its target (the sign-in hand-off rule, rules: sign-in-handoff). */',
    );
    expect(result.text).toContain(
      '// The phone digits rule (rules: phone-digits): a phone number never starts with 0.',
    );
    expect(result.text).toContain("'See spec 4.7 in the product document.'");
    expect(result.text).toContain("'<p>spec 4.7 // 2.5 km</p>'");
    expect(findings(file, result.text)).toEqual([]);
    expect(rewriteText(file, result.text, table).text).toBe(result.text);
  });
});

describe('the source', () => {
  const files = sourceFiles();

  it('has docs/rules.md rows with a name for every rule', () => {
    expect(table.size).toBeGreaterThan(50);
    for (const [id, name] of table) expect(name, id).not.toBe('');
  });

  it('cites no spec number in a comment, and only rule ids that docs/rules.md lists', () => {
    const found = files.flatMap((file) => findings(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found.map((f) => `${f.file}: ${f.problem}`)).toEqual([]);
  });
});

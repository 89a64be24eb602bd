// A boundary nobody can prove is a boundary nobody has: each fixture breaks one import rule of DESIGN.md (rules 1
// and 4), of the server's (it imports only the wire and the shared formatting of src/) or of the folders (none under
// src/ that the rules do not know), and is linted with the project's own ESLint configuration as if it sat at its
// `lint-as` path in src/ or server/. Removing a zone or rule from scripts/eslint/ makes its fixture fail here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

interface Fixture {
  name: string;
  lintAs: string;
  /** The rule that must report, or undefined for a fixture that must lint clean. */
  rule?: string;
  /** Words of the zone's message, so the intended zone (not another one) is the one that caught it. */
  says?: string;
  code: string;
}

function header(code: string, key: string): string | undefined {
  return code.match(new RegExp(`^// ${key}: (.+)$`, 'm'))?.[1].trim();
}

function readFixture(name: string): Fixture {
  const code = readFileSync(path.join(fixtures, name), 'utf8');
  const lintAs = header(code, 'lint-as');
  const expect = header(code, 'expect');
  if (!lintAs || !expect)
    throw new Error(`${name} needs "// lint-as: src/... or server/..." and "// expect: <rule>|nothing" lines`);
  return { name, lintAs, code, rule: expect === 'nothing' ? undefined : expect, says: header(code, 'says') };
}

const all = readdirSync(fixtures).sort().map(readFixture);
const breaking = all.filter((fixture) => fixture.rule);
const clean = all.filter((fixture) => !fixture.rule);

// no-unresolved makes a fixture that imports a moved or deleted module fail loudly instead of passing for nothing.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });

async function lint(fixture: Fixture): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(fixture.code, { filePath: path.join(root, fixture.lintAs) });
  return result.messages;
}

const describeMessages = (messages: Linter.LintMessage[]) =>
  messages.map((m) => `${m.line}:${m.column} ${m.ruleId ?? 'fatal'}: ${m.message}`).join('\n') || '(no messages)';

/** The folders that exist now, so every feature's and every adapter kind's own zone is proved, not just one. */
const foldersIn = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Some module inside `dir` other than its index (and not a test, fake or the operator search), as an import path. */
function internalModuleOf(dir: string): string | undefined {
  const file = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .sort()
    .find((f) => /\.tsx?$/.test(f) && f !== 'index.ts' && !/\.(test|stories)\.|^(fake|operator)\//.test(f));
  return file && `${dir.replace(/^src\//, '@/')}/${file.replace(/\.tsx?$/, '')}`;
}

const features = foldersIn('src/features');
const adapterInternals = foldersIn('src/adapters').flatMap((kind) => {
  const internal = internalModuleOf(`src/adapters/${kind}`);
  return internal ? [{ kind, internal }] : [];
});

const generated: Fixture[] = [
  ...features.map((feature) => ({
    name: `${feature} importing every other feature`,
    lintAs: `src/features/${feature}/probe.ts`,
    rule: 'import-x/no-restricted-paths',
    says: 'features never import each other',
    code: features
      .filter((other) => other !== feature)
      .map((other) => `export * as ${other} from '@/features/${other}';\n`)
      .join(''),
  })),
  ...features.map((feature) => ({
    name: `a template importing ${feature}'s internals`,
    lintAs: 'src/templates/probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: `Import a feature through its public index ('@/features/${feature}')`,
    code: `export * as internals from '${internalModuleOf(`src/features/${feature}`)}';\n`,
  })),
  ...adapterInternals.map(({ kind, internal }) => ({
    name: `a feature importing the ${kind} adapter's internals`,
    lintAs: 'src/features/probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: `Use an adapter through its public index ('@/adapters/${kind}')`,
    code: `export * as internals from '${internal}';\n`,
  })),
];

describe('import boundaries (DESIGN.md rules 1 and 4, the server, the folders of src/)', () => {
  it('has a fixture for every rule it proves and a clean one', () => {
    expect(breaking.length).toBeGreaterThanOrEqual(8);
    expect(clean.length).toBeGreaterThanOrEqual(1);
  });

  it.each([...breaking, ...generated].map((fixture) => [fixture.name, fixture] as const))(
    'reports %s',
    async (_name, fixture) => {
      const messages = await lint(fixture);
      const unresolved = messages.filter((m) => m.ruleId === 'import-x/no-unresolved' || m.fatal);
      expect(unresolved, `the fixture itself is broken:\n${describeMessages(unresolved)}`).toEqual([]);
      const caught = messages.filter((m) => m.ruleId === fixture.rule && m.message.includes(fixture.says ?? ''));
      expect(
        caught,
        `expected ${fixture.rule} saying "${fixture.says}", got:\n${describeMessages(messages)}`,
      ).not.toEqual([]);
    },
  );

  it.each(clean.map((fixture) => [fixture.name, fixture] as const))('passes %s', async (_name, fixture) => {
    const messages = await lint(fixture);
    expect(describeMessages(messages)).toBe('(no messages)');
  });
});

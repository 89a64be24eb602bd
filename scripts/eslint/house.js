// Rules eslint-plugin-import-x has no option for, built on its own machinery (resolver, module graph), and the
// check that every folder under src/ is one the zones know.
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { resolve } from 'eslint-plugin-import-x/utils';
import { EAGER_ADAPTER_FOLDERS, SRC_FOLDERS } from './boundaries.js';
import { noLiteralText } from './noLiteralText.js';

const TYPE_KINDS = new Set(['type', 'typeof']);
const isTypeKind = (node) => TYPE_KINDS.has(node.importKind) || TYPE_KINDS.has(node.exportKind);

/** `import type {...}`, `export type {...} from`, or every specifier `type`: erased at build. */
function isTypeOnly(node) {
  return isTypeKind(node) || (node.specifiers?.length > 0 && node.specifiers.every(isTypeKind));
}

/** The same import or re-export with its type markers erased, so it counts as a runtime import. */
function asValueImport(node) {
  if (!node.source || !(isTypeKind(node) || node.specifiers?.some(isTypeKind))) return node;
  const erase = (n) => ({
    ...n,
    ...(n.importKind && { importKind: 'value' }),
    ...(n.exportKind && { exportKind: 'value' }),
  });
  return { ...erase(node), ...(node.specifiers && { specifiers: node.specifiers.map(erase) }) };
}

/** A parser that reads other modules with their type-only imports and re-exports counted as runtime ones. */
function countingTypeImports(parser) {
  const counted = (ast) => ({ ...ast, body: ast.body.map(asValueImport) });
  return {
    meta: { name: 'house/type-imports-count', version: '1' },
    ...(parser.parseForESLint && {
      parseForESLint: (code, options) => {
        const result = parser.parseForESLint(code, options);
        return { ...result, ast: counted(result.ast) };
      },
    }),
    ...(parser.parse && { parse: (code, options) => counted(parser.parse(code, options)) }),
  };
}

/**
 * import-x/no-cycle skips type-only imports, with no option to count them. A type cycle still ties two modules
 * together (neither can move or be split without the other), so this wraps that rule: the file being linted and
 * every module it walks are seen with `import type` read as `import`.
 */
const upstreamNoCycle = importX.rules['no-cycle'];
const noCycle = {
  meta: { ...upstreamNoCycle.meta, docs: { description: 'import-x/no-cycle, counting type-only imports too.' } },
  create(context) {
    const { parser } = context.languageOptions;
    const seenWithTypes = Object.create(context, {
      languageOptions: { value: { ...context.languageOptions, parser: countingTypeImports(parser) } },
    });
    const listeners = upstreamNoCycle.create(seenWithTypes);
    return Object.fromEntries(
      Object.entries(listeners).map(([selector, listener]) => [
        selector,
        (node, ...rest) => listener(asValueImport(node), ...rest),
      ]),
    );
  },
};

/** The vendor provider folder (src/adapters/<kind>/<provider>) a file lies in, if any. */
function providerFolderOf(file, root) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] !== 'src' || parts[1] !== 'adapters' || parts.length < 5) return undefined;
  if (EAGER_ADAPTER_FOLDERS.includes(parts[3])) return undefined;
  return parts.slice(0, 4).join('/');
}

/**
 * DESIGN.md rule 4: a provider folder (maplibre/, sandbox/, stripe/...) is loaded with import() by its adapter's
 * index, so an unused provider costs no bytes. A static import of one from outside it is reported; type-only
 * imports are fine (erased at build).
 */
const lazyProviders = {
  meta: {
    type: 'problem',
    docs: { description: 'Adapter provider folders are loaded with import(), never statically.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      static:
        'Load the provider folder {{folder}} with import() from its adapter index, never statically (DESIGN.md rule 4).',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const own = providerFolderOf(context.physicalFilename, root);
    const check = (node) => {
      if (!node.source || isTypeOnly(node)) return;
      const resolved = resolve(node.source.value, context);
      const folder = resolved && providerFolderOf(resolved, root);
      if (folder && folder !== own) context.report({ node: node.source, messageId: 'static', data: { folder } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * A file in a folder directly under src/ that SRC_FOLDERS (boundaries.js) does not name: no zone fences it in, so
 * it could import a feature's internals and be imported by the design system without a word from lint.
 */
const knownFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'Every folder directly under src/ has a place in the import direction.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      unknown:
        'src/{{folder}} is a folder the import rules do not know: put this file in one of {{known}}, or add the folder to SRC_FOLDERS in scripts/eslint/boundaries.js with its zones (docs/architecture.md).',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const parts = path.relative(root, context.physicalFilename).split(path.sep);
    const folder = parts[0] === 'src' && parts.length > 2 ? parts[1] : undefined;
    if (!folder || Object.hasOwn(SRC_FOLDERS, folder)) return {};
    const known = Object.keys(SRC_FOLDERS).join(', ');
    return { Program: (node) => context.report({ node, messageId: 'unknown', data: { folder, known } }) };
  },
};

export const house = {
  meta: { name: 'house' },
  rules: {
    'no-cycle': noCycle,
    'lazy-providers': lazyProviders,
    'known-folders': knownFolders,
    'no-literal-text': noLiteralText,
  },
};

// The comments of a TypeScript or JavaScript file, found by the TypeScript parser: never a string, a template, a
// regular expression or JSX text, so a rewrite of comments cannot change what the code does.
import ts from 'typescript';

const kindOf = (file) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.(m?js|cjs|jsx)$/.test(file) ? ts.ScriptKind.JSX : ts.ScriptKind.TS;

/** Every comment's [start, end) in the text, in order, without duplicates. */
export function commentRanges(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kindOf(file));
  const found = new Map();
  const jsxText = [];
  const add = (ranges) => ranges?.forEach((range) => found.set(range.pos, range.end));
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  // A `//` inside JSX text is text the user sees, not a comment.
  const inJsxText = (pos) => jsxText.some(([from, to]) => pos >= from && pos < to);
  return [...found.entries()]
    .filter(([pos]) => !inJsxText(pos))
    .map(([pos, end]) => ({ pos, end }))
    .sort((a, b) => a.pos - b.pos);
}

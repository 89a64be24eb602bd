/** Types of rewrite.mjs, for the check in tests/lint/rules.test.ts. */
export function rewriteText(
  file: string,
  text: string,
  table?: Map<string, string>,
): { text: string; comments: number; citations: number };

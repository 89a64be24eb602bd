/** Types of citations.mjs, for the check in tests/lint/rules.test.ts. */
export interface Citation {
  at: number;
  text: string;
  refs: string[];
  rules: string[];
  hasPrefix: boolean;
}
export interface SourceComment {
  pos: number;
  end: number;
  comment: string;
  citations: Citation[];
  ids: string[];
}
export const root: string;
export function ruleFor(ref: string, context: string): string;
export function citationsIn(comment: string): Citation[];
export function citedIds(comment: string): string[];
export function ruleTable(file?: string): Map<string, string>;
export function sourceFiles(): string[];
export function commentsOf(file: string, text: string): SourceComment[];

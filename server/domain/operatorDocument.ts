import { createHash } from 'node:crypto';
import { operatorConfigProblems } from './operatorConfig';

/**
 * The operator document as a versioned resource (issue 31, docs/configuration.md "The operator console"): the check
 * a save must pass, which is the very check the server loads the operator file with, and what the audit log records
 * of a change. Pure.
 */

/** One problem of a document: the field's dotted path ("configuration.brand.colors.brand.500") and what is wrong. */
export interface DocumentIssue {
  path: string;
  message: string;
}

/**
 * A path is the problem's first word when it names a field of the document (every problem of operatorConfigProblems
 * starts so); a message override's ends with a colon and its language may hold a hyphen ("messages.en-GB.common.x:").
 */
const PATH_START = /^([A-Za-z_$][\w$]*)((?:\.[\w$-]+|\[\d+\])*):?\s/;
const TOP_LEVEL = new Set([
  'configuration',
  'vehicleTypes',
  'prices',
  'tariff',
  'currencyRates',
  'promoCodes',
  'bookers',
  'limits',
  'messages',
]);

/** The operator file's problems (operatorConfigProblems) with the field each names; '' for the document as a whole. */
export function documentIssues(document: unknown): DocumentIssue[] {
  return operatorConfigProblems(document).map((message) => {
    const match = PATH_START.exec(message);
    return { path: match && TOP_LEVEL.has(match[1]) ? match[1] + match[2] : '', message };
  });
}

/** A field that changed between two versions, for the audit log. */
export interface DocumentChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The leaves that differ between two documents (an added or removed key is a change from or to undefined), in
 * document order, at most `limit` of them: the audit log says what changed without copying whole documents.
 */
export function documentChanges(before: unknown, after: unknown, limit = 200): DocumentChange[] {
  const changes: DocumentChange[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (changes.length >= limit) return;
    if (isPlainObject(a) && isPlainObject(b)) {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
      for (const key of keys) walk(a[key], b[key], path ? `${path}.${key}` : key);
    } else if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) walk(a[i], b[i], `${path}[${i}]`);
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      changes.push({ path, before: a ?? null, after: b ?? null });
    }
  };
  walk(before, after, '');
  return changes;
}

/** The operator file's identity in the database: a changed text is a new version, the same text on another process is not. */
export function fileHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The If-Match header's version: a bare number ("3") or an entity tag ('"3"', 'W/"3"'), as GET's ETag gives it.
 * Undefined when absent or not a version.
 */
export function ifMatchVersion(header: string | undefined): number | undefined {
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec((header ?? '').trim());
  return match ? Number(match[1]) : undefined;
}

import type { Db } from '../db';
import type { DocumentChange } from '../domain/operatorDocument';

/** The operator document's versions and the audit log (migration 019; docs/configuration.md "The operator console"). */

export type VersionSource = 'file' | 'console' | 'rollback';

export interface VersionSummary {
  version: number;
  source: VersionSource;
  /** For a rollback: the version it published again. */
  restoredVersion: number | null;
  author: string | null;
  createdAt: string;
}

export interface StoredVersion {
  version: number;
  document: unknown;
}

export interface AuditEntry {
  version: number;
  action: string;
  actor: string | null;
  changes: DocumentChange[];
  createdAt: string;
}

const asJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The number of the version every process serves: one indexed read, cheap enough to ask every half second. */
export async function latestVersionNumber(db: Db): Promise<number> {
  const { rows } = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM operator_documents');
  return Number(rows[0]?.version ?? 0);
}

export async function documentVersion(db: Db, version: number): Promise<StoredVersion | undefined> {
  const { rows } = await db.query<{ version: number; document: unknown }>(
    'SELECT version, document FROM operator_documents WHERE version = $1',
    [version],
  );
  return rows[0] && { version: Number(rows[0].version), document: asJson(rows[0].document) };
}

export async function latestDocument(db: Db): Promise<StoredVersion | undefined> {
  const { rows } = await db.query<{ version: number; document: unknown }>(
    'SELECT version, document FROM operator_documents ORDER BY version DESC LIMIT 1',
  );
  return rows[0] && { version: Number(rows[0].version), document: asJson(rows[0].document) };
}

/** The file's hash of the newest version the operator file published, if any. */
export async function latestFileHash(db: Db): Promise<string | undefined> {
  const { rows } = await db.query<{ file_hash: string | null }>(
    `SELECT file_hash FROM operator_documents WHERE source = 'file' ORDER BY version DESC LIMIT 1`,
  );
  return rows[0]?.file_hash ?? undefined;
}

/** Every version, newest first, with who published it and when (not the documents). */
export async function versionHistory(db: Db, limit = 100): Promise<VersionSummary[]> {
  const { rows } = await db.query<{
    version: number;
    source: VersionSource;
    restored_version: number | null;
    author_email: string | null;
    created_at: unknown;
  }>(
    `SELECT version, source, restored_version, author_email, created_at FROM operator_documents
     ORDER BY version DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    version: Number(row.version),
    source: row.source,
    restoredVersion: row.restored_version === null ? null : Number(row.restored_version),
    author: row.author_email,
    createdAt: iso(row.created_at),
  }));
}

export interface NewVersion {
  version: number;
  document: unknown;
  source: VersionSource;
  fileHash?: string;
  restoredVersion?: number;
  author?: { id: number; email: string };
  createdAt: Date;
}

/**
 * Inserts a version; the primary key refuses a second insert of the same number (two saves on one version), which
 * surfaces as Postgres's unique violation for the caller to answer.
 */
export async function insertVersion(db: Db, row: NewVersion): Promise<void> {
  await db.query(
    `INSERT INTO operator_documents (version, document, source, file_hash, restored_version, author_id, author_email, created_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8)`,
    [
      row.version,
      JSON.stringify(row.document),
      row.source,
      row.fileHash ?? null,
      row.restoredVersion ?? null,
      row.author?.id ?? null,
      row.author?.email ?? null,
      row.createdAt.toISOString(),
    ],
  );
}

export async function insertAudit(
  db: Db,
  entry: {
    version: number;
    action: string;
    actor?: { id: number; email: string };
    changes: DocumentChange[];
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit (version, action, actor_id, actor_email, changes, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      entry.version,
      entry.action,
      entry.actor?.id ?? null,
      entry.actor?.email ?? null,
      JSON.stringify(entry.changes),
      entry.at.toISOString(),
    ],
  );
}

export async function auditLog(db: Db, limit = 100): Promise<AuditEntry[]> {
  const { rows } = await db.query<{
    version: number;
    action: string;
    actor_email: string | null;
    changes: unknown;
    created_at: unknown;
  }>('SELECT version, action, actor_email, changes, created_at FROM operator_audit ORDER BY id DESC LIMIT $1', [limit]);
  return rows.map((row) => ({
    version: Number(row.version),
    action: row.action,
    actor: row.actor_email,
    changes: asJson(row.changes) as DocumentChange[],
    createdAt: iso(row.created_at),
  }));
}

/** True when the signed-in account is an operator (operator_accounts). */
export async function isOperatorAccount(db: Db, customerId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM operator_accounts WHERE customer_id = $1', [customerId]);
  return rows.length > 0;
}

export async function accountEmail(db: Db, customerId: number): Promise<string> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [customerId]);
  return rows[0]?.email ?? '';
}

/** Any fixed number: the advisory lock that puts one publisher at a time on the document (saves, rollbacks, file changes). */
const PUBLISH_LOCK = 318_400_031;

/** Holds the publish lock until the caller's transaction ends. */
export async function lockPublishing(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK]);
}

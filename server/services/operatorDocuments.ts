import type { Db } from '../db';
import { documentChanges } from '../domain/operatorDocument';
import {
  documentVersion,
  insertAudit,
  insertVersion,
  latestDocument,
  latestFileHash,
  lockPublishing,
  type VersionSource,
} from '../stores/operatorDocuments';

/**
 * Publishing a version of the operator document (issue 31): one transaction under the publish lock writes the new
 * version and its audit row, so a crash leaves the old document or the new one with its audit, never half; every
 * API process serves the newest version within half a second (server/services/liveOperatorConfig.ts).
 */

/** Someone published since the version the caller read (the operator document versions rule, rules: document-versions): answered 412. */
export class VersionConflict extends Error {
  constructor(readonly current: number) {
    super(`version ${current} is newer than the one this change was made on`);
    this.name = 'VersionConflict';
  }
}

export class UnknownVersion extends Error {
  constructor(readonly version: number) {
    super(`there is no version ${version}`);
    this.name = 'UnknownVersion';
  }
}

export interface Actor {
  id: number;
  email: string;
}

interface Publication {
  document: unknown;
  source: VersionSource;
  /** The version the change was made on; absent for the operator file, whose change always wins. */
  expected?: number;
  actor?: Actor;
  fileHash?: string;
  restoredVersion?: number;
  now: Date;
}

async function publish(tx: Db, publication: Publication): Promise<number> {
  await lockPublishing(tx);
  const previous = await latestDocument(tx);
  const current = previous?.version ?? 0;
  if (publication.expected !== undefined && publication.expected !== current) throw new VersionConflict(current);
  const version = current + 1;
  await insertVersion(tx, {
    version,
    document: publication.document,
    source: publication.source,
    fileHash: publication.fileHash,
    restoredVersion: publication.restoredVersion,
    author: publication.actor,
    createdAt: publication.now,
  });
  await insertAudit(tx, {
    version,
    action: publication.source === 'rollback' ? `rollback to ${publication.restoredVersion}` : publication.source,
    actor: publication.actor,
    changes: documentChanges(previous?.document, publication.document),
    at: publication.now,
  });
  return version;
}

/** A console save on `expected` (the If-Match version): the new version's number, or VersionConflict. */
export function saveDocument(
  db: Db,
  change: { document: unknown; expected: number; actor: Actor; now: Date },
): Promise<number> {
  return db.transaction((tx) => publish(tx, { ...change, source: 'console' }));
}

/** Publishes an older version's document again as a new version (Undo), on `expected` like a save. */
export function rollbackDocument(
  db: Db,
  change: { to: number; expected?: number; actor: Actor; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const old = await documentVersion(tx, change.to);
    if (!old) throw new UnknownVersion(change.to);
    return publish(tx, {
      document: old.document,
      source: 'rollback',
      restoredVersion: change.to,
      expected: change.expected,
      actor: change.actor,
      now: change.now,
    });
  });
}

/**
 * The operator file rule (rules: operator-file): the file seeds version 1, and a file whose content changed since the last version it
 * published becomes a new version by "file". Every process checks its file; the hash under the lock makes the first
 * one publish and the others find it done. True when it published.
 */
export function publishFileIfChanged(db: Db, file: { document: unknown; hash: string; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPublishing(tx);
    if ((await latestFileHash(tx)) === file.hash) return false;
    await publish(tx, { document: file.document, source: 'file', fileHash: file.hash, now: file.now });
    return true;
  });
}

import type { Db } from '../db';
import {
  atMostEvery,
  loadOperatorConfig,
  operatorConfigProblems,
  type OperatorConfig,
  type OperatorConfigStore,
} from '../domain/operatorConfig';
import { fileHash } from '../domain/operatorDocument';
import { latestDocument, latestVersionNumber } from '../stores/operatorDocuments';
import { publishFileIfChanged } from './operatorDocuments';

interface Logger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** How often at most the file and the database's version number are checked; a change shows within this time. */
const RECHECK_MS = 500;

/**
 * The operator document every request reads: the newest version in the database (issue 31). The operator file
 * still works as before (a broken file stops the start; an edit applies within half a second, a broken edit is
 * logged and ignored), because a changed file is published as a new version. Each process asks the database for
 * the newest version's number at most every half second, so a save through any process of a cluster reaches all.
 */
export async function liveOperatorConfig(
  db: Db,
  filePath: string,
  options: { log?: Logger; recheckMs?: number; now?: () => Date } = {},
): Promise<OperatorConfigStore> {
  const { log, recheckMs = RECHECK_MS } = options;
  const now = options.now ?? (() => new Date());
  // The file's own loader checks it whenever asked: this store decides how often.
  const file = await loadOperatorConfig(filePath, { log, recheckMs: 0 });
  let fileVersionSeen = 0;
  let current: OperatorConfig = await file.get();
  let version = 0;

  async function syncFile(): Promise<void> {
    const document = await file.get();
    if (file.version === fileVersionSeen) return;
    fileVersionSeen = file.version;
    const published = await publishFileIfChanged(db, {
      document,
      hash: fileHash(JSON.stringify(document)),
      now: now(),
    });
    if (published) log?.info({ file: filePath }, 'operator file published as a new version');
  }

  async function loadNewest(): Promise<void> {
    const newest = await latestVersionNumber(db);
    if (newest === version) return;
    const stored = await latestDocument(db);
    if (!stored) return;
    const problems = operatorConfigProblems(stored.document);
    // Saved versions passed this check; one refused now was saved by an older server whose check was looser.
    if (problems.length) {
      log?.warn(
        { version: stored.version, problems },
        'operator document version not taken; keeping the last good one',
      );
    } else {
      current = stored.document as OperatorConfig;
      log?.info({ version: stored.version }, 'operator document version taken');
    }
    version = stored.version;
  }

  async function refresh(): Promise<void> {
    try {
      await syncFile();
      await loadNewest();
    } catch (error) {
      log?.warn({ err: (error as Error).message }, 'operator document not refreshed; keeping the last good one');
    }
  }

  // At start a database error is an error: the process must not serve with a document it could not publish.
  await syncFile();
  await loadNewest();
  const fresh = atMostEvery(recheckMs, refresh);

  return {
    path: filePath,
    get version() {
      return version;
    },
    async get() {
      await fresh();
      return current;
    },
  };
}

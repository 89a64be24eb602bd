import type { Db } from '../db';
import type { WireLicenceChange } from '../../src/api/wire/licenceCheck';
import type { WireClientLicence } from '../../src/api/wire/operator';
import { findLicence, saveLicence, withdrawLicence, type LicenceRow } from '../stores/licences';
import { insertAudit, latestVersionNumber } from '../stores/operatorDocuments';
import type { Actor } from './operatorDocuments';

/**
 * The client licences the operator console edits (issue 31): each change and its audit row in one transaction, the
 * audit row under the document version published when it changed (who, when, what changed).
 */

/** A licence row as the console reads it: the switches its booking frame applies. */
export function wireLicence(row: LicenceRow): WireClientLicence {
  return {
    trackingcode: row.trackingcode,
    parentdomain: row.parentdomain,
    bookingpageurl: row.bookingpageurl,
    revoked: row.revoked,
    expires: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    switches: {
      ...(row.template ? { template: row.template } : {}),
      ...(row.brand ? { brand: typeof row.brand === 'string' ? JSON.parse(row.brand) : row.brand } : {}),
      paymentsoff: row.payments_off
        ? row.payments_off
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean)
        : [],
    },
  };
}

async function auditLicence(tx: Db, actor: Actor, before: LicenceRow | undefined, after: LicenceRow, now: Date) {
  const was = before ? wireLicence(before) : undefined;
  const is = wireLicence(after);
  const fields = ['parentdomain', 'revoked', 'switches'] as const;
  await insertAudit(tx, {
    version: await latestVersionNumber(tx),
    action: `licence ${after.trackingcode}`,
    actor,
    changes: fields
      .filter((field) => JSON.stringify(was?.[field]) !== JSON.stringify(is[field]))
      .map((field) => ({ path: `licences.${after.trackingcode}.${field}`, before: was?.[field], after: is[field] })),
    at: now,
  });
}

/** Adds or changes a client site's licence (checked by the caller with licenceProblems); the licence as stored. */
export function changeLicence(
  db: Db,
  edit: { code: string; change: WireLicenceChange; actor: Actor; now: Date },
): Promise<WireClientLicence> {
  const { change } = edit;
  return db.transaction(async (tx) => {
    const before = await findLicence(tx, edit.code);
    await saveLicence(tx, {
      trackingcode: before?.trackingcode ?? edit.code,
      parentdomain: change.parentdomain.trim(),
      template: change.template || null,
      brand: Object.keys(change.brand).length ? change.brand : null,
      paymentsOff: change.paymentsoff.join(','),
    });
    const after = (await findLicence(tx, edit.code))!;
    await auditLicence(tx, edit.actor, before, after, edit.now);
    return wireLicence(after);
  });
}

/** Withdraws a client site's licence; false when there is none by that code. */
export function withdrawLicenceAs(db: Db, edit: { code: string; actor: Actor; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await findLicence(tx, edit.code);
    if (!before || !(await withdrawLicence(tx, before.trackingcode))) return false;
    await auditLicence(tx, edit.actor, before, { ...before, revoked: true }, edit.now);
    return true;
  });
}

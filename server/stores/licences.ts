/** The licences table (the licence host rule, rules: licence-host): which client sites may embed the booking app, and with which switches. */
import type { Db } from '../db';

export interface LicenceRow {
  trackingcode: string;
  parentdomain: string;
  baseurl: string;
  bookingpageurl: string;
  expires_at: Date | string | null;
  revoked: boolean;
  brand: LicenceBrand | null;
  template: string | null;
  payments_off: string;
}

/** A client's brand over the operator's (docs/embedding.md): a palette (50..950) and a logo, each optional. */
export interface LicenceBrand {
  palette?: Record<string, string>;
  logoUrl?: string;
  logoAlt?: string;
}

export async function findLicence(db: Db, trackingcode: string): Promise<LicenceRow | undefined> {
  const { rows } = await db.query<LicenceRow>(
    `SELECT trackingcode, parentdomain, baseurl, bookingpageurl, expires_at, revoked, brand, template, payments_off
     FROM licences WHERE lower(trackingcode) = lower($1)`,
    [trackingcode.trim()],
  );
  return rows[0];
}

/** The demo licence's base URL: where the app is served. A scalar query, so other statements can embed it. */
export const APP_BASE_URL_SQL = "SELECT baseurl FROM licences WHERE trackingcode = 'DEMO'";

export const trimBaseUrl = (baseurl: string | null | undefined): string => (baseurl ?? '').replace(/\/+$/, '');

/** Where the app is served (the demo licence's base URL), for links in mail; empty when unknown. */
export async function appBaseUrl(db: Db): Promise<string> {
  const { rows } = await db.query<{ baseurl: string }>(APP_BASE_URL_SQL);
  return trimBaseUrl(rows[0]?.baseurl);
}

/** Every client site's licence, for the operator console (issue 31): newest tracking codes last. */
export async function allLicences(db: Db): Promise<LicenceRow[]> {
  const { rows } = await db.query<LicenceRow>(
    `SELECT trackingcode, parentdomain, baseurl, bookingpageurl, expires_at, revoked, brand, template, payments_off
     FROM licences ORDER BY trackingcode LIMIT 500`,
  );
  return rows;
}

/** A licence as the console edits it (issue 31): its domains and the overrides its booking frame applies. */
export interface LicenceEdit {
  trackingcode: string;
  parentdomain: string;
  template: string | null;
  brand: LicenceBrand | null;
  paymentsOff: string;
}

/**
 * Creates or changes a client site's licence; a withdrawn one saved again works again. A new licence's pages are
 * served from where the app is (the demo licence's base URL), as the seeded client sites' are.
 */
export async function saveLicence(db: Db, edit: LicenceEdit): Promise<void> {
  const base = await appBaseUrl(db);
  await db.query(
    `INSERT INTO licences (trackingcode, parentdomain, baseurl, bookingpageurl, brand, template, payments_off, revoked)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, false)
     ON CONFLICT (trackingcode) DO UPDATE SET parentdomain = EXCLUDED.parentdomain, brand = EXCLUDED.brand,
       template = EXCLUDED.template, payments_off = EXCLUDED.payments_off, revoked = false`,
    [
      edit.trackingcode,
      edit.parentdomain,
      `${base}/`,
      `${base}/booking.html`,
      edit.brand ? JSON.stringify(edit.brand) : null,
      edit.template,
      edit.paymentsOff,
    ],
  );
}

/** Withdraws a licence: its client's pages stop booking at once; the row stays for the record. False if unknown. */
export async function withdrawLicence(db: Db, trackingcode: string): Promise<boolean> {
  const { rows } = await db.query<{ trackingcode: string }>(
    'UPDATE licences SET revoked = true WHERE trackingcode = $1 RETURNING trackingcode',
    [trackingcode],
  );
  return rows.length > 0;
}

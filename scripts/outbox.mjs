#!/usr/bin/env node
// npm run outbox [-- --to <email>] [--limit <n>]: prints the latest mail the reference API "sent" (password reset
// links, booking confirmations, receipts, cancellations, payments; attachments by file name) from the database of `npm start` (DATA_DIR, default .data/db) or DATABASE_URL.
// The embedded database belongs to one process at a time, so this reads a copy and never touches the running server's.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({
  options: { to: { type: 'string' }, limit: { type: 'string', default: '10' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: npm run outbox -- [--to <email>] [--limit <n>]   (reads DATA_DIR or DATABASE_URL)');
  process.exit(0);
}
const limit = Math.min(Math.max(Number.parseInt(values.limit, 10) || 10, 1), 200);
const sql = `SELECT id, kind, recipient, subject, body, attachments, created_at FROM outbox
  WHERE $1::text IS NULL OR lower(recipient) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`;
const params = [values.to?.trim() || null, limit];

async function readPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function readPglite(dataDir) {
  if (!existsSync(dataDir)) throw new Error(`No database at ${dataDir}: run npm start first, or set DATA_DIR.`);
  const copy = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  try {
    await cp(dataDir, copy, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(copy);
    try {
      return (await db.query(sql, params)).rows;
    } finally {
      await db.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, '.data', 'db'));
const rows = process.env.DATABASE_URL ? await readPostgres(process.env.DATABASE_URL) : await readPglite(dataDir);
if (rows.length === 0) {
  console.log(values.to ? `No messages to ${values.to}.` : 'The outbox is empty.');
} else {
  for (const row of rows) {
    console.log(`── #${row.id} ${new Date(row.created_at).toISOString()} ${row.kind}`);
    console.log(`To: ${row.recipient}`);
    console.log(`Subject: ${row.subject}`);
    const attachments = typeof row.attachments === 'string' ? JSON.parse(row.attachments) : (row.attachments ?? []);
    for (const file of attachments) console.log(`Attachment: ${file.filename} (${file.contentType})`);
    console.log('');
    console.log(`${row.body}\n`);
  }
}

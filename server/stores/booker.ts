/** A booker's statement lines and chart (the booker statement and booker calls rules, rules: booker-statement, call-booker), and their invoices; the rules are domain/booker.ts. */
import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import type { WireInvoice, WireStatementLine } from '../../src/api/wire/booker';
import { ClientError } from '../lib/errors';
import { commissionPercent, type BookerTerms } from '../domain/bookerAccounts';
import {
  INVOICE_NOT_FOUND,
  money,
  NOT_YOUR_INVOICE,
  parseRange,
  statementLine,
  wireInvoice,
  type DateRange,
  type InvoiceRow,
  type StatementRow,
  type Viewer,
} from '../domain/booker';

/** The booker statement rule (rules: booker-statement): one line per journey the booker booked (a return counts as its own line), picked up in the range. */
export async function bookerStatement(
  db: Db,
  bookerId: number,
  range: DateRange,
  terms: BookerTerms | undefined,
): Promise<WireStatementLine[]> {
  const from = range.start.toUTC().toISO();
  const to = range.end.toUTC().toISO();
  const { rows } = await db.query<StatementRow>(
    `SELECT status, payment_method, details, return_details FROM bookings
     WHERE booker_id = $1 AND ((pickup_at BETWEEN $2 AND $3) OR (return_at BETWEEN $2 AND $3))`,
    [bookerId, from, to],
  );
  const percent = commissionPercent(terms, bookerId);
  const inRange = (record: WireBookingRecord) => {
    const at = DateTime.fromISO(record.pickupdatetime);
    return at.isValid && at >= range.start && at <= range.end;
  };
  return rows
    .flatMap((row) =>
      [row.details, ...(row.return_details ? [row.return_details] : [])]
        .filter(inRange)
        .map((record) => statementLine(record, row, percent)),
    )
    .sort((a, b) => Date.parse(a.bookingdate) - Date.parse(b.bookingdate) || a.jobpartid - b.jobpartid);
}

/** GET /api/booking: bookings picked up on each of the seven days from weekcommencing, and their value. */
export async function bookingChart(
  db: Db,
  bookerId: number,
  weekcommencing: string,
  timezone: string,
): Promise<{ date: string; count: number; total: number }[]> {
  const range = parseRange(weekcommencing, weekcommencing, timezone);
  const week = { ...range, end: range.start.plus({ days: 6 }).endOf('day') };
  const lines = await bookerStatement(db, bookerId, week, undefined);
  return Array.from({ length: 7 }, (_, i) => {
    const date = week.start.plus({ days: i }).toISODate() ?? '';
    const ofDay = lines.filter(
      (line) => DateTime.fromISO(line.bookingdate, { setZone: true }).setZone(timezone).toISODate() === date,
    );
    return { date, count: ofDay.length, total: money(ofDay.reduce((total, line) => total + line.price, 0)) };
  });
}

const INVOICE_COLUMNS =
  'id, booker_id, date_from::text AS date_from, date_to::text AS date_to, issue_date, issued_by, issued_by_name';

/** The booker's invoices, newest first; with a range, those whose range overlaps it. */
export async function listInvoices(db: Db, viewer: Viewer, range: DateRange | null): Promise<WireInvoice[]> {
  const overlap = range ? ' AND date_from <= $3 AND date_to >= $2' : '';
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM booker_invoices WHERE booker_id = $1${overlap} ORDER BY issue_date DESC, id DESC`,
    range ? [viewer.bookerId, range.datefrom, range.dateto] : [viewer.bookerId],
  );
  return rows.map((row) => wireInvoice(row, viewer.customerId));
}

/** One of the booker's invoices; another booker's is "not found", so ids cannot be probed. */
export async function findInvoice(db: Db, bookerId: number, id: number): Promise<InvoiceRow> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM booker_invoices WHERE id = $1 AND booker_id = $2`,
    [id, bookerId],
  );
  if (!rows[0]) throw new ClientError(404, INVOICE_NOT_FOUND);
  return rows[0];
}

export async function createInvoice(db: Db, viewer: Viewer, range: DateRange, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO booker_invoices (booker_id, date_from, date_to, issue_date, issued_by, issued_by_name)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [viewer.bookerId, range.datefrom, range.dateto, now.toISOString(), viewer.customerId, viewer.name],
  );
  return Number(rows[0].id);
}

/** Only the issuer changes an invoice (the roles rule, rules: roles); checked and changed in one statement so nothing else slips in. */
async function requireIssuer(db: Db, viewer: Viewer, id: number): Promise<void> {
  const row = await findInvoice(db, viewer.bookerId, id);
  if (row.issued_by === null || Number(row.issued_by) !== viewer.customerId)
    throw new ClientError(403, NOT_YOUR_INVOICE);
}

export async function updateInvoice(db: Db, viewer: Viewer, id: number, range: DateRange): Promise<void> {
  await requireIssuer(db, viewer, id);
  await db.query(
    'UPDATE booker_invoices SET date_from = $1, date_to = $2 WHERE id = $3 AND booker_id = $4 AND issued_by = $5',
    [range.datefrom, range.dateto, id, viewer.bookerId, viewer.customerId],
  );
}

export async function deleteInvoice(db: Db, viewer: Viewer, id: number): Promise<void> {
  await requireIssuer(db, viewer, id);
  await db.query('DELETE FROM booker_invoices WHERE id = $1 AND booker_id = $2 AND issued_by = $3', [
    id,
    viewer.bookerId,
    viewer.customerId,
  ]);
}

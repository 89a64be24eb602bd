import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import type { WireInvoice, WireStatementLine } from '../../src/api/wire/booker';
import { ClientError } from '../lib/errors';
import { commissionOn, commissionPercent, type BookerTerms } from './bookerAccounts';

/** The longest range a statement, an invoice or a list may cover (issue 15). */
export const MAX_RANGE_YEARS = 5;
export const RANGE_REVERSED = 'The start date must be on or before the end date.';
export const RANGE_TOO_LONG = `A date range can cover at most ${MAX_RANGE_YEARS} years.`;
export const INVOICE_NOT_FOUND = 'Invoice not found.';
export const NOT_YOUR_INVOICE = 'Only the person who issued this invoice can change it.';

export interface DateRange {
  /** ISO dates (yyyy-mm-dd), both days included. */
  datefrom: string;
  dateto: string;
  /** The first and the last instant of the range in the operator's zone. */
  start: DateTime;
  end: DateTime;
}

/** Reads a range of two ISO dates in the operator's zone; a reversed or over-long range is a 400. */
export function parseRange(datefrom: string, dateto: string, timezone: string): DateRange {
  const day = (value: string, name: string) => {
    const parsed = DateTime.fromISO(value, { zone: timezone });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !parsed.isValid) throw new ClientError(400, `${name} is invalid`);
    return parsed.startOf('day');
  };
  const start = day(datefrom, 'datefrom');
  const last = day(dateto, 'dateto');
  if (last < start) throw new ClientError(400, RANGE_REVERSED);
  if (last > start.plus({ years: MAX_RANGE_YEARS })) throw new ClientError(400, RANGE_TOO_LONG);
  return { datefrom, dateto, start, end: last.endOf('day') };
}

export interface StatementRow {
  status: string;
  payment_method: string;
  details: WireBookingRecord;
  return_details: WireBookingRecord | null;
}

const isCancelled = (status: string) => /cancel/i.test(status);
const money = (value: number) => Math.round(value * 100) / 100;

export function statementLine(record: WireBookingRecord, row: StatementRow, percent: number): WireStatementLine {
  const cancelled = isCancelled(row.status);
  // A cancelled booking charges nothing and earns nothing; the line stays so the statement explains itself.
  const price = cancelled ? 0 : money(Number(record.totalfare) || 0);
  const byCard = row.payment_method === 'card';
  return {
    via: (record.vialocations ?? []).map((via) => via.address).join('; '),
    note: record.notes ?? '',
    status: row.status,
    jobpartid: record.jobpartid,
    bookerref: record.bookerref ?? '',
    costcentre: record.costcentre ?? '',
    name: record.passengername || record.custname,
    address: record.custemail,
    pickupaddress: record.pickupaddress,
    pickpostcode: record.pickpostcode,
    dropoffaddress: record.dropoffaddress,
    droppostcode: record.droppostcode,
    card: byCard ? price : 0,
    cash: byCard ? 0 : price,
    price,
    commission: commissionOn(price, percent, cancelled),
    bookingdate: record.pickupdatetime,
  };
}

/** Spec 3.13: one line per journey the booker booked (a return counts as its own line), picked up in the range. */
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

export interface StatementTotals {
  card: number;
  cash: number;
  price: number;
  commission: number;
  bookings: number;
}

export function statementTotals(lines: WireStatementLine[]): StatementTotals {
  const sum = (pick: (line: WireStatementLine) => number) =>
    money(lines.reduce((total, line) => total + pick(line), 0));
  return {
    card: sum((line) => line.card),
    cash: sum((line) => line.cash),
    price: sum((line) => line.price),
    commission: sum((line) => line.commission ?? 0),
    bookings: lines.length,
  };
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

interface InvoiceRow {
  id: string | number;
  booker_id: string | number;
  date_from: string | Date;
  date_to: string | Date;
  issue_date: string | Date;
  issued_by: string | number | null;
  issued_by_name: string;
}

const INVOICE_COLUMNS =
  'id, booker_id, date_from::text AS date_from, date_to::text AS date_to, issue_date, issued_by, issued_by_name';

/** 3.13's invoice; issuedbyuser is "me" for the viewer's own invoices (spec 6: only those are editable). */
export function wireInvoice(row: InvoiceRow, viewerId: number): WireInvoice {
  const issuedByViewer = row.issued_by !== null && Number(row.issued_by) === viewerId;
  return {
    id: Number(row.id),
    datefrom: String(row.date_from),
    dateto: String(row.date_to),
    issuedate: new Date(row.issue_date).toISOString(),
    issuedbyuser: issuedByViewer ? 'me' : row.issued_by_name,
  };
}

export interface Viewer {
  customerId: number;
  bookerId: number;
  name: string;
}

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

/** Only the issuer changes an invoice (spec 6); checked and changed in one statement so nothing else slips in. */
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

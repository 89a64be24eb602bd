import { DateTime } from 'luxon';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import type { WireInvoice, WireStatementLine } from '../../src/api/wire/booker';
import { ClientError } from '../lib/errors';
import { commissionOn } from './bookerAccounts';

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
export const money = (value: number) => Math.round(value * 100) / 100;

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

export interface InvoiceRow {
  id: string | number;
  booker_id: string | number;
  date_from: string | Date;
  date_to: string | Date;
  issue_date: string | Date;
  issued_by: string | number | null;
  issued_by_name: string;
}

/** The booker statement rule's (rules: booker-statement) invoice; issuedbyuser is "me" for the viewer's own invoices (the roles rule (rules: roles): only those are editable). */
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

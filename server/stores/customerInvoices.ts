/**
 * Customers' own invoices (the product pages rule (rules: product-pages): customers see current bookings, history and invoices; issue 15): one per booking a
 * customer made and pays for themselves, with its onward and return journeys as lines. Bookings a booker made for
 * them are invoiced to the booker (booker_invoices), and cancelled ones charge nothing, so neither is listed.
 */
import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { WireStatementLine } from '../../src/api/wire/booker';
import { ClientError } from '../lib/errors';
import { INVOICE_NOT_FOUND, statementLine, statementTotals, type StatementRow } from '../domain/booker';

/** A customer's invoice as listed: the booking's reference, its dates, journey, total and whether it is paid. */
export interface CustomerInvoice {
  id: number;
  issuedate: string;
  datefrom: string;
  dateto: string;
  issuedbyuser: string;
  journey: string;
  total: number;
  paid: boolean;
  lines: WireStatementLine[];
}

interface Row extends StatementRow {
  jobpartid: number;
  is_paid: boolean;
  created_at: string | Date;
}

/** How many of the newest invoices the list shows. */
export const CUSTOMER_INVOICES_SHOWN = 100;

function invoiceOf(row: Row, issuer: string, timezone: string): CustomerInvoice {
  const records = [row.details, ...(row.return_details ? [row.return_details] : [])];
  const lines = records.map((record) => statementLine(record, row, 0));
  const day = (iso: string) => DateTime.fromISO(iso, { setZone: true }).setZone(timezone).toISODate() ?? '';
  return {
    id: row.jobpartid,
    issuedate: new Date(row.created_at).toISOString(),
    datefrom: day(lines[0].bookingdate),
    dateto: day(lines[lines.length - 1].bookingdate),
    issuedbyuser: issuer,
    journey: `${row.details.pickupaddress} to ${row.details.dropoffaddress}${row.return_details ? ' and back' : ''}`,
    total: statementTotals(lines).price,
    paid: row.is_paid,
    lines,
  };
}

const COLUMNS = `jobpartid::int AS jobpartid, status, is_paid, payment_method, details, return_details, created_at`;
const OWN = `customer_id = $1 AND booker_id IS NULL AND status !~* 'cancel'`;

export async function customerInvoices(
  db: Db,
  customerId: number,
  operator: { company: string; timezone: string },
): Promise<CustomerInvoice[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM bookings WHERE ${OWN} ORDER BY created_at DESC, jobpartid DESC LIMIT $2`,
    [customerId, CUSTOMER_INVOICES_SHOWN],
  );
  return rows.map((row) => invoiceOf(row, operator.company, operator.timezone));
}

/** One of the customer's invoices; anyone else's, a cancelled or a booker's booking is 404, like a missing one. */
export async function customerInvoice(
  db: Db,
  customerId: number,
  id: number,
  operator: { company: string; timezone: string },
): Promise<CustomerInvoice> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM bookings WHERE ${OWN} AND jobpartid = $2`, [
    customerId,
    id,
  ]);
  if (!rows[0]) throw new ClientError(404, INVOICE_NOT_FOUND);
  return invoiceOf(rows[0], operator.company, operator.timezone);
}

/** The language one of the customer's bookings was made in (null: before languages), for its invoice's words. */
export async function invoiceLanguage(db: Db, id: number): Promise<string | null> {
  const { rows } = await db.query<{ language: string | null }>('SELECT language FROM bookings WHERE jobpartid = $1', [
    id,
  ]);
  return rows[0]?.language ?? null;
}

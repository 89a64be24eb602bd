import { DateTime } from 'luxon';
import type { WireStatementLine } from '@/api';
import type { MessageId, MessageValues } from '@/i18n';

/** The small records and list limits rules (rules: other-entities, list-limits): past 3, 6, 12 months, and All (0). */
export type StatementRange = 0 | 3 | 6 | 12;
export const STATEMENT_RANGES: { months: StatementRange; label: MessageId }[] = [
  { months: 3, label: 'booker.statement.pastMonths' },
  { months: 6, label: 'booker.statement.pastMonths' },
  { months: 12, label: 'booker.statement.pastMonths' },
  { months: 0, label: 'booker.statement.all' },
];

/** Upcoming bookings are on the statement too: their commission is what the booker will earn. */
const AHEAD_DAYS = 90;
/** The API refuses ranges over 5 years; All is the longest it allows. */
const ALL_YEARS = 5;

/** The datefrom and dateto (ISO dates) of a range, today in the operator's zone. */
export function statementDates(months: StatementRange, now: DateTime): { datefrom: string; dateto: string } {
  const last = now.startOf('day').plus({ days: AHEAD_DAYS });
  const first = months === 0 ? last.minus({ years: ALL_YEARS }) : now.startOf('day').minus({ months });
  return { datefrom: first.toISODate() ?? '', dateto: last.toISODate() ?? '' };
}

export type SortKey =
  'bookingdate' | 'jobpartid' | 'bookerref' | 'costcentre' | 'name' | 'status' | 'price' | 'commission';
export interface Sort {
  key: SortKey;
  descending: boolean;
}

/** Sorted copy; numbers as numbers, dates by time, text ignoring case; ties keep the job part order. */
export function sortLines(lines: WireStatementLine[], sort: Sort): WireStatementLine[] {
  const value = (line: WireStatementLine): number | string => {
    switch (sort.key) {
      case 'bookingdate':
        return Date.parse(line.bookingdate) || 0;
      case 'price':
      case 'commission':
      case 'jobpartid':
        return Number(line[sort.key] ?? 0);
      default:
        return String(line[sort.key] ?? '').toLowerCase();
    }
  };
  const direction = sort.descending ? -1 : 1;
  return [...lines].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * direction || a.jobpartid - b.jobpartid;
  });
}

/** The statement's sortable columns, in table order, with their headings (message ids). */
export const SORT_COLUMNS: { key: SortKey; title: MessageId; numeric?: boolean }[] = [
  { key: 'bookingdate', title: 'booker.column.bookingdate' },
  { key: 'jobpartid', title: 'booker.column.jobpartid', numeric: true },
  { key: 'bookerref', title: 'booker.column.bookerref' },
  { key: 'costcentre', title: 'booker.column.costcentre' },
  { key: 'name', title: 'booker.column.name' },
  { key: 'status', title: 'booker.column.status' },
  { key: 'price', title: 'booker.column.price', numeric: true },
  { key: 'commission', title: 'booker.column.commission', numeric: true },
];

/** A column's first order when chosen: newest or largest first, names from A. */
export const firstOrder = (key: SortKey): Sort => ({ key, descending: key !== 'name' });

/**
 * On a phone the lines are cards with no headings to press, so a list offers every column in both orders,
 * worded for what the column holds, in the page's language (`t`). `value` is `key:asc` or `key:desc`.
 */
export function sortChoices(t: (id: MessageId, values?: MessageValues) => string): { value: string; label: string }[] {
  return SORT_COLUMNS.flatMap(({ key, title, numeric }) => {
    const [down, up]: [MessageId, MessageId] =
      key === 'bookingdate'
        ? ['booker.statement.newestFirst', 'booker.statement.oldestFirst']
        : numeric
          ? ['booker.statement.highestFirst', 'booker.statement.lowestFirst']
          : ['booker.statement.zToA', 'booker.statement.aToZ'];
    return [
      { value: `${key}:desc`, label: t(down, { column: t(title) }) },
      { value: `${key}:asc`, label: t(up, { column: t(title) }) },
    ];
  });
}

export const sortValue = (sort: Sort) => `${sort.key}:${sort.descending ? 'desc' : 'asc'}`;

export function sortFromValue(value: string): Sort | null {
  const [key, order] = value.split(':');
  if (!SORT_COLUMNS.some((column) => column.key === key) || (order !== 'asc' && order !== 'desc')) return null;
  return { key: key as SortKey, descending: order === 'desc' };
}

export interface Totals {
  card: number;
  cash: number;
  price: number;
  commission: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function totalsOf(lines: WireStatementLine[]): Totals {
  const sum = (pick: (line: WireStatementLine) => number) => round2(lines.reduce((t, line) => t + pick(line), 0));
  return {
    card: sum((l) => l.card),
    cash: sum((l) => l.cash),
    price: sum((l) => l.price),
    commission: sum((l) => l.commission ?? 0),
  };
}

const CSV_COLUMNS: [string, (line: WireStatementLine) => string | number][] = [
  ['Booking date', (l) => l.bookingdate],
  ['Job part id', (l) => l.jobpartid],
  ['Booker ref', (l) => l.bookerref ?? ''],
  ['Cost centre', (l) => l.costcentre ?? ''],
  ['Name', (l) => l.name],
  ['Address', (l) => l.address ?? ''],
  ['Pick-up', (l) => l.pickupaddress],
  ['Pick-up postcode', (l) => l.pickpostcode],
  ['Drop-off', (l) => l.dropoffaddress],
  ['Drop-off postcode', (l) => l.droppostcode],
  ['Via', (l) => l.via ?? ''],
  ['Note', (l) => l.note ?? ''],
  ['Status', (l) => l.status],
  ['Card', (l) => l.card.toFixed(2)],
  ['Cash', (l) => l.cash.toFixed(2)],
  ['Price', (l) => l.price.toFixed(2)],
  ['Commission', (l) => (l.commission ?? 0).toFixed(2)],
];

/**
 * RFC 4180 CSV of the statement lines. A cell that a spreadsheet would run as a formula (=, +, -, @) is
 * prefixed with an apostrophe: names and notes are typed by customers.
 */
export function statementCsv(lines: WireStatementLine[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = [CSV_COLUMNS.map(([title]) => title), ...lines.map((line) => CSV_COLUMNS.map(([, pick]) => pick(line)))];
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

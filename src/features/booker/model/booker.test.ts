import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { WireStatementLine } from '@/api';
import { canChange, lastMonth, rangeErrors, shiftWeek, weekCommencing } from './invoices';
import { RANGE_TEXT } from './messages';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { sortChoices, sortFromValue, sortLines, sortValue, statementCsv, statementDates, totalsOf } from './statement';

const line = (change: Partial<WireStatementLine>): WireStatementLine => ({
  status: 'Completed',
  jobpartid: 1,
  name: 'Tom Reed',
  pickupaddress: 'A',
  pickpostcode: 'E1 1AA',
  dropoffaddress: 'B',
  droppostcode: 'W1 1AA',
  card: 0,
  cash: 10,
  price: 10,
  commission: 1,
  bookingdate: '2026-11-01T10:00:00+00:00',
  ...change,
});
const now = DateTime.fromISO('2026-11-23T12:00:00', { zone: 'Europe/London' });

describe('statement', () => {
  it('offers a phone every column in both orders, and reads the choice back', () => {
    const choices = sortChoices(sourceTranslator().t);
    expect(choices).toHaveLength(16);
    expect(choices.slice(0, 2)).toEqual([
      { value: 'bookingdate:desc', label: 'Booking date, newest first' },
      { value: 'bookingdate:asc', label: 'Booking date, oldest first' },
    ]);
    expect(choices.map((c) => c.label)).toContain('Name, A to Z');
    expect(choices.map((c) => c.label)).toContain('Commission, highest first');
    for (const choice of choices) expect(sortValue(sortFromValue(choice.value)!)).toBe(choice.value);
    expect(sortFromValue('password:asc')).toBeNull();
    expect(sortFromValue('price:sideways')).toBeNull();
  });

  it('asks for the past 3, 6, 12 months or All (5 years, the longest the API allows), with upcoming bookings', () => {
    expect(statementDates(3, now)).toEqual({ datefrom: '2026-08-23', dateto: '2027-02-21' });
    expect(statementDates(12, now).datefrom).toBe('2025-11-23');
    expect(statementDates(0, now)).toEqual({ datefrom: '2022-02-21', dateto: '2027-02-21' });
  });

  it('sorts by number, date or text either way, ties in job part order', () => {
    const lines = [
      line({ jobpartid: 3, price: 5, name: 'b' }),
      line({ jobpartid: 1, price: 20, name: 'A' }),
      line({ jobpartid: 2, price: 5, name: 'c' }),
    ];
    expect(sortLines(lines, { key: 'price', descending: false }).map((l) => l.jobpartid)).toEqual([2, 3, 1]);
    expect(sortLines(lines, { key: 'price', descending: true }).map((l) => l.jobpartid)).toEqual([1, 2, 3]);
    expect(sortLines(lines, { key: 'name', descending: false }).map((l) => l.name)).toEqual(['A', 'b', 'c']);
  });

  it('totals card, cash, price and commission to the penny', () => {
    const totals = totalsOf([line({ card: 0.1, cash: 0, price: 0.1 }), line({ card: 0.2, cash: 0, price: 0.2 })]);
    expect(totals).toEqual({ card: 0.3, cash: 0, price: 0.3, commission: 2 });
  });

  it('exports CSV with quoting, and defuses what a spreadsheet would run as a formula', () => {
    const csv = statementCsv([line({ name: 'Reed, "Tom"', note: '=HYPERLINK("x")', bookerref: 'PO-1' })]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header.startsWith('Booking date,Job part id,Booker ref,Cost centre,Name')).toBe(true);
    expect(row).toContain('"Reed, ""Tom"""');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row.endsWith(',10.00,1.00')).toBe(true);
  });
});

describe('invoices', () => {
  it('lets only "me" change an invoice (spec 6)', () => {
    expect(canChange({ issuedbyuser: 'me' })).toBe(true);
    expect(canChange({ issuedbyuser: 'London Transfers accounts' })).toBe(false);
  });

  it('checks the range: required, real dates, in order, at most 5 years', () => {
    expect(rangeErrors({ datefrom: '', dateto: '' })).toEqual({
      datefrom: RANGE_TEXT.fromRequired,
      dateto: RANGE_TEXT.toRequired,
    });
    expect(rangeErrors({ datefrom: '2026-02-30', dateto: '2026-03-01' })).toEqual({ datefrom: RANGE_TEXT.fromInvalid });
    expect(rangeErrors({ datefrom: '2026-03-02', dateto: '2026-03-01' })).toEqual({ dateto: RANGE_TEXT.reversed });
    expect(rangeErrors({ datefrom: '2020-01-01', dateto: '2025-01-02' })).toEqual({ dateto: RANGE_TEXT.tooLong });
    expect(rangeErrors({ datefrom: '2026-10-01', dateto: '2026-10-31' })).toEqual({});
    expect(lastMonth(now)).toEqual({ datefrom: '2026-10-01', dateto: '2026-10-31' });
  });

  it('pages the chart by weeks commencing on Monday', () => {
    expect(weekCommencing(now)).toBe('2026-11-23');
    expect(weekCommencing(now.plus({ days: 3 }))).toBe('2026-11-23');
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-11-23', 1)).toBe('2026-11-30');
  });
});

import { DateTime } from 'luxon';
import type { WireInvoice } from '@/api';
import type { MessageId } from '@/i18n';
import { RANGE_TEXT } from './messages';

/** The roles rule (rules: roles): only invoices issued by the current user ("me") can be edited or deleted. */
export function canChange(invoice: Pick<WireInvoice, 'issuedbyuser'>): boolean {
  return invoice.issuedbyuser === 'me';
}

export interface RangeInput {
  datefrom: string;
  dateto: string;
}
/** Each field's error, a message id. */
export type RangeErrors = Partial<Record<keyof RangeInput, MessageId>>;

const MAX_YEARS = 5;

/** The invoice range's field errors (empty when it can be sent): both real dates, in order, at most 5 years. */
export function rangeErrors({ datefrom, dateto }: RangeInput): RangeErrors {
  const errors: RangeErrors = {};
  const day = (value: string) => DateTime.fromISO(value);
  if (!datefrom) errors.datefrom = RANGE_TEXT.fromRequired;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(datefrom) || !day(datefrom).isValid) errors.datefrom = RANGE_TEXT.fromInvalid;
  if (!dateto) errors.dateto = RANGE_TEXT.toRequired;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(dateto) || !day(dateto).isValid) errors.dateto = RANGE_TEXT.toInvalid;
  if (!errors.datefrom && !errors.dateto) {
    if (day(dateto) < day(datefrom)) errors.dateto = RANGE_TEXT.reversed;
    else if (day(dateto) > day(datefrom).plus({ years: MAX_YEARS })) errors.dateto = RANGE_TEXT.tooLong;
  }
  return errors;
}

/** The last whole calendar month: what a new invoice covers unless changed. */
export function lastMonth(now: DateTime): RangeInput {
  const month = now.minus({ months: 1 });
  return { datefrom: month.startOf('month').toISODate() ?? '', dateto: month.endOf('month').toISODate() ?? '' };
}

/** The Monday of the week holding `day` (ISO weeks), as an ISO date. */
export function weekCommencing(day: DateTime): string {
  return day.startOf('week').toISODate() ?? '';
}

export function shiftWeek(weekcommencing: string, weeks: number): string {
  return DateTime.fromISO(weekcommencing).plus({ weeks }).toISODate() ?? weekcommencing;
}

/** The PDF of an invoice report (base64 in `invoice`) as bytes. */
export function reportBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

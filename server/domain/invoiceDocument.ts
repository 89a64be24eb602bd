import { DateTime } from 'luxon';
import type { WireInvoice, WireInvoiceReport, WireStatementLine } from '../../src/api/wire/booker';
import type { StatementTotals } from './booker';

/** Who the invoice is from: the operator's brand and company details (the operator configuration rule, rules: configuration). */
export interface InvoiceIssuer {
  title: string;
  company: string;
  address: string;
  phone: string;
  email: string;
  /** The brand's main colour (brand.600, or its nearest), as #rrggbb. */
  brandColour: string;
  currencycode: string;
  timezone: string;
}

export interface InvoiceDocument {
  invoice: WireInvoice;
  /** The booker's firm, from the operator's booker terms, or the booker id. */
  billedTo: string;
  lines: WireStatementLine[];
  totals: StatementTotals;
  /** A customer's invoice for their own booking: no Our Ref, cost centre or commission. */
  forCustomer?: boolean;
}

const FALLBACK_COLOUR = '#1f2937';

/** brand.colors.brand[600] from the configuration's brand document, if it is a hex colour. */
export function brandColourOf(brand: unknown): string {
  const palette = (brand as { colors?: Record<string, Record<string, unknown>> } | undefined)?.colors?.brand;
  const colour = palette?.['600'] ?? palette?.['500'];
  return typeof colour === 'string' && /^#[0-9a-f]{6}$/i.test(colour) ? colour : FALLBACK_COLOUR;
}

/** The operator's settings an invoice is issued with (the configuration's fields of the same names). */
type IssuerSettings = Pick<
  InvoiceIssuer,
  'title' | 'company' | 'address' | 'phone' | 'email' | 'currencycode' | 'timezone'
> & {
  brand: unknown;
};

/** Who an invoice is from, for the booker's invoices and a customer's own alike. Pure. */
export function invoiceIssuer(settings: IssuerSettings): InvoiceIssuer {
  return {
    title: settings.title,
    company: settings.company,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    brandColour: brandColourOf(settings.brand),
    currencycode: settings.currencycode,
    timezone: settings.timezone,
  };
}

/** Days after the issue date an invoice is due (the UK's default payment period for business debts). */
export const PAYMENT_DAYS = 30;

export interface InvoiceTerms {
  /** What the invoice says about VAT: the demo operators charge none, so the invoice says so. */
  vat: string;
  /** Paid by card already (the card column of the statement). */
  paid: number;
  /** What is left to pay: the total less what was paid by card, never below 0. */
  amountDue: number;
  /** The due date, an ISO date in the operator's zone. */
  dueDate: string;
  paymentTerms: string;
}

/**
 * The UK business invoice rule (issue 28): beside its sums an invoice says whether VAT is charged, what is already
 * paid, what is due and by when. No operator setting names a VAT registration, so no VAT is charged and the invoice
 * says so, rather than leaving a business customer to guess (docs/decisions-journey.md). Pure.
 */
export function invoiceTerms(
  doc: Pick<InvoiceDocument, 'invoice' | 'totals'>,
  issuer: Pick<InvoiceIssuer, 'company' | 'title' | 'timezone'>,
): InvoiceTerms {
  const issued = DateTime.fromISO(doc.invoice.issuedate, { setZone: true }).setZone(issuer.timezone || 'Europe/London');
  const due = (issued.isValid ? issued : DateTime.now().setZone(issuer.timezone || 'Europe/London')).plus({
    days: PAYMENT_DAYS,
  });
  const cents = (value: number) => Math.round(value * 100);
  return {
    vat: `VAT not charged: ${issuer.company || issuer.title} is not registered for VAT.`,
    paid: doc.totals.card,
    amountDue: Math.max(0, cents(doc.totals.price) - cents(doc.totals.card)) / 100,
    dueDate: due.toISODate() ?? '',
    paymentTerms: `Payment due within ${PAYMENT_DAYS} days of the invoice date.`,
  };
}

/** The invoice report's answer (bookerinvoicereport, customerinvoicereport): the PDF in base64 and its name. Pure. */
export function invoiceReport(invoiceId: number, pdf: Buffer): WireInvoiceReport {
  return {
    code: 1,
    message: '',
    fileext: 'pdf',
    filename: `invoice-${invoiceId}.pdf`,
    invoice: pdf.toString('base64'),
  };
}

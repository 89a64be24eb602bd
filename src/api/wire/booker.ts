/** The booker statement and booker calls rules (rules: booker-statement, call-booker): the booker's statement, invoices, invoice report and weekly chart. */

/** GET /api/bookerstatement: bookerid, dateto, datefrom (ISO dates). */
export interface WireBookerStatementQuery {
  bookerid: number | string;
  datefrom: string;
  dateto: string;
}

/** Statement line (the booker statement rule, rules: booker-statement). Key spelling chosen here where the booker statement rule (rules: booker-statement) gives prose. */
export interface WireStatementLine {
  via?: string;
  note?: string;
  status: string;
  jobpartid: number;
  bookerref?: string;
  /** Beyond the spec (issue 15): the booking's cost centre or expense code. */
  costcentre?: string;
  name: string;
  address?: string;
  pickupaddress: string;
  pickpostcode: string;
  dropoffaddress: string;
  droppostcode: string;
  card: number;
  cash: number;
  price: number;
  /** Default 0. */
  commission?: number;
  bookingdate: string;
}
export interface WireBookerStatementResponse {
  code?: number;
  message?: string;
  bookings: WireStatementLine[];
  /** Added by the reference API: the sums of the lines. */
  totals?: { card: number; cash: number; price: number; commission: number; bookings: number };
}

/** Invoice (the booker statement rule, rules: booker-statement). */
export interface WireInvoice {
  id: number;
  dateto: string;
  datefrom: string;
  issuedate: string;
  issuedbyuser: string;
}
export interface WireBookerInvoicesResponse {
  code?: number;
  message?: string;
  invoices: WireInvoice[];
}
/** POST /api/bookerinvoice */
export interface WireBookerInvoiceCreateRequest {
  bookerid: number | string;
  datefrom: string;
  dateto: string;
}
/** PUT /api/bookerinvoice */
export interface WireBookerInvoiceUpdateRequest extends WireBookerInvoiceCreateRequest {
  id: number;
}

/** GET /api/bookerinvoicereport?id= : invoice report (the booker statement rule, rules: booker-statement); invoice is the file content, base64 (chosen here). */
export interface WireInvoiceReport {
  code: number;
  fileext: string;
  message?: string;
  invoice: string;
  filename: string;
}

/** GET /api/booking?weekcommencing=&bookerid= : the weekly booking chart (shape not in spec: chosen here). */
export interface WireBookingChartResponse {
  code?: number;
  message?: string;
  days: { date: string; count: number; total: number }[];
}

/**
 * GET /api/customerinvoice (not in the spec; issue 15): a signed-in customer's own invoices, one per booking they pay
 * for; id is the booking's reference. The PDF comes from GET /api/customerinvoicereport?id=, shaped as WireInvoiceReport.
 */
export interface WireCustomerInvoice extends WireInvoice {
  journey: string;
  total: number;
  paid: boolean;
}
export interface WireCustomerInvoicesResponse {
  code?: number;
  message?: string;
  invoices: WireCustomerInvoice[];
}

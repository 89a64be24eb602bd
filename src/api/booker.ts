/** The booker calls rule (rules: call-booker): the booker's statement, invoices and chart. */
import { request, type CallOptions } from './client';
import type { WireGenericResult } from './wire/common';
import type {
  WireBookerInvoiceCreateRequest,
  WireBookerInvoiceUpdateRequest,
  WireBookerInvoicesResponse,
  WireBookerStatementQuery,
  WireBookerStatementResponse,
  WireBookingChartResponse,
  WireCustomerInvoicesResponse,
  WireInvoiceReport,
} from './wire/booker';

export function bookerStatement(
  query: WireBookerStatementQuery,
  options?: CallOptions,
): Promise<WireBookerStatementResponse> {
  return request({ method: 'get', path: '/api/bookerstatement', query: { ...query } }, options);
}

export function getBookerInvoices(
  query: { bookerid: number | string; datefrom?: string; dateto?: string },
  options?: CallOptions,
): Promise<WireBookerInvoicesResponse> {
  return request({ method: 'get', path: '/api/bookerinvoice', query: { ...query } }, options);
}

export function createBookerInvoice(
  body: WireBookerInvoiceCreateRequest,
  options?: CallOptions,
): Promise<WireBookerInvoicesResponse> {
  return request({ method: 'post', path: '/api/bookerinvoice', body }, options);
}

export function updateBookerInvoice(
  body: WireBookerInvoiceUpdateRequest,
  options?: CallOptions,
): Promise<WireBookerInvoicesResponse> {
  return request({ method: 'put', path: '/api/bookerinvoice', body }, options);
}

export function deleteBookerInvoice(
  query: { id: number; bookerid: number | string },
  options?: CallOptions,
): Promise<WireGenericResult> {
  return request({ method: 'delete', path: '/api/bookerinvoice', query: { ...query } }, options);
}

export function bookerInvoiceReport(id: number, options?: CallOptions): Promise<WireInvoiceReport> {
  return request({ method: 'get', path: '/api/bookerinvoicereport', query: { id } }, options);
}

/** GET /api/booking: the booker's chart for the week commencing (ISO date). */
export function bookingChart(
  query: { weekcommencing: string; bookerid: number | string },
  options?: CallOptions,
): Promise<WireBookingChartResponse> {
  return request({ method: 'get', path: '/api/booking', query: { ...query } }, options);
}

/** A signed-in customer's own invoices (the product pages rule (rules: product-pages); issue 15). */
export function getCustomerInvoices(options?: CallOptions): Promise<WireCustomerInvoicesResponse> {
  return request({ method: 'get', path: '/api/customerinvoice' }, options);
}

export function customerInvoiceReport(id: number, options?: CallOptions): Promise<WireInvoiceReport> {
  return request({ method: 'get', path: '/api/customerinvoicereport', query: { id } }, options);
}

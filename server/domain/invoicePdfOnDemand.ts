import type { InvoiceDocument, InvoiceIssuer } from './invoiceDocument';
import type { Translator } from '../../src/i18n/translator';

/**
 * The invoice as a PDF (bookerInvoicePdf.ts). pdfkit, with fontkit and its fonts, is loaded on the first invoice
 * asked for rather than when the API starts: few processes ever make one, and every process held it (docs/bench.md).
 */
export async function invoicePdf(doc: InvoiceDocument, issuer: InvoiceIssuer, words?: Translator): Promise<Buffer> {
  const pdf = await import('./bookerInvoicePdf');
  return pdf.invoicePdf(doc, issuer, words);
}

import PDFDocument from 'pdfkit';
import { DateTime } from 'luxon';
import { invoiceTerms, type InvoiceDocument, type InvoiceIssuer } from './invoiceDocument';
import type { WireStatementLine } from '../../src/api/wire/booker';

/**
 * The invoice report (the booker calls rule (rules: call-booker) bookerinvoicereport) as a PDF: the operator's name in its brand colour and its details,
 * the invoice's range, one row per booking (reference, booker ref, cost centre, passenger, journey, price,
 * commission), and the totals with a subtotal per cost centre. Uncompressed, so its text stays searchable.
 */
export function invoicePdf(doc: InvoiceDocument, issuer: InvoiceIssuer): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: false,
    info: { Title: `Invoice ${doc.invoice.id}`, Author: issuer.company || issuer.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: issuer.currencycode || 'GBP' });
  const day = (iso: string) => DateTime.fromISO(iso, { setZone: true }).setZone(issuer.timezone).toFormat('d LLL yyyy');
  const when = (iso: string) =>
    DateTime.fromISO(iso, { setZone: true }).setZone(issuer.timezone).toFormat('d LLL yyyy, HH:mm');

  pdf
    .fillColor(issuer.brandColour)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(issuer.title || issuer.company);
  pdf.fillColor('#000000').font('Helvetica').fontSize(9);
  pdf.text([issuer.company, issuer.address].filter(Boolean).join(', '));
  pdf.text(`${issuer.phone}  ${issuer.email}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(14).text(`Invoice ${doc.invoice.id}`);
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`Billed to: ${doc.billedTo}`);
  pdf.text(`Bookings from ${day(doc.invoice.datefrom)} to ${day(doc.invoice.dateto)}`);
  pdf.text(`Issued ${day(doc.invoice.issuedate)}`);
  pdf.moveDown();

  const bookers = !doc.forCustomer;
  const columns = [
    { title: 'Ref', width: 50, cell: (line: WireStatementLine) => String(line.jobpartid) },
    { title: 'Date', width: 80, cell: (line: WireStatementLine) => when(line.bookingdate) },
    ...(bookers
      ? [
          { title: 'Our Ref', width: 60, cell: (line: WireStatementLine) => line.bookerref || '-' },
          { title: 'Cost centre', width: 60, cell: (line: WireStatementLine) => line.costcentre || '-' },
        ]
      : []),
    {
      title: 'Journey',
      width: bookers ? 150 : 330,
      cell: (line: WireStatementLine) =>
        `${line.name}: ${line.pickupaddress} to ${line.dropoffaddress}${/cancel/i.test(line.status) ? ' (cancelled)' : ''}`,
    },
    { title: 'Price', width: 55, cell: (line: WireStatementLine) => money.format(line.price) },
    ...(bookers
      ? [{ title: 'Commission', width: 60, cell: (line: WireStatementLine) => money.format(line.commission ?? 0) }]
      : []),
  ];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    let x = pdf.page.margins.left;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((cell, i) => pdf.heightOfString(cell, { width: columns[i].width - 4 }));
    if (y + Math.max(...heights) > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const top = pdf.y;
    cells.forEach((cell, i) => {
      pdf.text(cell, x, top, { width: columns[i].width - 4 });
      x += columns[i].width;
    });
    pdf.x = pdf.page.margins.left;
    pdf.y = top + Math.max(...heights) + 4;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const line of doc.lines) row(columns.map((column) => column.cell(line)));
  if (!doc.lines.length) pdf.font('Helvetica').fontSize(10).text('No bookings in this range.');

  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(11).text('Totals');
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`Bookings: ${doc.totals.bookings}`);
  pdf.text(`Card: ${money.format(doc.totals.card)}`);
  pdf.text(`Cash: ${money.format(doc.totals.cash)}`);
  pdf.text(`Total: ${money.format(doc.totals.price)}`);
  if (bookers) pdf.text(`Commission: ${money.format(doc.totals.commission)}`);
  // The UK business invoice rule: VAT, what is paid, what is due and by when.
  const terms = invoiceTerms(doc, issuer);
  pdf.text(terms.vat);
  pdf.text(`Paid by card: ${money.format(terms.paid)}`);
  pdf.font('Helvetica-Bold').text(`Amount due: ${money.format(terms.amountDue)}`);
  pdf.font('Helvetica').text(`Due date: ${day(terms.dueDate)}`);
  pdf.text(terms.paymentTerms);
  const byCentre = new Map<string, number>();
  for (const line of bookers ? doc.lines : []) {
    const centre = line.costcentre || 'No cost centre';
    byCentre.set(centre, (byCentre.get(centre) ?? 0) + line.price);
  }
  if (byCentre.size) {
    pdf.moveDown(0.5);
    pdf.font('Helvetica-Bold').text('By cost centre');
    pdf.font('Helvetica');
    for (const [centre, total] of [...byCentre].sort(([a], [b]) => a.localeCompare(b)))
      pdf.text(`${centre}: ${money.format(total)}`);
  }
  pdf.end();
  return done;
}

import PDFDocument from 'pdfkit';
import { DateTime } from 'luxon';
import { invoiceTerms, PAYMENT_DAYS, type InvoiceDocument, type InvoiceIssuer } from './invoiceDocument';
import { SOURCE_LOCALE } from '../../src/api/wire/locales';
import type { Translator } from '../../src/i18n/translator';
import { englishWords } from './bookingMail';
import type { WireStatementLine } from '../../src/api/wire/booker';

/**
 * The invoice report (the booker calls rule (rules: call-booker) bookerinvoicereport) as a PDF: the operator's name in its brand colour and its details,
 * the invoice's range, one row per booking (reference, booker ref, cost centre, passenger, journey, price,
 * commission), and the totals with a subtotal per cost centre. Uncompressed, so its text stays searchable.
 */
export function invoicePdf(doc: InvoiceDocument, issuer: InvoiceIssuer, words?: Translator): Promise<Buffer> {
  const w = words ?? englishWords();
  const english = w.locale === SOURCE_LOCALE;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: false,
    info: { Title: w.t('mail.invoice.title', { id: doc.invoice.id }), Author: issuer.company || issuer.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = new Intl.NumberFormat(w.locale, {
    style: 'currency',
    currency: issuer.currencycode || 'GBP',
    ...(english ? {} : { currencyDisplay: 'narrowSymbol' as const }),
  });
  const at = (iso: string) => {
    const zoned = DateTime.fromISO(iso, { setZone: true }).setZone(issuer.timezone);
    return english ? zoned : zoned.setLocale(w.locale);
  };
  // English keeps its own format; another language orders the date its own way.
  const day = (iso: string) => (english ? at(iso).toFormat('d LLL yyyy') : at(iso).toLocaleString(DateTime.DATE_MED));
  const when = (iso: string) =>
    english
      ? at(iso).toFormat('d LLL yyyy, HH:mm')
      : at(iso).toLocaleString({ ...DateTime.DATE_MED, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  pdf
    .fillColor(issuer.brandColour)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(issuer.title || issuer.company);
  pdf.fillColor('#000000').font('Helvetica').fontSize(9);
  pdf.text([issuer.company, issuer.address].filter(Boolean).join(', '));
  pdf.text(`${issuer.phone}  ${issuer.email}`);
  pdf.moveDown();
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(w.t('mail.invoice.title', { id: doc.invoice.id }));
  pdf.font('Helvetica').fontSize(10);
  pdf.text(w.t('mail.invoice.billedTo', { name: doc.billedTo }));
  pdf.text(w.t('mail.invoice.range', { from: day(doc.invoice.datefrom), to: day(doc.invoice.dateto) }));
  pdf.text(w.t('mail.invoice.issued', { date: day(doc.invoice.issuedate) }));
  pdf.moveDown();

  const bookers = !doc.forCustomer;
  const columns = [
    { title: w.t('mail.invoice.col.ref'), width: 50, cell: (line: WireStatementLine) => String(line.jobpartid) },
    { title: w.t('mail.invoice.col.date'), width: 80, cell: (line: WireStatementLine) => when(line.bookingdate) },
    ...(bookers
      ? [
          {
            title: w.t('mail.invoice.col.ourRef'),
            width: 60,
            cell: (line: WireStatementLine) => line.bookerref || '-',
          },
          {
            title: w.t('mail.invoice.col.costCentre'),
            width: 60,
            cell: (line: WireStatementLine) => line.costcentre || '-',
          },
        ]
      : []),
    {
      title: w.t('mail.invoice.col.journey'),
      width: bookers ? 150 : 330,
      cell: (line: WireStatementLine) =>
        w.t(/cancel/i.test(line.status) ? 'mail.invoice.journeyCancelled' : 'mail.invoice.journey', {
          name: line.name,
          from: line.pickupaddress,
          to: line.dropoffaddress,
        }),
    },
    { title: w.t('mail.invoice.col.price'), width: 55, cell: (line: WireStatementLine) => money.format(line.price) },
    ...(bookers
      ? [
          {
            title: w.t('mail.invoice.col.commission'),
            width: 60,
            cell: (line: WireStatementLine) => money.format(line.commission ?? 0),
          },
        ]
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
  if (!doc.lines.length) pdf.font('Helvetica').fontSize(10).text(w.t('mail.invoice.none'));

  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(11).text(w.t('mail.invoice.totals'));
  pdf.font('Helvetica').fontSize(10);
  pdf.text(w.t('mail.invoice.bookings', { count: doc.totals.bookings }));
  pdf.text(w.t('mail.invoice.card', { amount: money.format(doc.totals.card) }));
  pdf.text(w.t('mail.invoice.cash', { amount: money.format(doc.totals.cash) }));
  pdf.text(w.t('mail.invoice.total', { amount: money.format(doc.totals.price) }));
  if (bookers) pdf.text(w.t('mail.invoice.commission', { amount: money.format(doc.totals.commission) }));
  // The UK business invoice rule: VAT, what is paid, what is due and by when.
  const terms = invoiceTerms(doc, issuer);
  pdf.text(english ? terms.vat : w.t('mail.invoice.vat', { company: issuer.company || issuer.title }));
  pdf.text(w.t('mail.invoice.paidByCard', { amount: money.format(terms.paid) }));
  pdf.font('Helvetica-Bold').text(w.t('mail.invoice.amountDue', { amount: money.format(terms.amountDue) }));
  pdf.font('Helvetica').text(w.t('mail.invoice.dueDate', { date: day(terms.dueDate) }));
  pdf.text(english ? terms.paymentTerms : w.t('mail.invoice.paymentTerms', { days: PAYMENT_DAYS }));
  const byCentre = new Map<string, number>();
  for (const line of bookers ? doc.lines : []) {
    const centre = line.costcentre || w.t('mail.invoice.noCentre');
    byCentre.set(centre, (byCentre.get(centre) ?? 0) + line.price);
  }
  if (byCentre.size) {
    pdf.moveDown(0.5);
    pdf.font('Helvetica-Bold').text(w.t('mail.invoice.byCentre'));
    pdf.font('Helvetica');
    for (const [centre, total] of [...byCentre].sort(([a], [b]) => a.localeCompare(b)))
      pdf.text(`${centre}: ${money.format(total)}`);
  }
  pdf.end();
  return done;
}

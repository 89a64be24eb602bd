import { describe, expect, it } from 'vitest';
import { brandColourOf, invoiceIssuer, invoiceReport, invoiceTerms } from './invoiceDocument';

const settings = {
  title: 'Acme Cars',
  company: 'Acme Cars Ltd',
  address: '1 High Street, London',
  phone: '020 7946 0000',
  email: 'hello@acme.test',
  currencycode: 'GBP',
  timezone: 'Europe/London',
  brand: { colors: { brand: { 500: '#3355aa', 600: '#224499' } } },
};

describe('invoiceIssuer', () => {
  it("issues an invoice with the operator's details and brand colour", () => {
    expect(invoiceIssuer(settings)).toEqual({
      title: 'Acme Cars',
      company: 'Acme Cars Ltd',
      address: '1 High Street, London',
      phone: '020 7946 0000',
      email: 'hello@acme.test',
      brandColour: '#224499',
      currencycode: 'GBP',
      timezone: 'Europe/London',
    });
  });
});

describe('brandColourOf', () => {
  it('takes brand 600, else 500, else a dark grey for a brand without a hex colour', () => {
    expect(brandColourOf({ colors: { brand: { 500: '#3355aa' } } })).toBe('#3355aa');
    expect(brandColourOf({ colors: { brand: { 600: 'red' } } })).toBe('#1f2937');
    expect(brandColourOf(undefined)).toBe('#1f2937');
  });
});

describe('invoiceReport', () => {
  it('answers with the PDF in base64, named after the invoice', () => {
    expect(invoiceReport(42, Buffer.from('%PDF-1.3'))).toEqual({
      code: 1,
      message: '',
      fileext: 'pdf',
      filename: 'invoice-42.pdf',
      invoice: Buffer.from('%PDF-1.3').toString('base64'),
    });
  });
});

describe('invoiceTerms (the UK business invoice rule, issue 28)', () => {
  const invoice = {
    id: 9,
    issuedbyuser: 'priya',
    datefrom: '2026-10-01',
    dateto: '2026-10-31',
    issuedate: '2026-11-02T10:00:00Z',
  };
  const totals = { card: 40.1, cash: 60.2, price: 100.3, commission: 5, bookings: 3 };
  it('says VAT is not charged, what is paid and due, and the due date 30 days after issue', () => {
    expect(
      invoiceTerms({ invoice, totals }, { company: 'Acme Cars Ltd', title: 'Acme', timezone: 'Europe/London' }),
    ).toEqual({
      vat: 'VAT not charged: Acme Cars Ltd is not registered for VAT.',
      paid: 40.1,
      amountDue: 60.2,
      dueDate: '2026-12-02',
      paymentTerms: 'Payment due within 30 days of the invoice date.',
    });
  });
  it('never asks for less than nothing', () => {
    const paid = invoiceTerms(
      { invoice, totals: { ...totals, card: 100.3 } },
      { company: '', title: 'Acme', timezone: 'Europe/London' },
    );
    expect(paid.amountDue).toBe(0);
    expect(paid.vat).toBe('VAT not charged: Acme is not registered for VAT.');
  });
});

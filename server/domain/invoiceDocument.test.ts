import { describe, expect, it } from 'vitest';
import { brandColourOf, invoiceIssuer, invoiceReport } from './invoiceDocument';

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

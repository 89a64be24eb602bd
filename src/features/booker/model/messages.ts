/** The booker area's texts, in one place (DESIGN the free waiting rule (rules: free-waiting)). Spec texts verbatim; the rest chosen here. */
export const BOOKER_TEXT = {
  statementIntro: 'Commission earned on bookings made for your customers.',
  noLines: 'No bookings in this date range.',
  exportCsv: 'Export to CSV',
  invoicesIntro:
    'Invoices for the bookings you made for your customers. You can change or delete the invoices you issued.',
  noInvoices: 'No invoices yet.',
  createInvoice: 'Create invoice',
  saveInvoice: 'Save invoice',
  editInvoice: 'Edit invoice',
  downloadPdf: 'Download PDF',
  preparingPdf: 'Preparing PDF…',
  deleteQuestion: (id: number) => `Delete invoice ${id}?`,
  chartTitle: 'Bookings per day',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  customerInvoicesIntro:
    'An invoice for each booking you made and pay for. Bookings a company made for you are invoiced to that company.',
  noCustomerInvoices: 'No invoices yet: they appear here once you have booked.',
  paid: 'Paid',
  toPay: 'To pay',
} as const;

/** GOV.UK-style field messages for the invoice range. */
export const RANGE_TEXT = {
  fromRequired: 'Enter the first day of the invoice',
  toRequired: 'Enter the last day of the invoice',
  fromInvalid: 'The first day must be a real date',
  toInvalid: 'The last day must be a real date',
  reversed: 'The last day must be the same as or after the first day',
  tooLong: 'An invoice can cover at most 5 years',
} as const;

/** The booker area (issue 15; spec 1, 3.13, 6, 7.8): commission statement, invoices and the weekly booking chart. */
export { CommissionStatement } from './components/CommissionStatement';
export { Invoices } from './components/Invoices';
export { CustomerInvoices } from './components/CustomerInvoices';
export { BookingChartSection } from './components/BookingChartSection';
export { BOOKER_TEXT } from './model/messages';

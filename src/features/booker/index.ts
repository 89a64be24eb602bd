/** The booker area (issue 15; the product pages, booker statement, roles and booker calls rules (rules: product-pages, booker-statement, roles, call-booker)): commission statement, invoices and the weekly booking chart. */
export { CommissionStatement } from './components/CommissionStatement';
export { Invoices } from './components/Invoices';
export { CustomerInvoices } from './components/CustomerInvoices';
export { BookingChartSection } from './components/BookingChartSection';

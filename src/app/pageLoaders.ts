/**
 * The chunks of the pages that start their reads as the app starts (model/earlyReads.ts). The route and the early
 * start load the same chunk through the same function, so the early start fetches nothing the page does not.
 */
export const loadPaymentPage = () => import(/* webpackChunkName: "page-payment" */ './pages/PaymentPage');
export const loadDashboardPage = () => import(/* webpackChunkName: "page-dashboard" */ './pages/DashboardPage');
export const loadBookingHistoryPage = () =>
  import(/* webpackChunkName: "page-booking-history" */ './pages/BookingHistoryPage');

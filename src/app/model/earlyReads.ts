import { loadBookingHistoryPage, loadDashboardPage, loadPaymentPage } from '../pageLoaders';
import { pageForPath, type PageId } from './routes';

/** What a page module exports to start its reads early: given the address's query. */
type EarlyStart = { startReadsEarly: (search: string) => void };

const PAGES_WITH_EARLY_READS: Partial<Record<PageId, () => Promise<EarlyStart>>> = {
  payment: loadPaymentPage,
  dashboard: loadDashboardPage,
  bookinghistory: loadBookingHistoryPage,
};

/**
 * The first-visit rule (rules: first-visit): the data a page came for is asked for as the app starts, before React
 * hydrates the page (on a phone, a second or more), not by the page's views once they have: the bookings of My
 * Bookings and the dashboard for the customer signed in here, the booking a payment link names. The views take
 * the answers when they mount (startReadEarly). Each page starts its own reads from its own chunk, which came
 * with the page's first scripts: nothing more is fetched, and no other page carries the code.
 */
export function startPageReadsEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  const page = pageForPath(location.pathname);
  const load = page ? PAGES_WITH_EARLY_READS[page.id] : undefined;
  // A chunk that fails to load is the route's to report (its own import of the same chunk fails the same way).
  if (load)
    load().then(
      (module) => module.startReadsEarly(location.search),
      () => undefined,
    );
}

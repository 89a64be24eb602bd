import { startBookingsReadsEarly, storedProfile } from '@/features/account';
import { startPaymentReadEarly } from '@/features/payment';
import { paymentTarget } from './paymentTarget';
import { listsBookings, pageForPath } from './routes';

/**
 * The first-visit rule (rules: first-visit): the data a page came for is asked for as the app starts, before React
 * hydrates the page (on a phone, a second or more), not by the page's views once they have: the bookings of My
 * Bookings and the dashboard for the customer signed in here, the booking a payment link names. The views take
 * the answers when they mount (startReadEarly).
 */
export function startPageReadsEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  const page = pageForPath(location.pathname);
  if (!page) return;
  if (page.id === 'payment') {
    const target = paymentTarget(new URLSearchParams(location.search));
    // A booking named by its id alone is its signed-in owner's: the page asks once it knows who is signed in.
    if (target.code || target.linkId) startPaymentReadEarly(target);
    return;
  }
  if (listsBookings(location.pathname)) {
    const profile = storedProfile();
    if (profile) startBookingsReadsEarly(profile);
  }
}

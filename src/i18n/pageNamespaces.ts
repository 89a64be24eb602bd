import type { PageId } from '../api/wire/site';
import type { Namespace } from './catalogs';

/**
 * The catalogs a page needs beyond the shell's, so the server embeds them in the page and a page reached in the
 * browser fetches them with its code. A feature's namespace joins the pages that show it as it is translated.
 */
const PAGE_NAMESPACES: Partial<Record<PageId, readonly Namespace[]>> = {
  booking: ['templates', 'booking', 'flights', 'payment'],
  litebooking: ['templates', 'booking', 'flights', 'payment'],
  quickbooking: ['templates', 'booking', 'flights', 'payment'],
  payment: ['payment'],
  ticket: ['payment'],
  confirmed: ['payment'],
  // A code's ticket, or a signed-in customer's booking by reference (the booking detail's view).
  bookinginfo: ['account', 'booking', 'flights', 'payment'],
  bookingdetail: ['account', 'booking', 'flights', 'payment'],
  tracking: ['tracking'],
  commission: ['booker'],
  invoice: ['booker'],
  dashboard: ['booker', 'account'],
  bookinghistory: ['account'],
  profile: ['account'],
  resetpassword: ['account'],
  changepassword: ['account'],
  confirmpassword: ['account'],
  addressbook: ['account'],
};

/** Every page shows the shell and the design system's own words (dialog buttons, pickers, loading notices). */
const EVERY_PAGE: readonly Namespace[] = ['common', 'design'];

export function namespacesForPage(id: PageId | undefined): Namespace[] {
  return [...EVERY_PAGE, ...((id && PAGE_NAMESPACES[id]) || [])];
}

/** The operator console's page (/operator, its own build): the shell's words and its own. */
export function namespacesForConsole(): Namespace[] {
  return [...EVERY_PAGE, 'operator'];
}

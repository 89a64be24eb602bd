/**
 * The single-page app's routes (spec 2.1). The server answers these with index.html; any other page path
 * redirects to /booking.html. The client's route table mirrors this list. ":name" is one path segment.
 */

/** Booking wizard routes: all load the booking screen. */
const bookingRoutes = ['/', '/book/', '/booking', '/booking/', '/bookings', '/booking.html'];

/** Routes reachable both bare and with a .html twin. */
const routesWithTwins = [
  'litebooking', 'quickbooking', 'quickbookinginvalid', 'payment', 'ticket', 'ticket/:id', 'confirmed', 'confirmed/:id',
  'invoice', 'tracking', 'tracking/:id', 'dashboard', 'bookinginfo', 'profile', 'commission', 'resetpassword',
  'resetpassword/:id/:code', 'bookingdetail', 'bookingdetail/:id', 'bookinghistory', 'changepassword', 'confirmpassword',
];

export const spaRoutePatterns: string[] = [
  ...bookingRoutes,
  '/index.html',
  ...routesWithTwins.flatMap((route) => [`/${route}`, `/${route}.html`]),
  // The address book has only the .html form.
  '/addressbook.html',
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      const param = /^:[A-Za-z]+(.*)$/.exec(segment);
      return param ? `[^/]+?${escapeRegExp(param[1])}` : escapeRegExp(segment);
    })
    .join('/');
  return new RegExp(`^${source}$`, 'i');
}

const spaRouteMatchers = spaRoutePatterns.map(patternToRegExp);

/** Whether a URL path (no query string) is one of the app's pages. Case-insensitive, as the original hosting was. */
export function isSpaPath(path: string): boolean {
  return spaRouteMatchers.some((matcher) => matcher.test(path));
}

/**
 * What the server's HTML and the app agree on beside the API's calls: the route table of the page addresses rule (rules: routes) (every page, its
 * .html twin, its readable title and its chrome), from which the server knows which paths are the app's pages and
 * the router which page a path shows, and the global the page's inline loader keeps early clicks in. Pure data, in
 * the wire contract because the server may import the wire and nothing else of the app.
 */

export type PageId =
  | 'booking'
  | 'litebooking'
  | 'quickbooking'
  | 'quickbookinginvalid'
  | 'payment'
  | 'ticket'
  | 'confirmed'
  | 'invoice'
  | 'tracking'
  | 'dashboard'
  | 'bookinginfo'
  | 'profile'
  | 'commission'
  | 'resetpassword'
  | 'bookingdetail'
  | 'bookinghistory'
  | 'changepassword'
  | 'confirmpassword'
  | 'addressbook'
  | 'conditions'
  | 'privacy';

export interface PageDefinition {
  id: PageId;
  /** Readable name appended to the product title. */
  title: string;
  /** Router paths (without leading slash); the .html twins are listed explicitly. */
  paths: string[];
  /** The menus and roles rules (rules: menus, roles): signing out here takes the user home. */
  userPage?: boolean;
  /** The page addresses and shell rules (rules: routes, shell): which chrome the page hides. */
  hidesHeader?: boolean;
  hidesFooter?: boolean;
  /**
   * Never prerendered by the server: the page shows operator HTML that is sanitised with DOMPurify, which needs a
   * browser's DOM (the server has none), so the server's copy would differ from the browser's first render.
   */
  rendersInBrowserOnly?: boolean;
}

function withTwins(...names: string[]): string[] {
  return names.flatMap((name) => [name, `${name}.html`]);
}

export const pages: PageDefinition[] = [
  {
    id: 'booking',
    title: 'Book a Transfer',
    paths: ['', 'index.html', 'book/', 'booking', 'booking/', 'bookings', 'booking.html'],
  },
  {
    id: 'litebooking',
    // The page addresses rule (rules: routes): every page's title is the product title plus its own readable name, as quickbooking's is.
    title: 'Lite Booking',
    paths: withTwins('litebooking'),
    hidesHeader: true,
    hidesFooter: true,
  },
  {
    id: 'quickbooking',
    title: 'Quick Booking',
    paths: withTwins('quickbooking'),
    hidesHeader: true,
    hidesFooter: true,
  },
  {
    id: 'quickbookinginvalid',
    title: 'Quick Booking',
    paths: withTwins('quickbookinginvalid'),
    hidesHeader: true,
    hidesFooter: true,
  },
  { id: 'payment', title: 'Payment', paths: withTwins('payment'), hidesFooter: true },
  { id: 'ticket', title: 'Ticket', paths: [...withTwins('ticket'), 'ticket/:id'] },
  { id: 'confirmed', title: 'Booking Confirmed', paths: [...withTwins('confirmed'), 'confirmed/:id'], userPage: true },
  { id: 'invoice', title: 'Invoices', paths: withTwins('invoice'), userPage: true },
  { id: 'tracking', title: 'Track My Driver', paths: [...withTwins('tracking'), 'tracking/:id'], userPage: true },
  { id: 'dashboard', title: 'Dashboard', paths: withTwins('dashboard'), userPage: true },
  { id: 'bookinginfo', title: 'Booking Info', paths: withTwins('bookinginfo') },
  { id: 'profile', title: 'My Account', paths: withTwins('profile'), userPage: true },
  { id: 'commission', title: 'Commission Statement', paths: withTwins('commission'), userPage: true },
  { id: 'resetpassword', title: 'Reset Password', paths: [...withTwins('resetpassword'), 'resetpassword/:id/:code'] },
  {
    id: 'bookingdetail',
    title: 'My Booking',
    paths: [...withTwins('bookingdetail'), 'bookingdetail/:id'],
    userPage: true,
  },
  { id: 'bookinghistory', title: 'My Bookings', paths: withTwins('bookinghistory'), userPage: true },
  { id: 'changepassword', title: 'Change Password', paths: withTwins('changepassword') },
  { id: 'confirmpassword', title: 'Confirm Password', paths: withTwins('confirmpassword') },
  { id: 'addressbook', title: 'Places', paths: ['addressbook.html'], userPage: true },
  { id: 'conditions', title: 'Conditions of Use', paths: withTwins('conditions'), rendersInBrowserOnly: true },
  { id: 'privacy', title: 'Privacy Notice', paths: withTwins('privacy'), rendersInBrowserOnly: true },
];

/**
 * The lazily loaded chunk that holds each page's code: the name in its `import()` comment in src/app/AppRoutes.tsx
 * (src/app/pageChunks.test.ts holds the two together). The booking page's own is its template's, `template-NAME`.
 * The server fetches a page's chunk beside the initial scripts, so the page never waits for a second round trip.
 */
export const PAGE_CHUNKS: Record<Exclude<PageId, 'booking'>, string> = {
  litebooking: 'page-quick-booking',
  quickbooking: 'page-quick-booking',
  quickbookinginvalid: 'page-quick-booking-invalid',
  payment: 'page-payment',
  ticket: 'page-ticket',
  confirmed: 'page-ticket',
  invoice: 'page-invoice',
  tracking: 'page-tracking',
  dashboard: 'page-dashboard',
  bookinginfo: 'page-booking-info',
  profile: 'page-profile',
  commission: 'page-commission',
  resetpassword: 'page-reset-password',
  bookingdetail: 'page-booking-detail',
  bookinghistory: 'page-booking-history',
  changepassword: 'page-change-password',
  confirmpassword: 'page-confirm-password',
  addressbook: 'page-address-book',
  conditions: 'page-legal',
  privacy: 'page-legal',
};

/** The chunk a booking page shows with a template: `template-NAME`, as named in src/templates/registry.ts. */
export const templateChunk = (template: string) => `template-${template}`;

/**
 * On a prerendered page the app's scripts may start before it is hydrated: the server's inline loader
 * (server/routes/deferredScripts.ts) holds clicks on buttons not yet hydrated in this global of the window, and
 * the app replays them from it (src/app/model/earlyClicks.ts).
 */
export const EARLY_CLICKS_GLOBAL = '__tbEarlyClicks';

/**
 * The route table of spec 2.1: every page, its .html twin, its readable title and its chrome.
 * Pure data plus pure lookups, so the shell, the prerenderer and the tests read one table.
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
  /** Spec 2.3 / 6: signing out here takes the user home. */
  userPage?: boolean;
  /** Spec 2.1/2.2: which chrome the page hides. */
  hidesHeader?: boolean;
  hidesFooter?: boolean;
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
    title: 'Book a Transfer',
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
  { id: 'conditions', title: 'Conditions of Use', paths: withTwins('conditions') },
  { id: 'privacy', title: 'Privacy Notice', paths: withTwins('privacy') },
];

export const pageById = Object.fromEntries(pages.map((page) => [page.id, page])) as Record<PageId, PageDefinition>;

/** Spec 2.1: "Page titles are the product title plus a readable name". */
export function pageTitle(productTitle: string, page: PageDefinition): string {
  return `${page.title} | ${productTitle}`;
}

/** Spec 2.1: "Navigation appends .html to page names unless told otherwise. Home names go to /." */
export function pageHref(name: PageId | 'home', options: { id?: string; html?: boolean } = {}): string {
  if (name === 'home' || name === 'booking') return '/';
  if (options.id) return `/${name}/${encodeURIComponent(options.id)}`;
  return options.html === false ? `/${name}` : `/${name}.html`;
}

/** Ids in twin paths arrive as "123.html"; the page wants "123". */
export function stripHtml(id: string | undefined): string | undefined {
  return id?.replace(/\.html$/i, '');
}

export interface Chrome {
  header: boolean;
  menu: boolean;
  footer: boolean;
}

/**
 * Spec 2.1/2.2: quickbooking and lite-booking hide menu, header and footer; the payment page hides the footer. In a
 * client site's booking frame (docs/embedding.md) every page, the ticket too, shows without the operator's chrome:
 * the client's own page is around it.
 */
export function chromeFor(page: PageDefinition, options: { lite?: boolean; framed?: boolean } = {}): Chrome {
  if (options.lite || options.framed || page.hidesHeader) return { header: false, menu: false, footer: false };
  return { header: true, menu: true, footer: !page.hidesFooter };
}

/** The home page's menu anchors (spec 1 and 2.3), in menu order. */
export const menuAnchors = [
  { id: 'quote', label: 'Quote and Book' },
  { id: 'faq', label: 'Booking FAQ' },
  { id: 'why-us', label: 'Why Us' },
  { id: 'airport-transfers', label: 'Airport Transfer Cabs' },
  { id: 'contact', label: 'Contact Us' },
] as const;

export type MenuAnchorId = (typeof menuAnchors)[number]['id'];

/** Finds the page a location shows, matching the route table the way the router does. */
export function pageForPath(pathname: string): PageDefinition | undefined {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return pages.find((page) =>
    page.paths.some((pattern) => {
      if (!pattern.includes(':')) return pattern.replace(/\/$/, '') === path;
      const parts = pattern.split('/');
      const actual = path.split('/');
      return (
        parts.length === actual.length &&
        parts.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part === actual[i]))
      );
    }),
  );
}

/** Spec 2.3: signing out from a user page takes the user home. */
export function signOutGoesHome(pathname: string): boolean {
  return Boolean(pageForPath(pathname)?.userPage);
}

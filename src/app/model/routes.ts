/**
 * Lookups over the route table of the page addresses rule (rules: routes) (src/api/wire/site.ts, which the server reads too): titles, links,
 * chrome and the page a path shows. Pure, so the shell, the prerenderer and the tests read one table.
 */
import { pages, type PageDefinition, type PageId } from '@/api/wire/site';
import type { MessageId } from '@/i18n';

export { pages, type PageDefinition, type PageId };

export const pageById = Object.fromEntries(pages.map((page) => [page.id, page])) as Record<PageId, PageDefinition>;

/** A page's readable name in the catalogs (every page has one: src/app/model/routes.test.ts). */
export const pageNameId = (id: PageId) => `common.page.${id}` as MessageId;

/**
 * The page addresses rule (rules: routes): "Page titles are the product title plus a readable name", the name in
 * the page's language when a translation is given.
 */
export function pageTitle(productTitle: string, page: PageDefinition, translate?: (id: MessageId) => string): string {
  return `${translate ? translate(pageNameId(page.id)) : page.title} | ${productTitle}`;
}

/** The page addresses rule (rules: routes): "Navigation appends .html to page names unless told otherwise. Home names go to /." */
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
 * The page addresses and shell rules (rules: routes, shell): quickbooking and lite-booking hide menu, header and footer; the payment page hides the footer. In a
 * client site's booking frame (docs/embedding.md) every page, the ticket too, shows without the operator's chrome:
 * the client's own page is around it.
 */
export function chromeFor(page: PageDefinition, options: { lite?: boolean; framed?: boolean } = {}): Chrome {
  if (options.lite || options.framed || page.hidesHeader) return { header: false, menu: false, footer: false };
  return { header: true, menu: true, footer: !page.hidesFooter };
}

/** The home page's menu anchors (the product pages and menus rules, rules: product-pages, menus), in menu order. */
export const menuAnchors = [
  { id: 'quote', label: 'common.menu.quote' },
  { id: 'faq', label: 'common.menu.faq' },
  { id: 'why-us', label: 'common.menu.whyUs' },
  { id: 'airport-transfers', label: 'common.menu.airportTransfers' },
  { id: 'contact', label: 'common.menu.contact' },
] as const satisfies readonly { id: string; label: MessageId }[];

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

/** The menus rule (rules: menus): signing out from a user page takes the user home. */
/** The pages that open on the customer's bookings (their lists are asked for as soon as the customer is known). */
export function listsBookings(pathname: string): boolean {
  const id = pageForPath(pathname)?.id;
  return id === 'dashboard' || id === 'bookinghistory';
}

export function signOutGoesHome(pathname: string): boolean {
  return Boolean(pageForPath(pathname)?.userPage);
}

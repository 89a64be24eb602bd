/**
 * The single-page app's routes (the page addresses rule, rules: routes). The server answers these with index.html; any other page path
 * redirects to /booking.html. ":name" is one path segment.
 */

import { pages } from '../../src/api/wire/site';

/** Derived from the client's route table, so the server and the router can never disagree about a page. */
export const spaRoutePatterns: string[] = [...new Set(pages.flatMap((page) => page.paths.map((p) => `/${p}`)))];

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

const spaRouteMatchers = spaRoutePatterns.map((pattern) => ({ pattern, matcher: patternToRegExp(pattern) }));

/**
 * The route pattern a URL path (no query string) is, e.g. "/ticket/:id" for "/Ticket/42.html"; undefined for a
 * path that is none of the app's pages. Case-insensitive, as the original hosting was. There are a few dozen
 * patterns and endless paths, so whatever is kept per page is kept per pattern.
 */
export function spaRouteFor(path: string): string | undefined {
  return spaRouteMatchers.find(({ matcher }) => matcher.test(path))?.pattern;
}

/** Whether a URL path (no query string) is one of the app's pages. */
export function isSpaPath(path: string): boolean {
  return spaRouteFor(path) !== undefined;
}

/** Whether a route pattern takes a value from the path (an id or a code), so its page differs per URL. */
export function routeHasParams(pattern: string): boolean {
  return pattern.split('/').some((segment) => segment.startsWith(':'));
}

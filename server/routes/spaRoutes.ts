/**
 * The single-page app's routes (spec 2.1). The server answers these with index.html; any other page path
 * redirects to /booking.html. ":name" is one path segment.
 */

import { pages } from '../../src/app/model/routes';

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

const spaRouteMatchers = spaRoutePatterns.map(patternToRegExp);

/** Whether a URL path (no query string) is one of the app's pages. Case-insensitive, as the original hosting was. */
export function isSpaPath(path: string): boolean {
  return spaRouteMatchers.some((matcher) => matcher.test(path));
}

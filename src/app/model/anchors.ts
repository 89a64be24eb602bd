import { pageById } from './routes';

/** The booking page is the home page: every booking wizard path of the page addresses rule (rules: routes) counts as home. */
export function isHomePath(pathname: string): boolean {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return pageById.booking.paths.some((p) => p.replace(/\/$/, '') === path);
}

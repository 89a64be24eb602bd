import { pageById } from './routes';

/** The booking page is the home page: every booking wizard path of spec 2.1 counts as home. */
export function isHomePath(pathname: string): boolean {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return pageById.booking.paths.some((p) => p.replace(/\/$/, '') === path);
}

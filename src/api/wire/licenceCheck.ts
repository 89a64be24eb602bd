/**
 * The client licence check (rules: licence-check; issue 31): what a client site's licence must be before the operator
 * console stores it, shared by the server's PUT /api/operator/licences/:code and by the console's licence form, so
 * both name the same field with the same words. Each problem is `{path, message}`, the path a field of the licence.
 * Pure.
 */
import { TEMPLATE_NAMES } from './templates';

/** What the console sends for a licence: its domains and the overrides its booking frame applies. */
export interface WireLicenceChange {
  parentdomain: string;
  /** One of TEMPLATE_NAMES, or '' for the operator's own. */
  template: string;
  /** The client's palette (50..950, from one main colour), logo and its text; an empty object for none. */
  brand: { palette?: Record<string, string>; logoUrl?: string; logoAlt?: string };
  /** Payment methods switched off on the client's pages. */
  paymentsoff: string[];
}

export interface LicenceIssue {
  path: string;
  message: string;
}

export const TRACKING_CODE = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;
export const LICENCE_PAYMENTS = ['cash', 'card', 'paypal'];
export const LICENCE_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
/** One listed domain: a host name, or *.host for its subdomains alone (server/domain/licence.ts reads them so). */
const DOMAIN = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const COLOUR = /^#[0-9a-f]{6}$/i;
/** A logo from the web or the operator's own site; nothing a browser would run (as the booking frame takes it). */
const SAFE_LOGO_URL = /^(https:\/\/\S+|\/(?!\/)\S*)$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function trackingCodeProblem(code: string): string | undefined {
  return TRACKING_CODE.test(code)
    ? undefined
    : 'Tracking code must be 2 to 40 capital letters, digits, - or _, starting with a letter or digit';
}

/** Problems of a licence change, in the words the console shows beside each field. */
export function licenceProblems(input: unknown): LicenceIssue[] {
  if (!isObject(input)) return [{ path: '', message: 'A licence must be an object' }];
  const issues: LicenceIssue[] = [];
  const domains = typeof input.parentdomain === 'string' ? input.parentdomain.split(',').map((d) => d.trim()) : [];
  if (!domains.some(Boolean)) {
    issues.push({ path: 'parentdomain', message: 'Enter the domains of the client’s site, like hotel.example' });
  } else {
    const bad = domains.find((domain) => !DOMAIN.test(domain));
    if (bad !== undefined)
      issues.push({
        path: 'parentdomain',
        message: `Domains must be host names separated by commas, like hotel.example, *.hotel.example (not “${bad}”)`,
      });
  }
  if (input.template !== '' && !(TEMPLATE_NAMES as readonly unknown[]).includes(input.template))
    issues.push({
      path: 'template',
      message: `Template must be the operator’s or one of ${TEMPLATE_NAMES.join(', ')}`,
    });
  if (!Array.isArray(input.paymentsoff) || !input.paymentsoff.every((m) => LICENCE_PAYMENTS.includes(m as string)))
    issues.push({ path: 'paymentsoff', message: `Payments switched off may be only ${LICENCE_PAYMENTS.join(', ')}` });
  const brand = input.brand;
  if (!isObject(brand)) issues.push({ path: 'brand', message: 'Brand must be an object' });
  else {
    if (brand.palette !== undefined) {
      const palette = isObject(brand.palette) ? brand.palette : {};
      if (!LICENCE_SHADES.every((shade) => COLOUR.test(String(palette[shade] ?? ''))))
        issues.push({ path: 'brand.palette', message: 'Brand colour must be a colour like #1c2e5c' });
    }
    if (brand.logoUrl !== undefined && (typeof brand.logoUrl !== 'string' || !SAFE_LOGO_URL.test(brand.logoUrl)))
      issues.push({ path: 'brand.logoUrl', message: 'Logo address must start https:// or be a path starting /' });
    if (brand.logoAlt !== undefined && (typeof brand.logoAlt !== 'string' || brand.logoAlt.length > 200))
      issues.push({ path: 'brand.logoAlt', message: 'Logo text alternative must be text of at most 200 characters' });
  }
  return issues;
}

/** Spec 7.9 licence rules. Pure. */

/** The bare host of a domain or URL: lower case, no scheme, port, path or leading "www.". */
export function normalizeDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/**
 * Whether a parent domain may embed the booking app under a licence. The licence lists its domains
 * comma-separated; a listed domain also covers its subdomains (a licence for example.com covers book.example.com).
 */
export function isDomainLicensed(licensedDomains: string, parentdomain: string): boolean {
  const requested = normalizeDomain(parentdomain);
  if (!requested) return false;
  return licensedDomains
    .split(',')
    .map(normalizeDomain)
    .filter(Boolean)
    .some((licensed) => requested === licensed || requested.endsWith(`.${licensed}`));
}

/** The licence host rule (rules: licence-host) licence rules. Pure. */

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

/** A licence's listed domains: "example.com" (it and its subdomains) or "*.example.com" (its subdomains only). */
function listedDomains(licensedDomains: string): { domain: string; subdomainsOnly: boolean }[] {
  return licensedDomains
    .split(',')
    .map((listed) => {
      const trimmed = listed.trim();
      const subdomainsOnly = trimmed.startsWith('*.');
      return { domain: normalizeDomain(subdomainsOnly ? trimmed.slice(2) : trimmed), subdomainsOnly };
    })
    .filter(({ domain }) => /^[a-z0-9.-]+$/.test(domain));
}

/**
 * Whether a parent domain may embed the booking app under a licence. The licence lists its domains
 * comma-separated; a listed domain also covers its subdomains (a licence for example.com covers book.example.com),
 * and a wildcard `*.example.com` covers the subdomains alone.
 */
export function isDomainLicensed(licensedDomains: string, parentdomain: string): boolean {
  const requested = normalizeDomain(parentdomain);
  if (!requested) return false;
  return listedDomains(licensedDomains).some(
    ({ domain, subdomainsOnly }) => (!subdomainsOnly && requested === domain) || requested.endsWith(`.${domain}`),
  );
}

/**
 * The CSP frame-ancestors sources of a licence's domains: any scheme the page has, any port, and the subdomains
 * the licence covers. Characters CSP would read as syntax never get here (listedDomains keeps host names alone).
 */
export function frameAncestorSources(licensedDomains: string): string[] {
  return listedDomains(licensedDomains).flatMap(({ domain, subdomainsOnly }) =>
    subdomainsOnly ? [`*.${domain}:*`] : [`${domain}:*`, `*.${domain}:*`],
  );
}

export type LicenceStanding = 'valid' | 'expired' | 'revoked';

/** Whether a licence works now: a withdrawn one never does, one past its end no longer does. */
export function licenceStanding(
  licence: { expires_at: Date | string | null; revoked: boolean },
  now: Date,
): LicenceStanding {
  if (licence.revoked) return 'revoked';
  if (licence.expires_at !== null && new Date(licence.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** Payment methods a licence may switch off on its client's pages. */
export const SWITCHABLE_PAYMENTS = ['cash', 'card', 'paypal'] as const;
export type SwitchablePayment = (typeof SWITCHABLE_PAYMENTS)[number];

export function paymentsSwitchedOff(listed: string): SwitchablePayment[] {
  const names = listed.split(',').map((name) => name.trim().toLowerCase());
  return SWITCHABLE_PAYMENTS.filter((name) => names.includes(name));
}

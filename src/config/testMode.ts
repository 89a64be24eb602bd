/**
 * The page addresses rule (rules: routes): `?sandbox=true` or `?runmode=test` puts the app in the payment gateway's test mode: the configuration
 * is asked for with `sandbox=true` (the API answers its test gateway) and the payment pages say so.
 */
export function isTestMode(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('sandbox')?.toLowerCase() === 'true' || params.get('runmode')?.toLowerCase() === 'test';
}

/** The page's own test mode, read from its address (false outside a browser). */
export const pageInTestMode = (): boolean => typeof window !== 'undefined' && isTestMode(window.location.search);

import type { Address } from '@/api';

/** The one-line text an address shows in its input. */
export function addressLabel(address: Address | null | undefined): string {
  if (!address) return '';
  const text = address.fullAddress || [address.name, address.line1, address.postcode].filter(Boolean).join(', ');
  return text.trim();
}

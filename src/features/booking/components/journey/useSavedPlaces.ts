import { getAddressBook, mapAddress, type Address } from '@/api';
import { useRead } from '@/shared';

const NONE: Address[] = [];

async function loadSavedPlaces(customerId: number, signal: AbortSignal): Promise<Address[]> {
  const response = await getAddressBook(customerId, { signal });
  const rank = (a: Address) => ({ home: 0, work: 1 })[a.placeName.trim().toLowerCase()] ?? 2;
  const usable = (response.addresses ?? []).map(mapAddress).filter((a) => a.latitude !== 0 || a.longitude !== 0);
  return usable.sort((a, b) => rank(a) - rank(b));
}

/**
 * The signed-in customer's address book (the address book rule, rules: address-book): home and work first, then the other places. Without it the search
 * still works, so a failed read offers nothing rather than an error.
 */
export function useSavedPlaces(customerId: number | undefined): Address[] {
  const read = useRead(customerId ? ['addressBook', customerId] : null, (signal) =>
    loadSavedPlaces(customerId ?? 0, signal),
  );
  return read.status === 'ready' ? read.data : NONE;
}

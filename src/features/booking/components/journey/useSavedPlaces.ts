import { useEffect, useState } from 'react';
import { getAddressBook, mapAddress, type Address } from '@/api';

/** The signed-in customer's address book (7.2): home and work first, then the other places. */
export function useSavedPlaces(customerId: number | undefined): Address[] {
  const [places, setPlaces] = useState<Address[]>([]);
  useEffect(() => {
    if (!customerId) {
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    getAddressBook(customerId, { signal: controller.signal }).then(
      (response) => {
        const rank = (a: Address) => ({ home: 0, work: 1 })[a.placeName.trim().toLowerCase()] ?? 2;
        const usable = (response.addresses ?? []).map(mapAddress).filter((a) => a.latitude !== 0 || a.longitude !== 0);
        setPlaces(usable.sort((a, b) => rank(a) - rank(b)));
      },
      // Without the address book the search still works; nothing to tell the customer.
      () => undefined,
    );
    return () => controller.abort();
  }, [customerId]);
  return places;
}

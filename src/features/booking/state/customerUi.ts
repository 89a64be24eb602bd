import { useSnapshot } from 'valtio';
import type { ContactError, ContactSection } from '../model/contact';
import type { FlightKind } from '../model/customerStep';
import { useBookingStore, type BookingStore } from './bookingStore';

export type { CustomerDialog, CustomerUi } from './bookingStore';

export function openContactDialog(
  store: BookingStore,
  tab: ContactSection = 'passenger',
  flagged: ContactError[] = [],
): void {
  Object.assign(store.ui, { dialog: 'contact', contactTab: tab, flagged });
}

export function openFlightDialog(store: BookingStore, flight: FlightKind): void {
  Object.assign(store.ui, { dialog: 'flight', flight, flagged: [] });
}

export function openCustomerDialog(store: BookingStore, dialog: 'note' | 'promo'): void {
  Object.assign(store.ui, { dialog, flagged: [] });
}

export function closeCustomerDialog(store: BookingStore): void {
  Object.assign(store.ui, { dialog: null, flagged: [] });
}

export function useCustomerUi() {
  return useSnapshot(useBookingStore().ui);
}

import { proxy, useSnapshot } from 'valtio';
import type { ContactError, ContactSection } from '../model/contact';
import type { FlightKind } from '../model/customerStep';

export type CustomerDialog = 'contact' | 'note' | 'promo' | 'flight' | null;

/**
 * Which step-3 dialog is open and what a failed check flagged. Not part of the booking: nothing here
 * survives a reload, and a reload shows the step with its dialogs closed.
 */
export const customerUi = proxy<{
  dialog: CustomerDialog;
  contactTab: ContactSection;
  flight: FlightKind;
  /** Errors a step check or a sign-in hand-off found; the contact dialog shows them when it opens. */
  flagged: ContactError[];
}>({ dialog: null, contactTab: 'passenger', flight: 'onward', flagged: [] });

export function openContactDialog(tab: ContactSection = 'passenger', flagged: ContactError[] = []): void {
  Object.assign(customerUi, { dialog: 'contact', contactTab: tab, flagged });
}

export function openFlightDialog(flight: FlightKind): void {
  Object.assign(customerUi, { dialog: 'flight', flight, flagged: [] });
}

export function openCustomerDialog(dialog: 'note' | 'promo'): void {
  Object.assign(customerUi, { dialog, flagged: [] });
}

export function closeCustomerDialog(): void {
  Object.assign(customerUi, { dialog: null, flagged: [] });
}

export function useCustomerUi() {
  return useSnapshot(customerUi);
}

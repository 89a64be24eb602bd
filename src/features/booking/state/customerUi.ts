import { useSnapshot } from 'valtio';
import type { ContactError, ContactSection } from '../model/contact';
import type { FlightKind } from '../model/customerStep';
import type { SignInTarget } from '../model/draft';
import type { TargetAction } from '../model/signInHandoff';
import { useBookingStore, type BookingStore, type CustomerDialog } from './bookingStore';

export type { CustomerDialog, CustomerUi } from './bookingStore';

export function openContactDialog(
  store: BookingStore,
  tab: ContactSection = 'passenger',
  flagged: ContactError[] = [],
): void {
  Object.assign(store.ui, { dialog: 'contact', contactTab: tab, flagged, target: '' });
}

/** `target`: the sign-in hand-off rule (rules: sign-in-handoff) pending target this popup stands for, so saving it carries the target chain on. */
export function openFlightDialog(store: BookingStore, flight: FlightKind, target: SignInTarget | '' = ''): void {
  Object.assign(store.ui, { dialog: 'flight', flight, flagged: [], target });
}

export function openCustomerDialog(
  store: BookingStore,
  dialog: 'note' | 'promo',
  target: SignInTarget | '' = '',
): void {
  Object.assign(store.ui, { dialog, flagged: [], target });
}

/**
 * Closes the open dialog; given which one, only while that one is still open: a dialog closing as the next link of
 * the sign-in hand-off rule (rules: sign-in-handoff) target chain opens (its close can arrive after the next dialog is shown) must not close that one.
 */
export function closeCustomerDialog(store: BookingStore, which?: Exclude<CustomerDialog, null>): void {
  if (which && store.ui.dialog !== which) return;
  Object.assign(store.ui, { dialog: null, flagged: [], target: '' });
}

/** Opens the popup a pending target asks for (model/signInHandoff.ts followTarget), standing for that target. */
export function openTargetPopup(store: BookingStore, action: TargetAction): void {
  if (action.kind === 'flight') openFlightDialog(store, action.flight, action.target);
  else if (action.kind === 'contact') {
    openContactDialog(store, 'passenger');
    store.ui.target = action.target;
  } else if (action.kind === 'note' || action.kind === 'promo') openCustomerDialog(store, action.kind, action.target);
}

export function useCustomerUi() {
  return useSnapshot(useBookingStore().ui);
}

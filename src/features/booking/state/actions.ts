/** Actions on the working booking of a store (DESIGN: valtio, actions as plain functions). Rules live in ../model. */
import type { Address } from '@/api';
import { checkAddressChoice, type AddressChoice, type StopSlot } from '../model/address';
import type { BookingDraft, BookingExtras, ReturnKind } from '../model/draft';
import type { StepName } from '../model/flow';
import { clampExtra, type ExtraDefinition } from '../model/extras';
import { fromPickerValue } from '../model/time';
import { resetBooking, type BookingStore } from './bookingStore';

/** Sets a stop after the address rules of the valid booking rule (rules: booking-valid); a refused address leaves (or clears) the stop and says why. */
export function chooseAddress(store: BookingStore, slot: StopSlot, address: Address | null): AddressChoice {
  if (address) {
    const choice = checkAddressChoice(address, slot, store.draft);
    if (!choice.ok) {
      if (choice.clear) setStop(store.draft, slot, null);
      return choice;
    }
  }
  setStop(store.draft, slot, address);
  return { ok: true };
}

function setStop(booking: BookingDraft, slot: StopSlot, address: Address | null) {
  if (slot.kind === 'pickUp') {
    booking.pickUp = address;
    booking.pickUpError = '';
  } else if (slot.kind === 'dropOff') booking.dropOff = address;
  else if (slot.index < booking.via.length) booking.via[slot.index] = address;
}

export function addVia(store: BookingStore): void {
  store.draft.via.push(null);
}

export function removeVia(store: BookingStore, index: number): void {
  store.draft.via.splice(index, 1);
}

/** Moves a via stop up (-1) or down (+1) the list. */
export function moveVia(store: BookingStore, index: number, direction: -1 | 1): void {
  const target = index + direction;
  if (target < 0 || target >= store.draft.via.length) return;
  const [moved] = store.draft.via.splice(index, 1);
  store.draft.via.splice(target, 0, moved);
}

export function setPickupTime(store: BookingStore, value: { mode: 'asap' | 'later'; time: string | null }): void {
  const next = fromPickerValue(value);
  store.draft.time.pickUpType = next.pickUpType;
  store.draft.time.time = next.time;
}

export function setReturnKind(store: BookingStore, kind: ReturnKind): void {
  store.draft.returnKind = kind;
  if (kind !== 'return') store.draft.returnDate = '';
}

export function setReturnDate(store: BookingStore, iso: string | null): void {
  store.draft.returnDate = iso ?? '';
}

export function selectVehicle(store: BookingStore, id: number | null): void {
  store.draft.vehicleId = id;
}

export function setExtra(
  store: BookingStore,
  key: keyof BookingExtras,
  value: number | string,
  definition: Pick<ExtraDefinition, 'min' | 'max'>,
): void {
  store.draft.extras[key] = clampExtra(value, definition);
}

/** Shows the screen that holds `step` (useBookingFlow moves between screens; other callers name a step). */
export function goToStep(store: BookingStore, step: StepName): void {
  store.draft.step = step;
}

/** The clear booking rule (rules: clear-booking) "Clear booking": empties addresses, promo, flights and times (everything, and its stored copy). */
export function clearBooking(store: BookingStore): void {
  resetBooking(store);
}

export function patchBooking(store: BookingStore, patch: Partial<BookingDraft>): void {
  Object.assign(store.draft, patch);
}

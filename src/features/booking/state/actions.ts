/** Actions on the working booking (DESIGN: valtio, actions as plain functions). Rules live in ../model. */
import type { Address } from '@/api';
import { checkAddressChoice, type AddressChoice, type StopSlot } from '../model/address';
import type { BookingDraft, BookingExtras, ReturnKind } from '../model/draft';
import type { StepName } from '../model/flow';
import { clampExtra, type ExtraDefinition } from '../model/extras';
import { fromPickerValue } from '../model/time';
import { booking, resetBooking } from './bookingStore';

/** Sets a stop after the address rules of 5.2; a refused address leaves (or clears) the stop and says why. */
export function chooseAddress(slot: StopSlot, address: Address | null): AddressChoice {
  if (address) {
    const choice = checkAddressChoice(address, slot, booking);
    if (!choice.ok) {
      if (choice.clear) setStop(slot, null);
      return choice;
    }
  }
  setStop(slot, address);
  return { ok: true };
}

function setStop(slot: StopSlot, address: Address | null) {
  if (slot.kind === 'pickUp') {
    booking.pickUp = address;
    booking.pickUpError = '';
  } else if (slot.kind === 'dropOff') booking.dropOff = address;
  else if (slot.index < booking.via.length) booking.via[slot.index] = address;
}

export function addVia(): void {
  booking.via.push(null);
}

export function removeVia(index: number): void {
  booking.via.splice(index, 1);
}

/** Moves a via stop up (-1) or down (+1) the list. */
export function moveVia(index: number, direction: -1 | 1): void {
  const target = index + direction;
  if (target < 0 || target >= booking.via.length) return;
  const [moved] = booking.via.splice(index, 1);
  booking.via.splice(target, 0, moved);
}

export function setPickupTime(value: { mode: 'asap' | 'later'; time: string | null }): void {
  const next = fromPickerValue(value);
  booking.time.pickUpType = next.pickUpType;
  booking.time.time = next.time;
}

export function setReturnKind(kind: ReturnKind): void {
  booking.returnKind = kind;
  if (kind !== 'return') booking.returnDate = '';
}

export function setReturnDate(iso: string | null): void {
  booking.returnDate = iso ?? '';
}

export function selectVehicle(id: number | null): void {
  booking.vehicleId = id;
}

export function setExtra(
  key: keyof BookingExtras,
  value: number | string,
  definition: Pick<ExtraDefinition, 'min' | 'max'>,
): void {
  booking.extras[key] = clampExtra(value, definition);
}

/** Shows the screen that holds `step` (useBookingFlow moves between screens; other callers name a step). */
export function goToStep(step: StepName): void {
  booking.step = step;
}

/** 4.5 "Clear booking": empties addresses, promo, flights and times (everything, and its stored copy). */
export function clearBooking(): void {
  resetBooking();
}

export function patchBooking(patch: Partial<BookingDraft>): void {
  Object.assign(booking, patch);
}

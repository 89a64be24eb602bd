/** Address selection rules (the address selection rule, rules: address-selection). */
import { isSamePlace, type Address, type PlaceKey } from '@/api';
import { addressLabel, type PlaceChoice } from '@/shared';
import type { BookingDraft } from './draft';
import { ADDRESS_TOO_VAGUE, SAME_PICKUP_AND_DROPOFF, VIA_SAME_AS_END } from './messages';

/** Which stop an address is chosen for: the pick-up, the drop-off or the via stop at an index. */
export type StopSlot = { kind: 'pickUp' } | { kind: 'dropOff' } | { kind: 'via'; index: number };

/** The address rules' verdict on a chosen place, as the place search shows it. */
export type AddressChoice = PlaceChoice;

const placeKey = (x: Address): PlaceKey => ({
  text: x.fullAddress || x.name,
  postcode: x.postcode,
  lat: x.latitude,
  lng: x.longitude,
});

/** Two addresses are the same place when their text and postcode match, or they sit on the same spot. */
export function isSameAddress(a: Address | null | undefined, b: Address | null | undefined): boolean {
  return !!a && !!b && isSamePlace(placeKey(a), placeKey(b));
}

/** The other stops an address must differ from: pick-up vs drop-off, and a via vs pick-up or drop-off. */
function stopsToCompare(slot: StopSlot, draft: Pick<BookingDraft, 'pickUp' | 'dropOff'>): (Address | null)[] {
  if (slot.kind === 'pickUp') return [draft.dropOff];
  if (slot.kind === 'dropOff') return [draft.pickUp];
  return [draft.pickUp, draft.dropOff];
}

/**
 * The address selection rule (rules: address-selection): an empty postcode is refused with "Try a more specific address."; the same address as the other end of
 * the journey (or a via equal to either end) is refused and the input is cleared, with a message that says so
 * (SAME_PICKUP_AND_DROPOFF, VIA_SAME_AS_END) rather than the spec's generic error.
 */
export function checkAddressChoice(
  address: Address,
  slot: StopSlot,
  draft: Pick<BookingDraft, 'pickUp' | 'dropOff'>,
): AddressChoice {
  if (!address.postcode.trim()) return { ok: false, message: ADDRESS_TOO_VAGUE, clear: false };
  if (stopsToCompare(slot, draft).some((other) => isSameAddress(address, other))) {
    return { ok: false, message: slot.kind === 'via' ? VIA_SAME_AS_END : SAME_PICKUP_AND_DROPOFF, clear: true };
  }
  return { ok: true };
}

/**
 * The short name a journey summary gives a stop: the place's title (the place fields rule's (rules: place-fields) Title) or its name, else its
 * address line. The operator API's search names its places but need not send a Title (the reference API never does).
 */
export function stopName(address: Address | null | undefined): string {
  if (!address) return '';
  return (address.title.trim() || address.name.trim() || addressLabel(address)).trim();
}

/** The journey on one line (inlinex's folded journey): "Paddington Station to King's Cross Station". */
export function journeyLine(draft: Pick<BookingDraft, 'pickUp' | 'dropOff'>): string {
  return [stopName(draft.pickUp), stopName(draft.dropOff)].filter(Boolean).join(' to ');
}

/**
 * The same-place rule (the valid booking rule, rules: booking-valid): a journey's pick-up and drop-off, and a via stop and either end, must be different
 * places. Shared by the booking form (which clears the input) and the server (which refuses the quote and the
 * booking), so both say the same thing. In the wire contract because the server may import the wire and nothing else of the app.
 */

/**
 * The address selection rule (rules: address-selection) refuses the same address twice with the generic error ("Something went wrong, please try again."); that
 * tells the customer nothing they can fix, so both the form and the server say what is wrong in plain English (the
 * spec has no text for it). The decision is written in docs/architecture.md (Spec wording we depart from).
 */
export const SAME_PICKUP_AND_DROPOFF = 'The pick-up and drop-off cannot be the same address. Choose a different one.';
export const VIA_SAME_AS_END =
  'A via stop cannot be the same address as the pick-up or drop-off. Choose a different one.';

/** A stop as both sides know it: its text, postcode and position. */
export interface PlaceKey {
  text: string;
  postcode: string;
  lat: number;
  lng: number;
}

/** Positions closer than this (about 10 cm) are the same spot. */
const SAME_SPOT_DEGREES = 1e-6;

const textKey = (place: PlaceKey) =>
  `${place.text.trim().toLowerCase()}|${place.postcode.replace(/\s+/g, '').toLowerCase()}`;

/** Two stops are the same place when their text and postcode match, or they sit on the same (known) spot. */
export function isSamePlace(a: PlaceKey, b: PlaceKey): boolean {
  if (a.text.trim() && textKey(a) === textKey(b)) return true;
  return (
    Math.abs(a.lat - b.lat) < SAME_SPOT_DEGREES &&
    Math.abs(a.lng - b.lng) < SAME_SPOT_DEGREES &&
    (a.lat !== 0 || a.lng !== 0)
  );
}

/** The same-place rule over a whole journey: the refusal's text, or null when every stop differs from the ends. */
export function samePlaceRefusal(pick: PlaceKey, doff: PlaceKey, vias: readonly PlaceKey[]): string | null {
  if (isSamePlace(pick, doff)) return SAME_PICKUP_AND_DROPOFF;
  if (vias.some((via) => isSamePlace(via, pick) || isSamePlace(via, doff))) return VIA_SAME_AS_END;
  return null;
}

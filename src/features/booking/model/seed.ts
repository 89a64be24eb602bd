/** A booking started from outside (quick and lite booking: bookingparams by id or URL parameters, the licence host rule (rules: licence-host)). */
import type { Address } from '@/api';
import { emptyDraft, type BookingDraft } from './draft';
import { fromPickerValue } from './time';

export interface BookingSeed {
  pickUp?: Address | null;
  dropOff?: Address | null;
  via?: Address[];
  /** ASAP, or a pick-up time (ISO with the operator's offset). */
  time?: { mode: 'asap' | 'later'; time: string | null };
  vehicleId?: number | null;
  passengers?: number;
}

/**
 * The working booking a seed describes, at the journey (the customer still checks it and chooses what is missing).
 * A same pick-up and drop-off are kept as given: the journey's checks say what is wrong beside the fields.
 */
export function seededDraft(seed: BookingSeed): BookingDraft {
  const draft = emptyDraft();
  const passengers = Math.floor(Number(seed.passengers));
  return {
    ...draft,
    step: 'journey',
    pickUp: seed.pickUp ?? null,
    dropOff: seed.dropOff ?? null,
    via: [...(seed.via ?? [])],
    time: seed.time ? { ...draft.time, ...fromPickerValue(seed.time) } : draft.time,
    vehicleId: seed.vehicleId ?? null,
    extras: passengers >= 1 ? { ...draft.extras, Passengers: String(passengers) } : draft.extras,
  };
}

import { proxy, snapshot, subscribe, useSnapshot } from 'valtio';
import { createStore } from '@/adapters/storage';
import { emptyDraft, type BookingDraft } from '../model/draft';
import { isStepName } from '../model/flow';

/**
 * The one working booking (spec 3.1), read by every panel of every template (cal.com's Booker pattern:
 * one store, several layouts). Actions are plain functions in this folder that mutate `booking`.
 */
export const booking = proxy<BookingDraft>(emptyDraft());

/** Spec 4.11: the booking is kept in session storage; bump the version when BookingDraft changes shape. */
const draftStore = createStore<BookingDraft>({
  key: 'booking',
  // 3: the step is stored by name.
  version: 3,
  area: 'session',
  validate: (value): value is BookingDraft =>
    typeof value === 'object' && value !== null && 'step' in value && 'extras' in value,
});

/**
 * Restores the stored booking: everything but the return date (4.11), at a step that exists (else the journey).
 * Call after hydration (in an effect), never during render, so the prerendered page and the first client
 * render agree.
 */
export function restoreBooking(): void {
  const stored = draftStore.load();
  if (!stored) return;
  Object.assign(booking, {
    ...emptyDraft(),
    ...stored,
    returnDate: '',
    step: isStepName(stored.step) ? stored.step : 'journey',
  });
}

let restoredThisPage = false;

/** Restores the stored booking once per page load: on later visits within the app the booking in memory is the newest (e.g. Repeat). */
export function restoreBookingOnce(): void {
  if (!restoredThisPage) restoreBooking();
  restoredThisPage = true;
}

/**
 * Changes the booking wherever it is, from any page: in memory (and its stored copy) once this page has restored
 * it; before that only the stored copy, which the booking page restores later. The prerendered booking page is
 * never changed before it hydrates.
 */
export function updateBookingEverywhere(change: (draft: BookingDraft) => Partial<BookingDraft>): void {
  if (restoredThisPage) {
    Object.assign(booking, change(snapshot(booking) as BookingDraft));
    draftStore.save(snapshot(booking) as BookingDraft);
    return;
  }
  const stored = draftStore.load();
  if (stored) draftStore.save({ ...stored, ...change(stored) });
}

let stopPersisting: (() => void) | undefined;

/** Saves the booking to session storage on every change; returns a stop function. Idempotent. */
export function persistBooking(): () => void {
  stopPersisting ??= subscribe(booking, () => draftStore.save(snapshot(booking) as BookingDraft));
  return () => {
    stopPersisting?.();
    stopPersisting = undefined;
  };
}

/** Empties the booking and its stored copy. */
export function resetBooking(): void {
  Object.assign(booking, emptyDraft());
  draftStore.clear();
}

export function useBooking(): Readonly<BookingDraft> {
  return useSnapshot(booking) as Readonly<BookingDraft>;
}

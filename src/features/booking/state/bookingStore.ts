import { createContext, createElement, useContext, type ReactNode } from 'react';
import { proxy, snapshot, subscribe, useSnapshot } from 'valtio';
import type { PriceTier, Quotation } from '@/api';
import { createStore, type Store } from '@/adapters/storage';
import type { ContactError, ContactSection } from '../model/contact';
import type { FlightKind } from '../model/customerStep';
import { emptyDraft, type BookingDraft, type SignInTarget } from '../model/draft';
import { isStepName } from '../model/flow';

/** What the panels show about the quote: progress, the last error, the expired dialog (the quote lifecycle rule, rules: quote-lifecycle). Not stored. */
export interface QuoteStatus {
  loading: boolean;
  error: string;
  expired: boolean;
}

export type CustomerDialog = 'contact' | 'note' | 'promo' | 'flight' | null;

/**
 * Which customer-step dialog is open and what a failed check flagged. Not part of the booking: nothing here
 * survives a reload, and a reload shows the step with its dialogs closed.
 */
export interface CustomerUi {
  dialog: CustomerDialog;
  contactTab: ContactSection;
  flight: FlightKind;
  /** Errors a step check or a sign-in hand-off found; the contact dialog shows them when it opens. */
  flagged: ContactError[];
  /** The sign-in hand-off rule (rules: sign-in-handoff) pending target the open popup stands for: once it is saved the target chain carries on. */
  target: SignInTarget | '';
}

/** A quote answer kept for 60 s (the quote lifecycle rule, rules: quote-lifecycle) under the inputs it was asked for. */
export interface CachedQuote {
  key: string;
  at: number;
  quotation: Quotation;
  vehicleFares: PriceTier[];
  tierNames: string[];
  quoteId: number;
}

/**
 * One booking instance (the booking state rule, rules: booking-state), read by every panel of a template (cal.com's Booker: a store per instance).
 * The page has one (`pageBookingStore`); the prerender makes one per request; stories and tests make their own.
 * Actions are plain functions in this folder that take the store they change.
 */
export interface BookingStore {
  /** The working booking (valtio proxy). */
  readonly draft: BookingDraft;
  readonly quote: QuoteStatus;
  readonly ui: CustomerUi;
  /** The quote lifecycle's own bookkeeping: answers reused for 60 s, the request in flight. Not reactive. */
  readonly quoteCache: Map<string, CachedQuote>;
  readonly quoteRequests: { inFlight?: AbortController; count: number };
  /** The storage rule (rules: storage): where the booking is kept (none for a store that is not the page's), and whether it is restored. */
  readonly persistence: { storage: Store<BookingDraft> | null; restored: boolean; stop?: () => void };
}

/** The storage rule (rules: storage): the booking is kept in session storage; bump the version when BookingDraft changes shape. */
function sessionDraftStorage(): Store<BookingDraft> {
  return createStore<BookingDraft>({
    key: 'booking',
    // 3: the step is stored by name.
    version: 3,
    area: 'session',
    validate: (value): value is BookingDraft =>
      typeof value === 'object' && value !== null && 'step' in value && 'extras' in value,
  });
}

export interface BookingStoreOptions {
  /** Keep the booking in session storage (the storage rule, rules: storage): the page's store. Stories and tests leave it off. */
  persist?: boolean;
  /**
   * A booking to start from (quick and lite booking pre-filled from bookingparams or the URL: `seededDraft`). A
   * seeded store does not restore the stored booking over its seed; it still saves its changes when it persists.
   */
  draft?: BookingDraft;
}

export function createBookingStore(options: BookingStoreOptions = {}): BookingStore {
  return {
    draft: proxy<BookingDraft>(options.draft ?? emptyDraft()),
    quote: proxy<QuoteStatus>({ loading: false, error: '', expired: false }),
    ui: proxy<CustomerUi>({ dialog: null, contactTab: 'passenger', flight: 'onward', flagged: [], target: '' }),
    quoteCache: new Map(),
    quoteRequests: { count: 0 },
    persistence: { storage: options.persist ? sessionDraftStorage() : null, restored: Boolean(options.draft) },
  };
}

let pageStore: BookingStore | undefined;

/**
 * The page's booking (the storage rule (rules: storage): kept in session storage), made on first use. Pages outside the booking (Repeat,
 * sign-out) change this one. Only the browser has a page store: the prerender renders under its own provider.
 */
export function pageBookingStore(): BookingStore {
  pageStore ??= createBookingStore({ persist: true });
  return pageStore;
}

const BookingStoreContext = createContext<BookingStore | null>(null);

/** Gives the panels below it their booking instance (the prerender's per request, a story's or a test's own). */
export function BookingStoreProvider({ store, children }: { store: BookingStore; children: ReactNode }) {
  return createElement(BookingStoreContext.Provider, { value: store }, children);
}

/** The booking instance of this part of the tree: the provided one, else the page's. */
export function useBookingStore(): BookingStore {
  return useContext(BookingStoreContext) ?? pageBookingStore();
}

/**
 * Restores the stored booking: everything but the return date (the storage rule, rules: storage), at a step that exists (else the journey).
 * Call after hydration (in an effect), never during render, so the prerendered page and the first client
 * render agree.
 */
export function restoreBooking(store: BookingStore): void {
  const stored = store.persistence.storage?.load();
  if (!stored) return;
  Object.assign(store.draft, {
    ...emptyDraft(),
    ...stored,
    returnDate: '',
    step: isStepName(stored.step) ? stored.step : 'journey',
  });
}

/** Restores the stored booking once per store: on later visits within the app the booking in memory is the newest (e.g. Repeat). */
export function restoreBookingOnce(store: BookingStore): void {
  if (!store.persistence.restored) restoreBooking(store);
  store.persistence.restored = true;
}

/**
 * Changes the booking wherever it is, from any page: in memory (and its stored copy) once the store has restored
 * it; before that only the stored copy, which the booking page restores later. The prerendered booking page is
 * never changed before it hydrates.
 */
export function updateBookingEverywhere(
  store: BookingStore,
  change: (draft: BookingDraft) => Partial<BookingDraft>,
): void {
  const { storage, restored } = store.persistence;
  if (restored) {
    Object.assign(store.draft, change(snapshot(store.draft) as BookingDraft));
    storage?.save(snapshot(store.draft) as BookingDraft);
    return;
  }
  const stored = storage?.load();
  if (stored) storage?.save({ ...stored, ...change(stored) });
}

/** Saves the booking to its storage on every change; returns a stop function. Idempotent. */
export function persistBooking(store: BookingStore): () => void {
  const persistence = store.persistence;
  const storage = persistence.storage;
  if (storage) persistence.stop ??= subscribe(store.draft, () => storage.save(snapshot(store.draft) as BookingDraft));
  return () => {
    persistence.stop?.();
    persistence.stop = undefined;
  };
}

/** Empties the booking and its stored copy. */
export function resetBooking(store: BookingStore): void {
  Object.assign(store.draft, emptyDraft());
  store.persistence.storage?.clear();
}

/** The booking of this part of the tree, for rendering. */
export function useBooking(): Readonly<BookingDraft> {
  return useSnapshot(useBookingStore().draft) as Readonly<BookingDraft>;
}

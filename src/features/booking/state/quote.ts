/**
 * The quote lifecycle (the quote lifecycle rule, rules: quote-lifecycle) against the store and the operator API: one quote in flight at a time, a quote
 * reused for 60 s, answers for older inputs dropped, and the expiry counter. The clock is model/clock.ts, so
 * unit tests replace it and e2e tests drive it with Playwright's page.clock.
 */
import { DateTime } from 'luxon';
import { subscribe } from 'valtio';
import {
  interpretResult,
  isAbortError,
  isApiError,
  mapQuotation,
  quotation,
  GENERIC_ERROR,
  type VehicleType,
  type WireQuotationResponse,
} from '@/api';
import { now } from '../model/clock';
import { fitsCapacity } from '../model/extras';
import {
  canRequestQuote,
  defaultVehicleChoice,
  expiredPatch,
  flightChecksKey,
  isQuoteExpired,
  isReusable,
  quotationRequestFor,
  quoteInputsKey,
  resetFaresPatch,
  vehicleFaresFrom,
} from '../model/quote';
import { earliestPickupTime, isTimeExpired } from '../model/time';
import type { BookingStore, CachedQuote } from './bookingStore';

export interface QuoteSettings {
  zone: string;
  currencyCode: string;
  minLeadTime: number;
  quoteTimeoutMinutes: number;
  customerId?: number;
  bookerId?: number;
  /** The operator's default vehicle (configuration `defaultvehicletypeid`), preselected once a quote prices it. */
  defaultVehicleTypeId?: number;
  /** The vehicles' capacities, where the configuration carries them: the default is chosen only if it fits. */
  vehicleTypes?: readonly VehicleType[];
}

function tierNamesOf(wire: WireQuotationResponse): string[] {
  const list = Array.isArray(wire.additionalprices) ? wire.additionalprices.slice(0, 3) : [];
  return list.map((p, index) => String(p.tier || `Option ${index + 1}`));
}

/** The earliest pick-up now (the minimum lead time rule, rules: lead-time): the quoted travel time raised to the minimum lead time. */
export function currentEarliestTime(
  store: BookingStore,
  settings: Pick<QuoteSettings, 'zone' | 'minLeadTime'>,
): string {
  return earliestPickupTime(now(), store.draft.quotation?.travelTime ?? 0, settings.minLeadTime, settings.zone);
}

/** Refreshes the stored earliest time and the time's validity flag from the clock. */
export function refreshTimeValidity(
  store: BookingStore,
  settings: Pick<QuoteSettings, 'zone' | 'minLeadTime'>,
): boolean {
  store.draft.time.earliestTime = currentEarliestTime(store, settings);
  store.draft.time.isValid = !isTimeExpired(store.draft.time, store.draft.time.earliestTime, settings.zone);
  return store.draft.time.isValid;
}

function apply(store: BookingStore, answer: CachedQuote, settings: QuoteSettings) {
  store.draft.quotation = answer.quotation;
  store.draft.vehicleFares = answer.vehicleFares;
  store.draft.priceTierNames = answer.tierNames;
  store.draft.quoteId = answer.quoteId;
  // The quotation rule (rules: quotation): the second tier is the default; a new quote starts from it again.
  store.draft.priceTier = Math.max(0, answer.quotation.defaultPriceTierIndex);
  store.draft.quoteKey = answer.key;
  store.draft.quotedAt = answer.at;
  store.draft.pickUpError = '';
  store.quote.error = '';
  refreshTimeValidity(store, settings);
  // The default vehicle rule. A quote asked without a vehicle is the operator's price for its default vehicle (the
  // reference API's quotes.ts), so the answer stands for the journey with that vehicle chosen: it is kept under
  // that key too, and choosing it asks for nothing new.
  // A default that does not take the booking is left out, or the vehicle list would drop it and the next quote
  // choose it again.
  const defaultVehicle = settings.vehicleTypes?.find((vehicle) => vehicle.id === settings.defaultVehicleTypeId);
  const fits = !defaultVehicle || fitsCapacity(defaultVehicle, store.draft.extras);
  const preselected =
    store.draft.vehicleId === null
      ? defaultVehicleChoice(answer.vehicleFares, settings.defaultVehicleTypeId, fits)
      : null;
  if (preselected !== null) {
    store.draft.vehicleId = preselected;
    const key = quoteInputsKey(store.draft);
    store.quoteCache.set(key, { ...answer, key });
    store.draft.quoteKey = key;
  }
}

/**
 * Asks for a quote for the booking as it stands, unless one for the same inputs is under 60 s old.
 * `force` skips the reuse (Re-Quote after expiry).
 */
export async function requestQuote(
  store: BookingStore,
  settings: QuoteSettings,
  options: { force?: boolean } = {},
): Promise<void> {
  const key = quoteInputsKey(store.draft);
  refreshTimeValidity(store, settings);
  if (!canRequestQuote(store.draft) || !store.draft.time.isValid) {
    store.quoteRequests.inFlight?.abort();
    store.quote.loading = false;
    return;
  }
  const cached = store.quoteCache.get(key);
  if (!options.force && isReusable(cached, key, now())) {
    store.quoteRequests.inFlight?.abort();
    store.quote.loading = false;
    apply(store, cached as CachedQuote, settings);
    return;
  }
  store.quoteRequests.inFlight?.abort();
  const controller = new AbortController();
  store.quoteRequests.inFlight = controller;
  store.quote.loading = true;
  const zonedNow = DateTime.fromMillis(now(), { zone: settings.zone });
  try {
    const request = quotationRequestFor(store.draft, {
      nowIso: zonedNow.toISO({ suppressMilliseconds: true }) ?? '',
      currencyCode: settings.currencyCode,
      requestId: `q${now().toString(36)}-${++store.quoteRequests.count}`,
      customerId: settings.customerId,
      bookerId: settings.bookerId,
    });
    const wire = await quotation(request, { signal: controller.signal, now: zonedNow });
    // An answer for inputs that have changed since is never shown (the quote lifecycle rule (rules: quote-lifecycle): a fare belongs to its inputs).
    if (controller.signal.aborted || quoteInputsKey(store.draft) !== key) return;
    const result = interpretResult(wire, { kind: 'quotation' });
    if (!result.ok) {
      Object.assign(store.draft, resetFaresPatch());
      store.quote.error = result.message;
      // The response codes rule (rules: response-codes): codes 3 or 6 show the server message and mark the pick-up in error.
      if (result.outsideServiceArea) store.draft.pickUpError = result.message;
      return;
    }
    const mapped = mapQuotation(wire);
    const answer = {
      key,
      at: now(),
      quotation: mapped,
      vehicleFares: vehicleFaresFrom(wire, mapped.currencyCode),
      tierNames: tierNamesOf(wire),
      quoteId: Number(wire.quoteid) || 0,
    };
    store.quoteCache.set(key, answer);
    apply(store, answer, settings);
  } catch (error) {
    if (isAbortError(error) || controller.signal.aborted) return;
    store.quote.error = isApiError(error) ? error.message : GENERIC_ERROR;
  } finally {
    if (store.quoteRequests.inFlight === controller) {
      store.quoteRequests.inFlight = undefined;
      store.quote.loading = false;
    }
  }
}

/**
 * The booking checks rule (rules: booking-checks) for a flight given after the fare was quoted: the same quote asked
 * again with the flights, and only its warnings taken, so the fare, tier and vehicle the customer chose stay as they
 * are. An answer for other inputs or other flights than the booking has now is dropped.
 */
export async function refreshFlightChecks(store: BookingStore, settings: QuoteSettings): Promise<void> {
  const draft = store.draft;
  if (!draft.quotation || !canRequestQuote(draft)) return;
  const key = quoteInputsKey(draft);
  const flights = flightChecksKey(draft);
  const zonedNow = DateTime.fromMillis(now(), { zone: settings.zone });
  try {
    const request = quotationRequestFor(draft, {
      nowIso: zonedNow.toISO({ suppressMilliseconds: true }) ?? '',
      currencyCode: settings.currencyCode,
      requestId: `f${now().toString(36)}-${++store.quoteRequests.count}`,
      customerId: settings.customerId,
      bookerId: settings.bookerId,
    });
    const wire = await quotation(request, { now: zonedNow });
    if (quoteInputsKey(store.draft) !== key || flightChecksKey(store.draft) !== flights) return;
    if (!store.draft.quotation || !interpretResult(wire, { kind: 'quotation' }).ok) return;
    store.draft.quotation.warnings = mapQuotation(wire).warnings ?? [];
  } catch {
    // The checks are advice: without them the booking goes on, and the server checks it again when it is made.
  }
}

/** The clear booking rule (rules: clear-booking) timeout: back to the journey with the clears of expiredPatch, and the quotation-expired dialog. */
export function expireQuote(store: BookingStore): void {
  store.quoteRequests.inFlight?.abort();
  store.quoteCache.clear();
  Object.assign(store.draft, expiredPatch(store.draft));
  store.quote.loading = false;
  store.quote.expired = true;
}

/** Checks the expiry counter; call every second. Returns true when the quote has just expired. */
export function checkQuoteExpiry(store: BookingStore, settings: Pick<QuoteSettings, 'quoteTimeoutMinutes'>): boolean {
  if (store.quote.expired || !store.draft.quotedAt) return false;
  if (!isQuoteExpired(store.draft.quotedAt, settings.quoteTimeoutMinutes, now())) return false;
  expireQuote(store);
  return true;
}

/** Re-Quote in the expired dialog: only when the time is valid (the quote lifecycle rule, rules: quote-lifecycle). Returns whether a quote was asked for. */
export async function requote(store: BookingStore, settings: QuoteSettings): Promise<boolean> {
  if (!refreshTimeValidity(store, settings)) return false;
  store.quote.expired = false;
  await requestQuote(store, settings, { force: true });
  return true;
}

const FLIGHT_CHECK_PAUSE_MS = 400;

/**
 * Watches the booking: a change of the quote's inputs resets the fares at once and asks for the new quote at once
 * (valtio reports the changes of one tick together, so choosing a vehicle and a time in one go costs one request).
 * A request still on its way is cancelled by the next one, and its answer never lands. Returns a stop function.
 */
export function watchQuoteInputs(store: BookingStore, settings: () => QuoteSettings): () => void {
  let lastKey = quoteInputsKey(store.draft);
  let lastFlights = flightChecksKey(store.draft);
  let flightTimer: ReturnType<typeof setTimeout> | undefined;
  // A restored booking whose quote no longer matches its inputs (e.g. reloaded mid-request) asks again.
  if (store.draft.quoteKey !== lastKey) void requestQuote(store, settings());
  const stop = subscribe(store.draft, () => {
    const key = quoteInputsKey(store.draft);
    const flights = flightChecksKey(store.draft);
    const flightsChanged = flights !== lastFlights;
    lastFlights = flights;
    if (key === lastKey) {
      if (flightsChanged && !store.quote.expired) {
        clearTimeout(flightTimer);
        flightTimer = setTimeout(() => void refreshFlightChecks(store, settings()), FLIGHT_CHECK_PAUSE_MS);
      }
      return;
    }
    lastKey = key;
    if (store.draft.quoteKey && store.draft.quoteKey !== key) Object.assign(store.draft, resetFaresPatch());
    if (!store.quote.expired) void requestQuote(store, settings());
  });
  return () => {
    clearTimeout(flightTimer);
    stop();
  };
}

/** For tests: forget cached answers and state. */
export function resetQuoteState(store: BookingStore): void {
  store.quoteRequests.inFlight?.abort();
  store.quoteCache.clear();
  Object.assign(store.quote, { loading: false, error: '', expired: false });
}

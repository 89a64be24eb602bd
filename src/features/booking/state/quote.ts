/**
 * The quote lifecycle (spec 4.5) against the store and the operator API: one quote in flight at a time, a quote
 * reused for 60 s, answers for older inputs dropped, and the expiry counter. The clock is model/clock.ts, so
 * unit tests replace it and e2e tests drive it with Playwright's page.clock.
 */
import { DateTime } from 'luxon';
import { proxy, subscribe } from 'valtio';
import {
  interpretResult,
  isAbortError,
  isApiError,
  mapQuotation,
  quotation,
  GENERIC_ERROR,
  type PriceTier,
  type Quotation,
  type WireQuotationResponse,
} from '@/api';
import { now } from '../model/clock';
import {
  canRequestQuote,
  expiredPatch,
  isQuoteExpired,
  isReusable,
  quotationRequestFor,
  quoteInputsKey,
  resetFaresPatch,
  vehicleFaresFrom,
} from '../model/quote';
import { earliestPickupTime, isTimeExpired } from '../model/time';
import { booking } from './bookingStore';

export interface QuoteSettings {
  zone: string;
  currencyCode: string;
  minLeadTime: number;
  quoteTimeoutMinutes: number;
  customerId?: number;
  bookerId?: number;
}

/** What the panels show about the quote: progress, the last error, the expired dialog. Not stored. */
export const quoteState = proxy({ loading: false, error: '', expired: false });

interface CachedAnswer {
  key: string;
  at: number;
  quotation: Quotation;
  vehicleFares: PriceTier[];
  tierNames: string[];
  quoteId: number;
}

const cache = new Map<string, CachedAnswer>();
let inFlight: AbortController | undefined;
let requestCount = 0;

function tierNamesOf(wire: WireQuotationResponse): string[] {
  const list = Array.isArray(wire.additionalprices) ? wire.additionalprices.slice(0, 3) : [];
  return list.map((p, index) => String(p.tier || `Option ${index + 1}`));
}

/** The earliest pick-up now (4.1): the quoted travel time raised to the minimum lead time. */
export function currentEarliestTime(settings: Pick<QuoteSettings, 'zone' | 'minLeadTime'>): string {
  return earliestPickupTime(now(), booking.quotation?.travelTime ?? 0, settings.minLeadTime, settings.zone);
}

/** Refreshes the stored earliest time and the time's validity flag from the clock. */
export function refreshTimeValidity(settings: Pick<QuoteSettings, 'zone' | 'minLeadTime'>): boolean {
  booking.time.earliestTime = currentEarliestTime(settings);
  booking.time.isValid = !isTimeExpired(booking.time, booking.time.earliestTime, settings.zone);
  return booking.time.isValid;
}

function apply(answer: CachedAnswer, settings: QuoteSettings) {
  booking.quotation = answer.quotation;
  booking.vehicleFares = answer.vehicleFares;
  booking.priceTierNames = answer.tierNames;
  booking.quoteId = answer.quoteId;
  // 3.7: the second tier is the default; a new quote starts from it again.
  booking.priceTier = Math.max(0, answer.quotation.defaultPriceTierIndex);
  booking.quoteKey = answer.key;
  booking.quotedAt = answer.at;
  booking.pickUpError = '';
  quoteState.error = '';
  refreshTimeValidity(settings);
}

/**
 * Asks for a quote for the booking as it stands, unless one for the same inputs is under 60 s old.
 * `force` skips the reuse (Re-Quote after expiry).
 */
export async function requestQuote(settings: QuoteSettings, options: { force?: boolean } = {}): Promise<void> {
  const key = quoteInputsKey(booking);
  refreshTimeValidity(settings);
  if (!canRequestQuote(booking) || !booking.time.isValid) {
    inFlight?.abort();
    quoteState.loading = false;
    return;
  }
  const cached = cache.get(key);
  if (!options.force && isReusable(cached, key, now())) {
    inFlight?.abort();
    quoteState.loading = false;
    apply(cached as CachedAnswer, settings);
    return;
  }
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  quoteState.loading = true;
  const zonedNow = DateTime.fromMillis(now(), { zone: settings.zone });
  try {
    const request = quotationRequestFor(booking, {
      nowIso: zonedNow.toISO({ suppressMilliseconds: true }) ?? '',
      currencyCode: settings.currencyCode,
      requestId: `q${now().toString(36)}-${++requestCount}`,
      customerId: settings.customerId,
      bookerId: settings.bookerId,
    });
    const wire = await quotation(request, { signal: controller.signal, now: zonedNow });
    // An answer for inputs that have changed since is never shown (4.5: a fare belongs to its inputs).
    if (controller.signal.aborted || quoteInputsKey(booking) !== key) return;
    const result = interpretResult(wire, { kind: 'quotation' });
    if (!result.ok) {
      Object.assign(booking, resetFaresPatch());
      quoteState.error = result.message;
      // 8.1: codes 3 or 6 show the server message and mark the pick-up in error.
      if (result.outsideServiceArea) booking.pickUpError = result.message;
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
    cache.set(key, answer);
    apply(answer, settings);
  } catch (error) {
    if (isAbortError(error) || controller.signal.aborted) return;
    quoteState.error = isApiError(error) ? error.message : GENERIC_ERROR;
  } finally {
    if (inFlight === controller) {
      inFlight = undefined;
      quoteState.loading = false;
    }
  }
}

/** 4.5 timeout: back to step 1 with the clears of expiredPatch, and the quotation-expired dialog. */
export function expireQuote(): void {
  inFlight?.abort();
  cache.clear();
  Object.assign(booking, expiredPatch(booking));
  quoteState.loading = false;
  quoteState.expired = true;
}

/** Checks the expiry counter; call every second. Returns true when the quote has just expired. */
export function checkQuoteExpiry(settings: Pick<QuoteSettings, 'quoteTimeoutMinutes'>): boolean {
  if (quoteState.expired || !booking.quotedAt) return false;
  if (!isQuoteExpired(booking.quotedAt, settings.quoteTimeoutMinutes, now())) return false;
  expireQuote();
  return true;
}

/** Re-Quote in the expired dialog: only when the time is valid (4.5). Returns whether a quote was asked for. */
export async function requote(settings: QuoteSettings): Promise<boolean> {
  if (!refreshTimeValidity(settings)) return false;
  quoteState.expired = false;
  await requestQuote(settings, { force: true });
  return true;
}

/**
 * Watches the booking: a change of the quote's inputs resets the fares at once and asks for the new quote at once
 * (valtio reports the changes of one tick together, so choosing a vehicle and a time in one go costs one request).
 * A request still on its way is cancelled by the next one, and its answer never lands. Returns a stop function.
 */
export function watchQuoteInputs(settings: () => QuoteSettings): () => void {
  let lastKey = quoteInputsKey(booking);
  // A restored booking whose quote no longer matches its inputs (e.g. reloaded mid-request) asks again.
  if (booking.quoteKey !== lastKey) void requestQuote(settings());
  return subscribe(booking, () => {
    const key = quoteInputsKey(booking);
    if (key === lastKey) return;
    lastKey = key;
    if (booking.quoteKey && booking.quoteKey !== key) Object.assign(booking, resetFaresPatch());
    if (!quoteState.expired) void requestQuote(settings());
  });
}

/** For tests: forget cached answers and state. */
export function resetQuoteState(): void {
  inFlight?.abort();
  cache.clear();
  Object.assign(quoteState, { loading: false, error: '', expired: false });
}

/** The quote lifecycle (the quote lifecycle rule, rules: quote-lifecycle) as pure rules; state/quote.ts runs them against the store and the API. */
import type {
  Address,
  PriceTier,
  Quotation,
  QuotationInput,
  WireAdditionalPrice,
  WireQuotationResponse,
  WireViaAddress,
} from '@/api';
import type { BookingDraft, BookingFlight } from './draft';
import { isDateTimeValid } from './time';

/** The quote lifecycle and quote timing rules (rules: quote-lifecycle, quote-timing): a quote for the same inputs is reused for 60 s. */
export const QUOTE_REUSE_MS = 60_000;

/** The quote lifecycle and quote timing rules (rules: quote-lifecycle, quote-timing): the expiry counter runs 60 x QuoteTimeout seconds. */
export function quoteLifetimeMs(quoteTimeoutMinutes: number): number {
  return 60 * (quoteTimeoutMinutes > 0 ? quoteTimeoutMinutes : 10) * 1000;
}

export function quoteExpiresAt(quotedAt: number, quoteTimeoutMinutes: number): number {
  return quotedAt + quoteLifetimeMs(quoteTimeoutMinutes);
}

/** Whole seconds left on the counter, never below 0 nor above the quote's lifetime (a clock read just before the quote arrived). */
export function quoteSecondsLeft(quotedAt: number, quoteTimeoutMinutes: number, nowMs: number): number {
  const left = Math.ceil((quoteExpiresAt(quotedAt, quoteTimeoutMinutes) - nowMs) / 1000);
  return Math.min(quoteLifetimeMs(quoteTimeoutMinutes) / 1000, Math.max(0, left));
}

export function isQuoteExpired(quotedAt: number, quoteTimeoutMinutes: number, nowMs: number): boolean {
  return quotedAt > 0 && nowMs >= quoteExpiresAt(quotedAt, quoteTimeoutMinutes);
}

/** "m:ss" for the counter shown beside the fare. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

type QuoteInputs = Pick<
  BookingDraft,
  'pickUp' | 'dropOff' | 'via' | 'vehicleId' | 'time' | 'returnKind' | 'returnDate'
> &
  Partial<Pick<BookingDraft, 'flight' | 'returnFlight'>>;

const flightNumberOf = (flight: BookingFlight | null | undefined) =>
  flight && !flight.isFlightDetail ? flight.number.trim() : '';

/**
 * The flights a quote carries for the booking checks rule (rules: booking-checks): the onward flight, and the
 * return's on a return journey. Not part of the fare's inputs: a new flight asks again for its checks only.
 */
export function quoteFlights(draft: QuoteInputs): { flightno?: string; returnflightno?: string } {
  const onward = flightNumberOf(draft.flight);
  const back = draft.returnKind === 'none' ? '' : flightNumberOf(draft.returnFlight);
  return { ...(onward ? { flightno: onward } : {}), ...(back ? { returnflightno: back } : {}) };
}

export const flightChecksKey = (draft: QuoteInputs) => JSON.stringify(quoteFlights(draft));

const place = (a: Address | null) => (a ? [a.latitude, a.longitude, a.postcode, a.fullAddress || a.name] : null);

/**
 * The quote lifecycle rule (rules: quote-lifecycle): the inputs a fare belongs to: addresses, vehicle, date, return and wait-and-return. A fare is current only
 * while the booking's key equals the key it was quoted for, so a stale fare is never shown as current.
 */
export function quoteInputsKey(draft: QuoteInputs): string {
  return JSON.stringify([
    place(draft.pickUp),
    place(draft.dropOff),
    draft.via.map(place),
    draft.vehicleId,
    draft.time.pickUpType,
    draft.time.pickUpType === 'later' ? draft.time.time : '',
    draft.returnKind,
    draft.returnKind === 'return' ? draft.returnDate : '',
  ]);
}

/** A quote can be asked for once both ends are chosen, every via is filled and the time is usable. */
export function canRequestQuote(draft: QuoteInputs): boolean {
  return Boolean(draft.pickUp && draft.dropOff) && draft.via.every(Boolean) && isDateTimeValid(draft.time);
}

export interface CachedQuote {
  key: string;
  at: number;
}

/** The quote lifecycle rule (rules: quote-lifecycle): reuse the quote for the same inputs when it is under 60 s old. */
export function isReusable(cached: CachedQuote | undefined, key: string, nowMs: number): boolean {
  return Boolean(cached && cached.key === key && nowMs - cached.at < QUOTE_REUSE_MS && nowMs >= cached.at);
}

function viaFor(address: Address): WireViaAddress {
  return {
    address: address.fullAddress || address.name,
    postcode: address.postcode,
    lat: address.latitude,
    lng: address.longitude,
    category: address.category,
  };
}

/** The quotation request (the pricing calls rule, rules: call-pricing) for the booking; ASAP quotes for now, in the operator's zone. */
export function quotationRequestFor(
  draft: QuoteInputs,
  options: { nowIso: string; currencyCode: string; requestId: string; customerId?: number; bookerId?: number },
): QuotationInput {
  const pickUp = draft.pickUp as Address;
  const dropOff = draft.dropOff as Address;
  const withReturn =
    draft.returnKind === 'waitAndReturn' || (draft.returnKind === 'return' && Boolean(draft.returnDate));
  return {
    rtntype: draft.returnKind === 'waitAndReturn' ? 'w&r' : withReturn ? 'rtn' : '',
    pick: pickUp.fullAddress || pickUp.name,
    picklat: pickUp.latitude,
    picklng: pickUp.longitude,
    pickpostcode: pickUp.postcode,
    doff: dropOff.fullAddress || dropOff.name,
    dofflat: dropOff.latitude,
    dofflng: dropOff.longitude,
    droppostcode: dropOff.postcode,
    viaaddresses: draft.via.filter((v): v is Address => Boolean(v)).map(viaFor),
    bookingdate: draft.time.pickUpType === 'later' && draft.time.time ? draft.time.time : options.nowIso,
    ...(draft.returnKind === 'return' && draft.returnDate ? { returndate: draft.returnDate } : {}),
    ...(draft.vehicleId !== null ? { vehtypeid: draft.vehicleId } : {}),
    ...(options.customerId ? { custid: options.customerId } : {}),
    ...(options.bookerId ? { bookerid: options.bookerId } : {}),
    currencyCode: options.currencyCode,
    recalcroute: true,
    recalcnearestdriver: draft.time.pickUpType === 'now',
    requestid: options.requestId,
    ...quoteFlights(draft),
  };
}

/** The quote lifecycle rule (rules: quote-lifecycle): a change of inputs resets the fares until the new quote arrives. */
export function resetFaresPatch(): Pick<
  BookingDraft,
  'quotation' | 'vehicleFares' | 'quoteKey' | 'quotedAt' | 'priceTierNames' | 'quoteId'
> {
  return { quotation: null, vehicleFares: [], quoteKey: '', quotedAt: 0, priceTierNames: [], quoteId: 0 };
}

const zeroFares = (q: Quotation): Quotation => ({
  ...q,
  fare: 0,
  totalFare: 0,
  returnFare: 0,
  gbpFare: 0,
  gbpTotalFare: 0,
  gbpReturnFare: 0,
  onwardFare: 0,
  isValid: false,
  priceTiers: q.priceTiers.map(zeroTier),
});
const zeroTier = (t: PriceTier): PriceTier => ({ ...t, fare: 0, totalFare: 0, returnFare: 0 });

/**
 * The quote lifecycle rule (rules: quote-lifecycle) on timeout: back to the journey; note, reference (the booker's Our Ref and any booking reference), promo and
 * flights cleared; fares set to zero. The route stays so the map still shows the journey.
 */
export function expiredPatch(
  draft: Pick<BookingDraft, 'quotation' | 'vehicleFares' | 'customer'>,
): Partial<BookingDraft> {
  return {
    step: 'journey',
    note: '',
    bref: 0,
    returnRef: 0,
    promo: null,
    flight: null,
    returnFlight: null,
    quotation: draft.quotation ? zeroFares(draft.quotation) : null,
    vehicleFares: draft.vehicleFares.map(zeroTier),
    quoteKey: '',
    quotedAt: 0,
    quoteId: 0,
    customer: draft.customer ? { ...draft.customer, ourRef: '' } : null,
  };
}

/**
 * The default vehicle rule (the operator configuration rule (rules: configuration) `defaultvehicletypeid`, issue 28): a booking with no vehicle chosen starts on
 * the operator's default vehicle once a quote prices it, so the summary's fare and the chosen vehicle agree and Next
 * does not ask for a vehicle the customer already sees priced. Null when none is configured or the quote does not
 * price it (the customer then chooses).
 */
export function defaultVehicleChoice(
  vehicleFares: readonly PriceTier[],
  defaultVehicleTypeId: number | undefined,
  fitsBooking = true,
): number | null {
  // The capacity rule: a default that does not take the booking's passengers or luggage is never chosen for it.
  if (!defaultVehicleTypeId || !fitsBooking) return null;
  return fareForVehicle(vehicleFares, defaultVehicleTypeId) !== null ? defaultVehicleTypeId : null;
}

/** The fare shown for a vehicle (its total, which includes any return), when the quote has one. */
export function fareForVehicle(vehicleFares: readonly PriceTier[], vehicleId: number): number | null {
  const entry = vehicleFares.find((f) => f.vehicleTypeId === vehicleId);
  if (!entry) return null;
  const fare = entry.totalFare > 0 ? entry.totalFare : entry.fare;
  return fare > 0 ? fare : null;
}

/** The fare the booking is for: the chosen price tier of the chosen vehicle, else the quotation's total. */
export function selectedFare(draft: Pick<BookingDraft, 'quotation' | 'priceTier'>): number {
  const q = draft.quotation;
  if (!q) return 0;
  const tier = q.priceTiers[draft.priceTier];
  return tier ? (tier.totalFare > 0 ? tier.totalFare : tier.fare) : q.totalFare;
}

/** The quotation rule (rules: quotation): the second price tier is the default. */
const DEFAULT_TIER_INDEX = 1;

/**
 * Every vehicle type's fare for the vehicle list, from the quotation's `additionalprices` (the quotation rule (rules: quotation): one entry per vehicle
 * type). A vehicle quoted in several price tiers shows its default one, the second (the quotation rule, rules: quotation), as the booking starts on it:
 * the entry marked `tierindex` 1, else its second entry. Vehicles only `vehicleprices` names (an operator API that
 * sends the chosen vehicle's tiers alone in `additionalprices`) are taken from there.
 */
export function vehicleFaresFrom(
  wire: Partial<Pick<WireQuotationResponse, 'additionalprices' | 'vehicleprices'>>,
  currencyCode: string,
): PriceTier[] {
  const byVehicle = new Map<number, WireAdditionalPrice[]>();
  const add = (entries: unknown, onlyNew: boolean) => {
    const known = new Set(byVehicle.keys());
    for (const entry of Array.isArray(entries) ? (entries as WireAdditionalPrice[]) : []) {
      if (!entry || typeof entry !== 'object') continue;
      const id = Number(entry.vehtypeid) || 0;
      if (onlyNew && known.has(id)) continue;
      byVehicle.set(id, [...(byVehicle.get(id) ?? []), entry]);
    }
  };
  add(wire.additionalprices, false);
  add(wire.vehicleprices, true);
  return [...byVehicle.values()].map((entries) => {
    const p =
      entries.find((e) => e.tierindex !== undefined && Number(e.tierindex) === DEFAULT_TIER_INDEX) ??
      entries[Math.min(DEFAULT_TIER_INDEX, entries.length - 1)];
    return {
      vehicleTypeId: Number(p.vehtypeid) || 0,
      vehicleType: String(p.vehtype ?? ''),
      fare: Number(p.fare) || 0,
      totalFare: Number(p.totalfare) || 0,
      returnFare: Number(p.returnfare) || 0,
      currencyCode: String(p.currencycode || currencyCode),
    };
  });
}

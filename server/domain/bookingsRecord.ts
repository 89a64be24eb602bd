/**
 * Pure rules of a booking (the booking record and booking call rules, rules: booking-record, call-booking): the fare recomputed from the stored quote, the checks that refuse a
 * booking, and the booking record rule (rules: booking-record) record kept in bookings.details.
 */
import { DateTime } from 'luxon';
import type { WireBookingRecord, WireBookingRequest } from '../../src/api/wire/booking';
import { round2 } from './pricing';
import { findPromo, promoDiscount, PROMO_UNKNOWN, type PromoCode } from './promo';
import { DEFAULT_TIER_INDEX, type QuotePricing, type StoredQuote } from './quotes';

export type BookingInput = WireBookingRequest & { requestid: string };

export const FARE_CHANGED = 'The fare has changed since it was quoted. Please get a new quote and try again.';
export const JOURNEY_CHANGED = 'The journey differs from the one quoted. Please get a new quote and try again.';
export const QUOTE_NOT_FOUND = 'This quotation is not valid. Please get a new quote and try again.';

/** The verbatim messages rule (rules: messages), with the configured phone as plain text (the client turns it into a tel link). */
export const quoteExpiredMessage = (phone: string) =>
  `Oops, your quotation has expired. Please try again or call our friendly team on ${phone}`;

export interface BookingFares {
  fare: number;
  returnfare: number;
  totalfare: number;
  gbpfare: number;
  gbpreturnfare: number;
  gbptotalfare: number;
  /** Taken off by the promo code, in the booking's currency and in GBP. */
  discount: number;
  gbpdiscount: number;
  promocodeid: number | null;
  /** The promo code as the customer typed it, for the ticket and the e-mails; '' without one. */
  promocode: string;
  tier: string;
  currencycode: string;
}

const SAME_PLACE = 1e-5;
const near = (a: number, b: number) => Math.abs(a - b) <= SAME_PLACE;
const samePence = (a: number | undefined, b: number) => a === undefined || Math.abs(a - b) < 0.005;
/**
 * The gbp figures are informational (the customer pays in the booking's currency, and the server stores its own GBP
 * figures), and a client may derive them with a rate; a penny of rounding per pound converted is allowed.
 */
const sameGbp = (a: number | undefined, b: number) => a === undefined || Math.abs(a - b) <= 0.01 + b * 0.005;

/**
 * With a promo code the client may send the total with the discount taken off, or the quoted total and leave the
 * discount to the server; either way the booking is stored and charged at the discounted total.
 */
function matchesFares(input: BookingInput, fares: BookingFares): boolean {
  const gross = round2(fares.totalfare + fares.discount);
  const gbpGross = round2(fares.gbptotalfare + fares.gbpdiscount);
  return (
    samePence(input.fare, fares.fare) &&
    samePence(input.returnfare, fares.returnfare) &&
    (samePence(input.totalfare, fares.totalfare) || samePence(input.totalfare, gross)) &&
    sameGbp(input.gbpfare, fares.gbpfare) &&
    (sameGbp(input.gbptotalfare, fares.gbptotalfare) || sameGbp(input.gbptotalfare, gbpGross))
  );
}

export const promoIdOf = (value: unknown): number | null => {
  const id = Number(value);
  return value === undefined || value === null || value === '' || !Number.isInteger(id) || id <= 0 ? null : id;
};

/** The fares the quote allows for this vehicle, tier and promo code: what the customer must be charged. */
export function expectedFares(
  pricing: QuotePricing,
  choice: { vehtypeid: number; tierIndex: number; promo: PromoCode | null },
): BookingFares | null {
  const vehicle = pricing.vehicles.find((v) => v.vehtypeid === choice.vehtypeid);
  const tier = vehicle?.tiers[choice.tierIndex];
  if (!tier) return null;
  const discount = choice.promo ? promoDiscount(choice.promo, tier.local.totalfare, pricing.rate) : 0;
  const gbpdiscount = choice.promo ? promoDiscount(choice.promo, tier.gbp.totalfare, 1) : 0;
  return {
    fare: tier.local.fare,
    returnfare: tier.local.returnfare,
    totalfare: round2(tier.local.totalfare - discount),
    gbpfare: tier.gbp.fare,
    gbpreturnfare: tier.gbp.returnfare,
    gbptotalfare: round2(tier.gbp.totalfare - gbpdiscount),
    discount,
    gbpdiscount,
    promocodeid: choice.promo?.id ?? null,
    promocode: choice.promo?.code ?? '',
    tier: tier.name,
    currencycode: pricing.currencycode,
  };
}

export type QuoteCheck = { ok: true; fares: BookingFares } | { ok: false; message: string };

/**
 * The promo code the booking names, checked by its code as the customer typed it: promocodeid alone is a small,
 * guessable number, so it never earns a discount without the code it stands for.
 */
function promoOf(
  input: BookingInput,
  context: { now: Date; promos: PromoCode[] },
): { ok: true; promo: PromoCode | null } | { ok: false; message: string } {
  const promoId = promoIdOf(input.promocodeid);
  const code = (input.promocode ?? '').trim();
  if (promoId === null && !code) return { ok: true, promo: null };
  if (!code) return { ok: false, message: PROMO_UNKNOWN };
  const found = findPromo(context.promos, code, context.now);
  if (!found.ok) return found;
  if (promoId !== null && promoId !== found.promo.id) return { ok: false, message: PROMO_UNKNOWN };
  return found;
}

/** Addresses compared as people read them: case and runs of white space do not matter. */
const addressKey = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The address texts stored with the booking (its ticket, the driver's job) must be the ones that were quoted, not
 * just the coordinates: otherwise a short fare could carry a long journey's addresses. Quotes stored before the
 * texts were kept have none to compare.
 */
function sameAddresses(input: BookingInput, places: QuotePricing['places']): boolean {
  if (!places) return true;
  const vias = input.viaaddresses ?? [];
  return (
    addressKey(input.pickupaddress) === addressKey(places.pick) &&
    addressKey(input.dropoffaddress) === addressKey(places.doff) &&
    vias.every((via, i) => addressKey(via.address) === addressKey(places.vias[i]))
  );
}

/** Refuses a booking whose quote expired, whose journey or options differ from the quote, or whose fare was altered. */
export function checkAgainstQuote(
  input: BookingInput,
  quote: StoredQuote | null,
  context: { now: Date; phone: string; promos: PromoCode[] },
): QuoteCheck {
  if (!quote) return { ok: false, message: QUOTE_NOT_FOUND };
  if (quote.expiresAt.getTime() <= context.now.getTime())
    return { ok: false, message: quoteExpiredMessage(context.phone) };
  const p = quote.pricing;
  const vias = input.viaaddresses ?? [];
  const sameJourney =
    near(input.picklat, p.pick.lat) &&
    near(input.picklng, p.pick.lng) &&
    near(input.dofflat, p.doff.lat) &&
    near(input.dofflng, p.doff.lng) &&
    vias.length === p.vias.length &&
    vias.every((via, i) => near(via.lat, p.vias[i].lat) && near(via.lng, p.vias[i].lng)) &&
    (input.rtntype ?? '') === p.rtntype;
  if (!sameJourney) return { ok: false, message: JOURNEY_CHANGED };
  if (!sameAddresses(input, p.places)) return { ok: false, message: JOURNEY_CHANGED };
  const found = promoOf(input, context);
  if (!found.ok) return found;
  const promo = found.promo;
  const sameCurrency = !input.currencycode || input.currencycode.toUpperCase() === p.currencycode;
  if (!sameCurrency) return { ok: false, message: FARE_CHANGED };
  // Without a pricetier the fare must be one of the tiers quoted for the vehicle (the default tier first).
  const tiers = input.pricetier !== undefined ? [input.pricetier] : [DEFAULT_TIER_INDEX, 0, 2];
  for (const tierIndex of tiers) {
    const fares = expectedFares(p, { vehtypeid: input.vehtypeid, tierIndex, promo });
    if (fares && matchesFares(input, fares)) return { ok: true, fares };
  }
  return { ok: false, message: FARE_CHANGED };
}

/** The dialing code's country, where it is unambiguous enough to print on a record. */
function countryOf(dialingcode: string): string {
  const known: Record<string, string> = {
    '+44': 'GB',
    '+353': 'IE',
    '+33': 'FR',
    '+49': 'DE',
    '+34': 'ES',
    '+39': 'IT',
    '+31': 'NL',
  };
  return known[dialingcode.trim()] ?? '';
}

export interface RecordContext {
  jobpartid: number;
  pickupAt: DateTime;
  createdAt: DateTime;
  fares: BookingFares;
  vehicletype: string;
  customer: { name: string; email: string; phone: string; dialingcode: string };
}

const iso = (time: DateTime) => time.toISO({ suppressMilliseconds: true }) ?? '';

/** The onward journey's the booking record rule (rules: booking-record) record: the shape every list and detail call answers with. */
export function onwardRecord(input: BookingInput, ctx: RecordContext): WireBookingRecord {
  return {
    jobpartid: ctx.jobpartid,
    status: 'Upcoming',
    bookerref: input.bookerref ?? '',
    ...(input.costcentre?.trim() ? { costcentre: input.costcentre.trim() } : {}),
    ispaid: false,
    paymentmethod: input.paymentmethod,
    flightnumber: input.isflightdetail ? '' : (input.flightno ?? ''),
    arrivingfromairportname: input.isflightdetail ? '' : (input.arrivingfromairportname ?? ''),
    arrivingfromairportcode: input.isflightdetail ? '' : (input.arrivingfromairportcode ?? ''),
    expflightarrival: input.exparrival ?? '',
    totalfare: ctx.fares.totalfare,
    gbptotalfare: ctx.fares.gbptotalfare,
    currencycode: ctx.fares.currencycode,
    pickupdatetime: iso(ctx.pickupAt),
    now: iso(ctx.createdAt),
    passengername: input.passengername.trim(),
    passengerphone: input.passengerphone,
    passengeremail: input.passengeremail ?? '',
    passengerdialingcode: input.passengerdialingcode ?? '',
    custname: ctx.customer.name,
    custphone: ctx.customer.phone,
    custemail: ctx.customer.email,
    custcountryalpha2code: countryOf(ctx.customer.dialingcode),
    picklat: input.picklat,
    picklng: input.picklng,
    pickpostcode: input.pickpostcode ?? '',
    pickupaddress: input.pickupaddress,
    pickcategory: input.pickcategory ?? '',
    dofflat: input.dofflat,
    dofflng: input.dofflng,
    droppostcode: input.droppostcode ?? '',
    dropoffaddress: input.dropoffaddress,
    doffcategory: input.doffcategory ?? '',
    vehtypeid: input.vehtypeid,
    vehicletype: ctx.vehicletype,
    suitcases: input.luggages ?? 0,
    passengers: input.passengers ?? 1,
    vialocations: input.viaaddresses ?? [],
    notes: input.note ?? '',
    photo: '',
  };
}

/** The return journey's record: the places swapped, the return flight, and the return leg's own fare. */
export function returnRecord(
  onward: WireBookingRecord,
  input: BookingInput,
  ctx: { jobpartid: number; pickupAt: DateTime; fares: BookingFares },
): WireBookingRecord {
  return {
    ...onward,
    jobpartid: ctx.jobpartid,
    flightnumber: input.returnisflightdetail ? '' : (input.returnflightno ?? ''),
    arrivingfromairportname: input.returnisflightdetail ? '' : (input.returnarrivingfromairportname ?? ''),
    arrivingfromairportcode: input.returnisflightdetail ? '' : (input.returnarrivingfromairportcode ?? ''),
    expflightarrival: input.returnexparrival ?? '',
    totalfare: ctx.fares.returnfare,
    gbptotalfare: ctx.fares.gbpreturnfare,
    pickupdatetime: iso(ctx.pickupAt),
    picklat: onward.dofflat,
    picklng: onward.dofflng,
    pickpostcode: onward.droppostcode,
    pickupaddress: onward.dropoffaddress,
    pickcategory: onward.doffcategory,
    dofflat: onward.picklat,
    dofflng: onward.picklng,
    droppostcode: onward.pickpostcode,
    dropoffaddress: onward.pickupaddress,
    doffcategory: onward.pickcategory,
    vialocations: [...onward.vialocations].reverse(),
  };
}

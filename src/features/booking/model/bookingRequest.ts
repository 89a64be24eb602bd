/** The booking payload of POST /api/createbookingTest (the booking call rule, rules: call-booking) from the working booking. */
import { DateTime } from 'luxon';
import {
  DEFAULT_QUOTATION_SOURCE,
  type Address,
  type Configuration,
  type WireBookingRequest,
  type WireReturnType,
  type WireViaAddress,
} from '@/api';
import { contactName, isBookerProfile, normalisePhone, type CustomerProfile } from './contact';
import type { BookingContact, BookingDraft, BookingFlight, ReturnKind } from './draft';
import { travellers } from './extras';
import { noteWithSigns } from './meetAndGreet';
import { now } from './clock';

/** The wire request, plus the idempotency key the booking call carries (the pricing calls rule (rules: call-pricing) names requestid). */
export type BookingRequestBody = WireBookingRequest & { requestid?: string };

const RETURN_TYPES: Record<ReturnKind, WireReturnType> = { none: '', return: 'rtn', waitAndReturn: 'w&r' };

/** The phone digits rule (rules: phone-digits): numbers travel as digits only, without a leading 0 and without the dialing code where they begin with it. */
export const phoneForServer = normalisePhone;

const count = (value: string | undefined) => {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && number > 0 ? number : 0;
};
const money = (value: number) => Math.round((Number.isFinite(value) ? value : 0) * 100) / 100;
/** The text the quotation sent for the place (quote.ts): the server books only the address texts it quoted. */
const placeText = (address: Address | null) => address?.fullAddress || address?.name || '';

function via(address: Address): WireViaAddress {
  return {
    address: placeText(address),
    postcode: address.postcode,
    lat: address.latitude,
    lng: address.longitude,
    category: address.category,
  };
}

/** A flight with details (not declined), else nothing to send. */
const detailed = (flight: BookingFlight | null) => (flight && !flight.isFlightDetail ? flight : null);

function fares(draft: BookingDraft) {
  const q = draft.quotation;
  if (!q)
    return { vehicleType: '', vehicleTypeId: draft.vehicleId ?? 0, fare: 0, totalFare: 0, returnFare: 0, gbpRate: 1 };
  // The chosen price tier (the quotation rule, rules: quotation); a quote's tiers may all be for the chosen vehicle.
  const tier =
    q.priceTiers[draft.priceTier] ??
    q.priceTiers.find((t) => draft.vehicleId !== null && t.vehicleTypeId === draft.vehicleId);
  const fare = tier?.fare ?? q.fare;
  const totalFare = tier ? tier.totalFare || tier.fare : q.totalFare || q.fare;
  // The quotation carries GBP figures for its own fare only; the chosen tier converts at the same rate.
  const gbpRate =
    q.totalFare > 0 && q.gbpTotalFare > 0
      ? q.gbpTotalFare / q.totalFare
      : q.fare > 0 && q.gbpFare > 0
        ? q.gbpFare / q.fare
        : 1;
  return {
    vehicleType: tier?.vehicleType ?? '',
    vehicleTypeId: draft.vehicleId ?? tier?.vehicleTypeId ?? 0,
    fare,
    totalFare,
    returnFare: tier?.returnFare ?? q.returnFare,
    gbpRate,
  };
}

function person(contact: BookingContact) {
  return {
    name: contactName(contact),
    email: contact.email.trim(),
    phone: phoneForServer(contact.phone, contact.dialingCode),
    dialingCode: contact.dialingCode || '+44',
  };
}

/**
 * Builds the full booking payload. The server recomputes fares from its stored quote; the figures here are
 * what the customer was shown. `nowIso` is the booking time of an ASAP booking (default: the booking clock's now, in the operator's zone).
 */
export function buildBookingRequest(
  draft: BookingDraft,
  config: Pick<Configuration, 'currencyCode' | 'defaultPaymentMethod' | 'timeZone'>,
  profile: CustomerProfile | undefined,
  nowIso?: string,
): BookingRequestBody {
  const f = fares(draft);
  const isAsap = draft.time.pickUpType === 'now' || !draft.time.time;
  const bookingDate = isAsap
    ? (nowIso ?? DateTime.fromMillis(now()).setZone(config.timeZone).toISO({ suppressMilliseconds: true }) ?? '')
    : draft.time.time;
  const onward = detailed(draft.flight);
  const back = draft.returnKind !== 'none' ? detailed(draft.returnFlight) : null;
  const booker = isBookerProfile(profile);
  const passenger = person(draft.contact);
  // A booker books for the customer of the Customer tab; anyone else is their own customer.
  const customerContact = booker && draft.customer ? draft.customer : draft.contact;
  const customer = person(customerContact);
  const customerId = booker ? customerContact.customerId : (profile?.id ?? draft.contact.customerId);
  const e = draft.extras;
  const body: BookingRequestBody = {
    // The customer's note, and the meet-and-greet sign of an airport pick-up (issue 12).
    note: noteWithSigns(draft),
    rtntype: RETURN_TYPES[draft.returnKind],
    source: DEFAULT_QUOTATION_SOURCE,
    vehtype: f.vehicleType,
    vehtypeid: f.vehicleTypeId,
    viaaddresses: draft.via.filter((a): a is Address => a !== null).map(via),
    pickupnote: draft.pickupNote,
    dropoffnote: draft.dropoffNote,
    paymentmethod: draft.paymentType || config.defaultPaymentMethod,
    currencycode: draft.quotation?.currencyCode || config.currencyCode || 'GBP',
    bookingdate: bookingDate,
    isasap: isAsap,
    fare: money(f.fare),
    totalfare: money(f.totalFare),
    gbpfare: money(f.fare * f.gbpRate),
    gbptotalfare: money(f.totalFare * f.gbpRate),
    returnfare: money(f.returnFare),
    smallpets: count(e.SmallPets),
    otherpets: count(e.OtherPets),
    handbags: count(e.HandBags),
    luggages: count(e.Luggages),
    equipment: count(e.Equipment),
    passengers: travellers(e),
    largechildseats: count(e.LargeChilds),
    smallchildseats: count(e.SmallChilds),
    pickupaddress: placeText(draft.pickUp),
    pickcategory: draft.pickUp?.category ?? '',
    pickpostcode: draft.pickUp?.postcode ?? '',
    picklat: draft.pickUp?.latitude ?? 0,
    picklng: draft.pickUp?.longitude ?? 0,
    dropoffaddress: placeText(draft.dropOff),
    doffcategory: draft.dropOff?.category ?? '',
    droppostcode: draft.dropOff?.postcode ?? '',
    dofflat: draft.dropOff?.latitude ?? 0,
    dofflng: draft.dropOff?.longitude ?? 0,
    traveltime: draft.quotation?.travelTime ?? 0,
    routedistance: draft.quotation?.routeDistance ?? 0,
    passengername: passenger.name,
    passengeremail: passenger.email,
    passengerphone: passenger.phone,
    passengerdialingcode: passenger.dialingCode,
    custemail: customer.email,
    custphone: customer.phone,
    custfirstname: customerContact.firstName.trim(),
    custsurname: customerContact.lastName.trim(),
    custdialingcode: customer.dialingCode,
  };
  if (draft.returnKind !== 'none') body.returntraveltime = draft.quotation?.returnTravelTime ?? 0;
  if (draft.returnKind === 'return' && draft.returnDate) body.returndate = draft.returnDate;
  if (draft.flight && (onward || draft.flight.isFlightDetail)) {
    body.isflightdetail = draft.flight.isFlightDetail;
    if (onward) {
      body.flightno = onward.number;
      body.exparrival = onward.landingTime || onward.arrivingFromTime || undefined;
      body.waitingtime = onward.landingTimeWait;
      body.arrivingfromairportcode = onward.airportCode;
      body.arrivingfromairportname = onward.airportText;
    }
  }
  if (draft.returnKind !== 'none' && draft.returnFlight) {
    body.returnisflightdetail = draft.returnFlight.isFlightDetail;
    if (back) {
      body.returnflightno = back.number;
      body.returnexparrival = back.landingTime || back.arrivingFromTime || undefined;
      body.returnarrivingfromairportcode = back.airportCode;
      body.returnarrivingfromairportname = back.airportText;
    }
  }
  if (booker && draft.customer?.ourRef) body.bookerref = draft.customer.ourRef.trim();
  if (booker && draft.customer?.costCentre?.trim()) body.costcentre = draft.customer.costCentre.trim();
  if (draft.promo?.promoCodeId) {
    body.promocodeid = draft.promo.promoCodeId;
    body.promocode = draft.promo.code;
  }
  if (draft.bref) body.jobPartId = draft.bref;
  if (draft.returnRef) body.returnJobpartId = draft.returnRef;
  if (booker) body.bookerid = profile?.bookerId;
  if (customerId) body.custid = customerId;
  // Only a guest who asked for an account sends a password, and only as its hash (the account calls rule, rules: call-account).
  if (!profile && draft.contact.asAccount && draft.contact.passwordHash) body.passwordhash = draft.contact.passwordHash;
  if (draft.requestId) body.requestid = draft.requestId;
  return body;
}

/**
 * The booking payload for the chosen price tier (the quotation rule, rules: quotation) and payment type: the request builder looks the tier up by
 * vehicle, and every tier of a quote is for the chosen vehicle, so it is handed that one tier alone; `pricetier`
 * tells the server which, and `quoteid` which quote the fare comes from.
 */
export function bookingRequestForTier(
  draft: BookingDraft,
  paymentType: BookingDraft['paymentType'],
  config: Pick<Configuration, 'currencyCode' | 'defaultPaymentMethod' | 'timeZone'>,
  profile: CustomerProfile | undefined,
): BookingRequestBody {
  const quotation = draft.quotation;
  const tier = quotation?.priceTiers[draft.priceTier];
  const forTier: BookingDraft =
    quotation && tier
      ? { ...draft, paymentType, quotation: { ...quotation, priceTiers: [tier] }, priceTier: 0 }
      : { ...draft, paymentType };
  const body = buildBookingRequest(forTier, config, profile);
  if (draft.quoteId) body.quoteid = draft.quoteId;
  if (tier) body.pricetier = draft.priceTier;
  return body;
}

/**
 * The booking's pure rules (the roles, operator configuration and booking call rules, rules: roles, configuration, call-booking): who may book how, whether the vehicle fits, whether a repeated
 * requestid comes from the same client, and the journey's times against the lead time. No I/O.
 */
import { DateTime } from 'luxon';
import { samePlaceRefusal, type PlaceKey } from '../../src/api/wire/samePlace';
import type { SessionUser } from '../lib/session';
import { bookerAccount } from './bookerAccounts';
import { contactProblem } from './bookingContact';
import type { BookingRow } from './bookingPayments';
import type { BookingInput } from './bookingsRecord';
import type { OperatorConfig } from './operatorConfig';

export const SIGN_IN_TO_BOOK = 'Please sign in to book.';
export const EMAIL_REQUIRED = 'Email is required';
export const METHOD_NOT_AVAILABLE = 'This payment method is not available.';
/** Issue 15: a booker whose terms require a cost centre must give one with every booking. */
export const COST_CENTRE_REQUIRED = 'Please enter a cost centre for this booking.';
export const REQUEST_NOT_YOURS = 'This booking request belongs to another customer.';
export const RETURN_DATE_REQUIRED = 'Please choose a return date.';
/** The verbatim messages rule (rules: messages), Capacity. */
export const NO_VEHICLE_FOR_CAPACITY = 'No vehicle found with selected capacity';
/** A pick-up may be this much earlier than now plus the lead time: the customer took a moment to book. */
const LEAD_TIME_GRACE_MINUTES = 5;

export const paidOnline = (method: string) => method === 'card' || method === 'paypal';

/**
 * The chosen vehicle type seats everyone (passengers counts the children in child seats, the booking call rule (rules: call-booking)) and takes the luggage
 * and hand bags, as the client's vehicle list filters them (features/booking/model/extras.ts).
 */
export function fitsVehicle(input: BookingInput, operator: OperatorConfig): boolean {
  const vehicle = operator.vehicleTypes.find((v) => v.vehtypeid === input.vehtypeid);
  if (!vehicle) return true; // An unknown vehicle is refused by the quote check, with its own message.
  return (
    (input.passengers ?? 1) <= vehicle.noofpassengers &&
    (input.luggages ?? 0) <= Math.max(vehicle.noofluggeges, vehicle.maxluggage) &&
    (input.handbags ?? 0) <= vehicle.noofhandbags
  );
}

/** Who may book how (the roles and operator configuration rules, rules: roles, configuration): payment methods by configuration; guests only when allowed, and with an e-mail. */
export function bookingRefusal(
  input: BookingInput,
  session: SessionUser | null,
  operator: OperatorConfig,
): string | null {
  const settings = operator.configuration;
  const method = input.paymentmethod;
  const allowed =
    (method === 'cash' && settings.IsCashAllowed) ||
    (method === 'card' && settings.IsCardAllowed) ||
    (method === 'paypal' && settings.IsPaypalAllowed);
  if (!allowed) return METHOD_NOT_AVAILABLE;
  if (!session) {
    if (!settings.allowGuest) return SIGN_IN_TO_BOOK;
    const email = (input.passengeremail || input.custemail || '').trim();
    if (!email) return EMAIL_REQUIRED;
  }
  const contact = contactProblem(input, { lockedToProfile: session !== null && session.bookerId === null });
  if (contact) return contact;
  if (bookingForOthers(input, session) && !input.costcentre?.trim()) {
    if (bookerAccount(operator.bookers, session!.bookerId!)?.costCentreRequired) return COST_CENTRE_REQUIRED;
  }
  if (!fitsVehicle(input, operator)) return NO_VEHICLE_FOR_CAPACITY;
  return null;
}

const sameText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether a repeated requestid comes from whoever made the booking: the same customer's session, or for a guest
 * (who has none) the same e-mail and phone the booking was made with. A requestid alone is no proof: it travels in
 * request bodies and logs, and would hand a stranger the guest's reference and booking code.
 */
export function sameClient(row: BookingRow, session: SessionUser | null, input: BookingInput): boolean {
  // A booker's booking may belong to the customer it was made for (bookerCustomers.ts): the booker is still its client.
  if (row.booker_id !== null && session?.bookerId === row.booker_id) return true;
  if (row.customer_id !== (session?.customerId ?? null)) return false;
  if (row.customer_id !== null) return true;
  return (
    sameText(input.passengeremail || input.custemail, row.email) &&
    sameText(input.passengerphone, row.details.passengerphone)
  );
}

/** A booker booking with their booker id books for a separate customer (the roles rule, rules: roles). */
export function bookingForOthers(input: BookingInput, session: SessionUser | null): boolean {
  return !!(input.bookerid && session?.bookerId);
}

/** A via stop as the schemas let it arrive: only its position is required. */
type ViaStop = { address?: string; postcode?: string; lat: number; lng: number };

const viaKey = (via: ViaStop): PlaceKey => ({
  text: via.address ?? '',
  postcode: via.postcode ?? '',
  lat: via.lat,
  lng: via.lng,
});

/** The same-place rule (the valid booking rule, rules: booking-valid) over a quotation's or a booking's stops, named as each request names them. */
export function journeyPlacesRefusal(stops: {
  pick: string;
  pickpostcode?: string;
  picklat: number;
  picklng: number;
  doff: string;
  droppostcode?: string;
  dofflat: number;
  dofflng: number;
  viaaddresses?: ViaStop[];
}): string | null {
  return samePlaceRefusal(
    { text: stops.pick, postcode: stops.pickpostcode ?? '', lat: stops.picklat, lng: stops.picklng },
    { text: stops.doff, postcode: stops.droppostcode ?? '', lat: stops.dofflat, lng: stops.dofflng },
    (stops.viaaddresses ?? []).map(viaKey),
  );
}

/** The minimum lead time rule's words (the verbatim messages rule (rules: messages), Time warning), with the earliest time in the operator's zone. */
const earliestTimeRefusal = (earliest: DateTime) =>
  `The earliest time we can pickup from this address is ${earliest.toFormat('dd/MM/yyyy HH:mm')}`;

/**
 * The past pick-up rule for a quotation: a start time already gone (by more than the booking's grace) is refused with
 * the booking's words and earliest time. A time inside the lead time but still ahead is priced: the quote's travel
 * time is how the form learns the earliest time and warns (the minimum lead time rule (rules: lead-time), Time expiry), and booking refuses it anyway.
 */
export function pastPickupRefusal(
  ctx: { now: Date; operator: OperatorConfig },
  bookingdate: string | undefined,
  leadtime: number,
): string | null {
  if (!bookingdate?.trim()) return null;
  const zone = ctx.operator.configuration.timezone;
  const pickupAt = DateTime.fromISO(bookingdate.trim(), { zone });
  if (!pickupAt.isValid) return null; // checkDate refuses it first, as invalid.
  const now = DateTime.fromJSDate(ctx.now).setZone(zone);
  if (pickupAt >= now.minus({ minutes: LEAD_TIME_GRACE_MINUTES })) return null;
  return earliestTimeRefusal(now.plus({ minutes: leadtime }));
}

export type Times = { pickupAt: DateTime; returnAt: DateTime | null } | { refusal: string };

export function journeyTimes(
  ctx: { now: Date; operator: OperatorConfig },
  input: BookingInput,
  pricing: { leadtime: number; journeytime: number; waitminutes: number },
): Times {
  const zone = ctx.operator.configuration.timezone;
  const now = DateTime.fromJSDate(ctx.now).setZone(zone);
  const earliest = now.plus({ minutes: pricing.leadtime });
  // Times are kept in the operator's zone, whatever offset the client wrote.
  const pickupAt = input.isasap ? earliest : DateTime.fromISO(input.bookingdate ?? '', { zone }).setZone(zone);
  if (!pickupAt.isValid) return { refusal: 'bookingdate is invalid' };
  if (pickupAt < earliest.minus({ minutes: LEAD_TIME_GRACE_MINUTES })) {
    return { refusal: earliestTimeRefusal(earliest) };
  }
  if (input.rtntype === 'w&r')
    return { pickupAt, returnAt: pickupAt.plus({ minutes: pricing.journeytime + pricing.waitminutes }) };
  if (input.rtntype !== 'rtn') return { pickupAt, returnAt: null };
  const returnAt = input.returndate ? DateTime.fromISO(input.returndate, { zone }).setZone(zone) : null;
  if (!returnAt?.isValid) return { refusal: RETURN_DATE_REQUIRED };
  const earliestReturn = pickupAt.plus({ minutes: pricing.journeytime });
  if (returnAt < earliestReturn)
    return { refusal: `The earliest possible return date is ${earliestReturn.toFormat('dd/MM/yyyy HH:mm')}.` };
  return { pickupAt, returnAt };
}

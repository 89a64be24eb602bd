/**
 * Changing a booking online (the booking change rule, rules: booking-change): the stored booking turned back into
 * the booking form's input, the customer's changes laid over it, and what changed in words for the history and the
 * mail. Pure; server/services/changeBooking.ts re-quotes the result and stores it.
 */
import { DateTime } from 'luxon';
import type { WireChangeBookingRequest } from '../../src/api/wire/booking';
import type { WireViaAddress } from '../../src/api/wire/route-pricing';
import type { BookingInput } from './bookingsRecord';
import type { BookingRow } from './bookingPayments';
import { round2 } from './pricing';

export const CHANGED = 'Your booking has been changed.';
export const NOTHING_CHANGED = 'Nothing to change: the booking already says this.';
export const NOT_CHANGEABLE = 'This booking can no longer be changed.';
export const HIGHER_FARE_BY_PROVIDER = (phone: string) =>
  `The new fare is higher than the one paid, and the difference cannot be taken online for this payment method. Please call us on ${phone}.`;
export const payDifference = (amount: string) =>
  `The new fare is ${amount} more than the one paid. Please pay the difference to confirm the change.`;

/** What `PUT /api/changebooking` may change (the wire request less its handles); anything absent stays as booked. */
export type BookingChanges = Omit<WireChangeBookingRequest, 'bookingref' | 'requestid' | 'preview' | 'nonce'>;

export type ChangePlace = NonNullable<BookingChanges['pickup']>;

/** The parts of a booking row the booking record does not carry (read with the row by stores/bookingChanges.ts). */
export interface StoredParts {
  rtntype: BookingInput['rtntype'];
  flights: {
    onward?: { flightno?: string; exparrival?: string; code?: string; name?: string };
    return?: { flightno?: string; exparrival?: string; code?: string; name?: string } | null;
    waitingtime?: number;
  } | null;
  notes: { note?: string; pickupnote?: string; dropoffnote?: string } | null;
  returnAt: Date | null;
}

/** The booking as the booking form would have sent it: what a change starts from. */
export function inputOfBooking(row: BookingRow, parts: StoredParts): BookingInput {
  const d = row.details;
  const x = row.extras;
  const onward = parts.flights?.onward;
  const back = parts.flights?.return;
  return {
    note: parts.notes?.note ?? d.notes ?? '',
    pickupnote: parts.notes?.pickupnote ?? '',
    dropoffnote: parts.notes?.dropoffnote ?? '',
    rtntype: parts.rtntype,
    source: 0,
    exparrival: onward?.exparrival ?? d.expflightarrival ?? '',
    flightno: onward?.flightno ?? d.flightnumber ?? '',
    arrivingfromairportcode: onward?.code ?? d.arrivingfromairportcode ?? '',
    arrivingfromairportname: onward?.name ?? d.arrivingfromairportname ?? '',
    returnflightno: back?.flightno ?? '',
    returnexparrival: back?.exparrival ?? '',
    returnarrivingfromairportcode: back?.code ?? '',
    returnarrivingfromairportname: back?.name ?? '',
    waitingtime: parts.flights?.waitingtime ?? 0,
    vehtype: d.vehicletype,
    vehtypeid: d.vehtypeid,
    viaaddresses: d.vialocations ?? [],
    paymentmethod: row.payment_method as BookingInput['paymentmethod'],
    bookerref: d.bookerref ?? '',
    ...(d.costcentre ? { costcentre: d.costcentre } : {}),
    currencycode: row.currency_code,
    bookingdate: d.pickupdatetime,
    ...(parts.returnAt && row.return_details ? { returndate: row.return_details.pickupdatetime } : {}),
    isasap: false,
    fare: row.fares?.fare ?? row.total_fare,
    totalfare: row.total_fare,
    gbpfare: row.fares?.gbpfare ?? 0,
    gbptotalfare: row.fares?.gbptotalfare ?? 0,
    returnfare: row.fares?.returnfare ?? 0,
    smallpets: x?.smallpets ?? 0,
    otherpets: x?.otherpets ?? 0,
    handbags: x?.handbags ?? 0,
    luggages: x?.luggages ?? d.suitcases ?? 0,
    equipment: x?.equipment ?? 0,
    passengers: x?.passengers ?? d.passengers ?? 1,
    largechildseats: x?.largechildseats ?? 0,
    smallchildseats: x?.smallchildseats ?? 0,
    pickupaddress: d.pickupaddress,
    pickcategory: d.pickcategory ?? '',
    pickpostcode: d.pickpostcode ?? '',
    picklat: d.picklat,
    picklng: d.picklng,
    dropoffaddress: d.dropoffaddress,
    doffcategory: d.doffcategory ?? '',
    droppostcode: d.droppostcode ?? '',
    dofflat: d.dofflat,
    dofflng: d.dofflng,
    traveltime: 0,
    routedistance: 0,
    passengername: d.passengername,
    passengeremail: d.passengeremail ?? '',
    passengerphone: d.passengerphone ?? '',
    passengerdialingcode: d.passengerdialingcode ?? '',
    custemail: d.custemail ?? '',
    custphone: d.custphone ?? '',
    custfirstname: '',
    custsurname: '',
    custdialingcode: '',
    requestid: '',
  } as BookingInput;
}

const placeFields = (place: ChangePlace, prefix: 'pick' | 'drop') =>
  prefix === 'pick'
    ? {
        pickupaddress: place.address,
        pickpostcode: place.postcode ?? '',
        picklat: place.lat,
        picklng: place.lng,
        pickcategory: place.category ?? '',
      }
    : {
        dropoffaddress: place.address,
        droppostcode: place.postcode ?? '',
        dofflat: place.lat,
        dofflng: place.lng,
        doffcategory: place.category ?? '',
      };

/** The booking with the customer's changes laid over it. A new flight number drops the old flight's airport. */
export function applyChanges(before: BookingInput, changes: BookingChanges, requestid: string): BookingInput {
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
  const flightChanged = changes.flightno !== undefined && changes.flightno !== before.flightno;
  const returnFlightChanged = changes.returnflightno !== undefined && changes.returnflightno !== before.returnflightno;
  return {
    ...before,
    ...defined({
      bookingdate: changes.bookingdate,
      returndate: changes.returndate,
      viaaddresses: changes.viaaddresses,
      passengers: changes.passengers,
      luggages: changes.luggages,
      handbags: changes.handbags,
      largechildseats: changes.largechildseats,
      smallchildseats: changes.smallchildseats,
      vehtypeid: changes.vehtypeid,
      flightno: changes.flightno,
      exparrival: changes.exparrival,
      returnflightno: changes.returnflightno,
      returnexparrival: changes.returnexparrival,
      note: changes.note,
      passengername: changes.passengername,
      passengerphone: changes.passengerphone,
      passengeremail: changes.passengeremail,
      passengerdialingcode: changes.passengerdialingcode,
    }),
    ...(flightChanged ? { arrivingfromairportcode: '', arrivingfromairportname: '' } : {}),
    ...(returnFlightChanged ? { returnarrivingfromairportcode: '', returnarrivingfromairportname: '' } : {}),
    ...(changes.pickup ? placeFields(changes.pickup, 'pick') : {}),
    ...(changes.dropoff ? placeFields(changes.dropoff, 'drop') : {}),
    isasap: false,
    requestid,
  };
}

/** One line of a booking's change history: a field in the customer's words, before and after. */
export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

const timeText = (iso: string | undefined, zone: string) => {
  if (!iso) return '';
  const time = DateTime.fromISO(iso, { zone, setZone: false }).setZone(zone);
  return time.isValid ? time.toFormat('dd/MM/yyyy HH:mm') : iso;
};
const viasText = (vias: WireViaAddress[] | undefined) => (vias ?? []).map((via) => via.address ?? '').join('; ');

/** What a change changes, in the order the booking form asks for it; empty when it changes nothing. */
export function whatChanged(
  before: BookingInput,
  after: BookingInput,
  zone: string,
  vehicleName: (id: number) => string,
): ChangeLine[] {
  const rows: [string, string, string][] = [
    ['Pick-up time', timeText(before.bookingdate, zone), timeText(after.bookingdate, zone)],
    ['Return time', timeText(before.returndate, zone), timeText(after.returndate, zone)],
    ['From', before.pickupaddress, after.pickupaddress],
    ['Via', viasText(before.viaaddresses), viasText(after.viaaddresses)],
    ['To', before.dropoffaddress, after.dropoffaddress],
    ['Vehicle', vehicleName(before.vehtypeid), vehicleName(after.vehtypeid)],
    ['Passengers', String(before.passengers), String(after.passengers)],
    ['Suitcases', String(before.luggages), String(after.luggages)],
    ['Hand luggage', String(before.handbags), String(after.handbags)],
    ['Child seats', seats(before), seats(after)],
    ['Flight', before.flightno ?? '', after.flightno ?? ''],
    ['Flight arrival', before.exparrival ?? '', after.exparrival ?? ''],
    ['Return flight', before.returnflightno ?? '', after.returnflightno ?? ''],
    ['Note', before.note ?? '', after.note ?? ''],
    ['Passenger', before.passengername, after.passengername],
    ['Passenger phone', phoneText(before), phoneText(after)],
    ['Passenger e-mail', before.passengeremail ?? '', after.passengeremail ?? ''],
  ];
  return rows.filter(([, a, b]) => a.trim() !== b.trim()).map(([field, a, b]) => ({ field, before: a, after: b }));
}

const seats = (input: BookingInput) => `${input.largechildseats ?? 0} large, ${input.smallchildseats ?? 0} small`;
const phoneText = (input: BookingInput) => `${input.passengerdialingcode ?? ''} ${input.passengerphone ?? ''}`.trim();

/**
 * The price difference rule (rules: booking-change): what a change costs or gives back, to the penny. A paid
 * booking's lower fare is refunded in full (the refund tiers are for cancelling, not for a cheaper journey); a
 * higher one is charged before the change is made.
 */
export function fareDifference(oldFare: number, newFare: number): number {
  return round2(newFare - oldFare);
}

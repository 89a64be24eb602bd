/**
 * Changing a booking from its detail (the booking change and change cut-off rules, rules: booking-change,
 * change-cutoff): whether it may still be changed, the change form's values from the booking and the call's body
 * from them (only what the customer changed), and the words for the new fare and for what was charged or refunded.
 * The amounts are always the server's (the change call re-quotes), never worked out here.
 */
import { DateTime } from 'luxon';
import {
  changeAllowed,
  type WireBookingPolicy,
  type WireChangeBookingRequest,
  type WireChangeBookingResult,
} from '@/api';
import { formatMoney } from '@/shared/format/money';

export interface ChangeableBooking {
  jobPartId: number;
  status: string;
  pickupDateTime: string;
  passengers: number;
  suitcases: number;
  vehicleTypeId: number;
  notes: string;
}

export interface ChangeFormValues {
  /** yyyy-MM-dd and HH:mm in the operator's zone, as the booking form's date and time fields take them. */
  date: string;
  time: string;
  passengers: number;
  suitcases: number;
  vehicleTypeId: number;
  note: string;
}

/** The Change button: an upcoming booking whose pick-up is still beyond the operator's cut-off. */
export function canChange(booking: ChangeableBooking, policy: WireBookingPolicy | undefined, now: Date): boolean {
  if (!/upcoming/i.test(booking.status)) return false;
  const pickupAt = new Date(booking.pickupDateTime);
  return !Number.isNaN(pickupAt.getTime()) && changeAllowed(pickupAt, now, policy);
}

/** A pick-up instant as the date and time fields show it, in the operator's zone. */
export function timeFieldsOf(iso: string, zone: string): Pick<ChangeFormValues, 'date' | 'time'> {
  const pickup = DateTime.fromISO(iso, { zone }).setZone(zone);
  return { date: pickup.toFormat('yyyy-MM-dd'), time: pickup.toFormat('HH:mm') };
}

export function changeFormFrom(booking: ChangeableBooking, zone: string): ChangeFormValues {
  return {
    ...timeFieldsOf(booking.pickupDateTime, zone),
    passengers: booking.passengers,
    suitcases: booking.suitcases,
    vehicleTypeId: booking.vehicleTypeId,
    note: booking.notes,
  };
}

/** The change call's fields for what differs from the booking; an empty object when nothing does. */
export function changesOf(
  values: ChangeFormValues,
  booking: ChangeableBooking,
  zone: string,
): Omit<WireChangeBookingRequest, 'bookingref' | 'requestid'> {
  const before = changeFormFrom(booking, zone);
  const changes: Omit<WireChangeBookingRequest, 'bookingref' | 'requestid'> = {};
  if (values.date !== before.date || values.time !== before.time) {
    const at = DateTime.fromISO(`${values.date}T${values.time}`, { zone });
    if (at.isValid) changes.bookingdate = at.toISO({ suppressMilliseconds: true }) ?? undefined;
  }
  if (values.passengers !== before.passengers) changes.passengers = values.passengers;
  if (values.suitcases !== before.suitcases) changes.luggages = values.suitcases;
  if (values.vehicleTypeId !== before.vehicleTypeId) changes.vehtypeid = values.vehicleTypeId;
  if (values.note.trim() !== before.note.trim()) changes.note = values.note.trim();
  return changes;
}

/** The new fare before the customer confirms: what it was, what it is, and what that means for their money. */
export function newFareText(result: WireChangeBookingResult, currency: string, paid: boolean): string {
  const was = formatMoney(result.previousfare ?? 0, currency);
  const now = formatMoney(result.totalfare ?? 0, currency);
  const difference = result.difference ?? 0;
  const amount = formatMoney(Math.abs(difference), currency);
  if (difference === 0) return `The fare stays ${now}.`;
  if (!paid) return `New fare ${now} (was ${was}).`;
  return difference > 0
    ? `New fare ${now} (was ${was}): ${amount} more to pay before the change is made.`
    : `New fare ${now} (was ${was}): ${amount} back to the card or account you paid with.`;
}

/** The notice after the change: the server's message and what it charged or refunded. */
export function changedText(result: WireChangeBookingResult, currency: string): string {
  const done = result.message || 'Your booking has been changed.';
  if (result.chargedamount) return `${done} ${formatMoney(result.chargedamount, currency)} charged.`;
  if (result.refundamount && result.refundstatus === 'refunded')
    return `${done} ${formatMoney(result.refundamount, currency)} refunded.`;
  if (result.refundamount)
    return `${done} ${formatMoney(result.refundamount, currency)} to be refunded: the payment provider has not made it yet, and we are trying again.`;
  return done;
}

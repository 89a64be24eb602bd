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
import type { Translate } from './signInForms';

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
export function newFareText(
  result: WireChangeBookingResult,
  currency: string,
  paid: boolean,
  t: Translate,
  locale = 'en-GB',
): string {
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const was = money(result.previousfare ?? 0);
  const now = money(result.totalfare ?? 0);
  const difference = result.difference ?? 0;
  const amount = money(Math.abs(difference));
  if (difference === 0) return t('account.change.fareSame', { now });
  if (!paid) return t('account.change.fareNew', { now, was });
  return t(difference > 0 ? 'account.change.fareMore' : 'account.change.fareLess', { now, was, amount });
}

/** The notice after the change: the server's message (in the page's language) and what it charged or refunded. */
export function changedText(result: WireChangeBookingResult, currency: string, t: Translate, locale = 'en-GB'): string {
  const done = result.message || t('account.change.done');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  if (result.chargedamount) return t('account.change.charged', { done, amount: money(result.chargedamount) });
  if (result.refundamount && result.refundstatus === 'refunded')
    return t('account.change.refunded', { done, amount: money(result.refundamount) });
  if (result.refundamount) return t('account.change.refundPending', { done, amount: money(result.refundamount) });
  return done;
}

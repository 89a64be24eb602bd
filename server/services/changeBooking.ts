/**
 * Changing a booking online (the booking change and change cut-off rules, rules: booking-change, change-cutoff):
 * `PUT /api/changebooking`. The server re-quotes the changed journey itself (a client's fare is never read), charges
 * a higher fare's difference before changing (the sandbox card: a second charge with a new nonce) or refunds a lower
 * one through the refund path, once per request; the booking keeps its references, its history and mail say what
 * changed, and the dispatcher allocates the new plan. All in one transaction holding the booking's row.
 */
import { DateTime } from 'luxon';
import { changeAllowed, CHANGE_CLOSED } from '../../src/api/wire/bookingPolicy';
import type { WireWarning } from '../../src/api/wire/booking';
import type { Db } from '../db';
import {
  applyChanges,
  CHANGED,
  fareDifference,
  inputOfBooking,
  NOT_CHANGEABLE,
  NOTHING_CHANGED,
  whatChanged,
  type BookingChanges,
  type ChangeLine,
} from '../domain/bookingChange';
import type { BookingRow } from '../domain/bookingPayments';
import {
  fitsVehicle,
  journeyPlacesRefusal,
  journeyTimes,
  NO_VEHICLE_FOR_CAPACITY,
  paidOnline,
} from '../domain/bookingRules';
import { expectedFares, type BookingInput } from '../domain/bookingsRecord';
import type { Owner } from '../domain/history';
import { newBooking } from '../domain/newBooking';
import type { OperatorConfig } from '../domain/operatorConfig';
import { computeQuote, DEFAULT_TIER_INDEX } from '../domain/quotes';
import type { RouteFinder } from '../domain/routing';
import type { Mailer } from '../gateways/mail';
import type { PaymentGateways } from '../gateways/payments';
import {
  dropUnstartedTrips,
  earlierChange,
  lockOwnedBooking,
  recordChange,
  saveChangedBooking,
  type ChangeRecord,
} from '../stores/bookingChanges';
import { recordWarnings } from '../stores/bookingRows';
import { checkStoredBooking } from './createBooking';
import { mailSettings, sendBookingNotice } from './bookingNotices';
import { chargeDifference } from './bookingPayments';
import { refundAcross } from './refunds';

export const CHANGING_OFF = 'Bookings cannot be changed online. Please call us to change.';

export interface ChangeDeps {
  db: Db;
  mailer: Mailer;
  gateways: PaymentGateways;
  route: RouteFinder;
}

export interface ChangeRequest extends BookingChanges {
  bookingref: number;
  requestid: string;
  /** A sandbox card token for a higher fare's difference (the payment step tokenises the card as when booking). */
  nonce?: string;
  /** Stripe or PayPal: the difference's PaymentIntent or order (code 3's `clientsecret`), confirmed or approved. */
  transactionid?: string;
  /** Only answer the new fare and the difference; change nothing. */
  preview?: boolean;
}

export interface ChangeAnswer {
  code: number;
  message: string;
  id?: number;
  currencycode?: string;
  previousfare?: number;
  totalfare?: number;
  difference?: number;
  changes?: ChangeLine[];
  /** code 3: a higher fare's difference to pay before the change is made. */
  paymentrequired?: number;
  clientsecret?: string;
  paymentgateway?: string;
  chargedamount?: number;
  refundamount?: number;
  refundstatus?: 'refunded' | 'failed';
  warnings?: WireWarning[];
}

const refused = (message: string): ChangeAnswer => ({ code: 2, message });

/** The quote of the changed journey, in the booking's currency, vehicle, tier and promo (the promo is kept). */
function requote(operator: OperatorConfig, row: BookingRow, after: BookingInput, now: Date, route: RouteFinder) {
  const outcome = computeQuote(
    operator,
    {
      rtntype: after.rtntype,
      pick: after.pickupaddress,
      picklat: after.picklat,
      picklng: after.picklng,
      pickcategory: after.pickcategory,
      doff: after.dropoffaddress,
      dofflat: after.dofflat,
      dofflng: after.dofflng,
      doffcategory: after.doffcategory,
      viaaddresses: after.viaaddresses ?? [],
      currencyCode: row.currency_code,
      bookingdate: after.bookingdate,
      returndate: after.returndate,
      vehtypeid: after.vehtypeid,
    },
    now,
    route,
  );
  if (!outcome.ok) return outcome;
  const tier = operator.tariff.tiers.findIndex((t) => t.name === row.fares?.tier);
  const promo = operator.promoCodes.find((p) => p.id === row.fares?.promocodeid) ?? null;
  const fares = expectedFares(outcome.pricing, {
    vehtypeid: after.vehtypeid,
    tierIndex: tier < 0 ? DEFAULT_TIER_INDEX : tier,
    promo,
  });
  if (!fares) return { ok: false as const, code: 2, message: 'The selected vehicle type is not available.' };
  return { ok: true as const, pricing: outcome.pricing, fares };
}

/** PUT /api/changebooking: see docs/booking-changes.md for every answer. */
export async function changeBooking(
  deps: ChangeDeps,
  operator: OperatorConfig,
  /** null: a provider's report of the change's own payment (Stripe's webhook), which names the booking itself. */
  owner: Owner | null,
  request: ChangeRequest,
  now: Date,
): Promise<ChangeAnswer | 'not-found'> {
  const policy = operator.configuration.bookingpolicy;
  const zone = operator.configuration.timezone;
  return deps.db.transaction(async (tx): Promise<ChangeAnswer | 'not-found'> => {
    const found = await lockOwnedBooking(tx, owner, request.bookingref);
    if (!found) return 'not-found';
    const { row, parts } = found;
    // The booking change rule (rules: booking-change): a retried request answers the change it made, once.
    const earlier = await earlierChange(tx, row.id, request.requestid);
    if (earlier) return earlier as ChangeAnswer;
    if (!policy) return refused(CHANGING_OFF);
    const upcoming = (status: string | null | undefined) => status == null || /upcoming/i.test(status);
    if (!/upcoming/i.test(row.status) || !upcoming(row.return_status)) return refused(NOT_CHANGEABLE);
    const pickupAt = new Date(row.details.pickupdatetime);
    // The change cut-off rule (rules: change-cutoff), on the booked pick-up time.
    if (!changeAllowed(pickupAt, now, policy)) return refused(CHANGE_CLOSED(policy.changeuntilhours));

    const before = inputOfBooking(row, parts);
    const after = applyChanges(before, request, request.requestid);
    const places = journeyPlacesRefusal({
      pick: after.pickupaddress,
      pickpostcode: after.pickpostcode,
      picklat: after.picklat,
      picklng: after.picklng,
      doff: after.dropoffaddress,
      droppostcode: after.droppostcode,
      dofflat: after.dofflat,
      dofflng: after.dofflng,
      viaaddresses: after.viaaddresses,
    });
    if (places) return refused(places);
    if (!fitsVehicle(after, operator)) return refused(NO_VEHICLE_FOR_CAPACITY);
    const quoted = requote(operator, row, after, now, deps.route);
    if (!quoted.ok) return refused(quoted.message);
    const times = journeyTimes({ now, operator }, after, quoted.pricing);
    if ('refusal' in times) return refused(times.refusal);
    const iso = (t: DateTime) => t.toISO({ suppressMilliseconds: true }) ?? '';
    const settled = {
      ...after,
      bookingdate: iso(times.pickupAt),
      ...(times.returnAt ? { returndate: iso(times.returnAt) } : {}),
    };
    const vehicleName = (id: number) => operator.vehicleTypes.find((v) => v.vehtypeid === id)?.typename ?? '';
    const changes = whatChanged(before, settled, zone, vehicleName);
    if (!changes.length) return refused(NOTHING_CHANGED);

    const difference = fareDifference(row.total_fare, quoted.fares.totalfare);
    const warnings = await checkStoredBooking(
      tx,
      row,
      settled,
      times.pickupAt.toJSDate(),
      operator.configuration.timezone,
      now,
    );
    const base: ChangeAnswer = {
      code: 1,
      message: request.preview ? '' : CHANGED,
      id: row.jobpartid,
      currencycode: row.currency_code,
      previousfare: row.total_fare,
      totalfare: quoted.fares.totalfare,
      difference,
      changes,
      ...(warnings.length ? { warnings } : {}),
    };
    const paid = row.is_paid && paidOnline(row.payment_method);
    if (request.preview) return paid && difference > 0 ? { ...base, paymentrequired: difference } : base;

    // The price difference rule (rules: booking-change): a higher fare is paid before anything changes.
    let chargeAuthCode: string | null = null;
    if (paid && difference > 0) {
      const { bookingref: _ref, requestid, nonce, transactionid, preview: _preview, ...asked } = request;
      const pay = { requestid, nonce, transactionid, change: asked };
      const charged = await chargeDifference(tx, deps.gateways, operator, row, difference, pay, now);
      if ('refusal' in charged) return { ...base, ...charged.refusal };
      chargeAuthCode = charged.authCode;
    }

    const customer = row.details;
    const rebuilt = newBooking({ now, operator, session: null }, settled, {
      fares: quoted.fares,
      times,
      customer: { name: customer.custname, email: customer.custemail, phone: customer.custphone, dialingcode: '' },
      vehicletype: vehicleName(settled.vehtypeid),
      quoteId: 0,
    });
    const changed = await saveChangedBooking(tx, row.id, {
      ...rebuilt,
      // The passenger may change; the customer (the account's, or the one a booker named) stays as booked.
      contact: { passenger: (rebuilt.contact as { passenger: object }).passenger },
      details: { ...rebuilt.details, now: row.details.now, custcountryalpha2code: row.details.custcountryalpha2code },
      email: row.email,
    });
    if (warnings.length) {
      await recordWarnings(tx, row.id, warnings);
      changed.details.warnings = warnings;
    }
    await dropUnstartedTrips(tx, row.id);

    let answer: ChangeAnswer = { ...base };
    let payment: ChangeRecord['payment'] = chargeAuthCode ? 'charged' : 'none';
    if (chargeAuthCode) answer.chargedamount = difference;
    if (paid && difference < 0) {
      // A lower fare: the difference back in full, through the refund path, once per request (rules: refund-once).
      const made = await refundAcross(tx, deps.gateways, row, `change:${request.requestid}`, -difference, now);
      if (made) {
        answer = { ...answer, refundamount: -difference, refundstatus: made.status };
        payment = made.status === 'refunded' ? 'refunded' : 'refund-failed';
      }
    }
    await recordChange(
      tx,
      {
        bookingId: row.id,
        requestId: request.requestid,
        changes,
        oldFare: row.total_fare,
        newFare: quoted.fares.totalfare,
        currency: row.currency_code,
        payment,
        chargeAuthCode,
        answer,
      },
      now,
    );
    await sendBookingNotice(
      deps.mailer,
      tx,
      changed,
      { kind: 'changed', changes, previousFare: row.total_fare, answer, warnings },
      mailSettings(operator),
      now,
    );
    return answer;
  });
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { isDomainLicensed, licenceStanding, paymentsSwitchedOff } from '../domain/licence';
import { findBookingParams, insertBookingParams } from '../stores/bookingParams';
import { findLicence } from '../stores/licences';
import { ClientError } from '../lib/errors';
import { objectSchema, requiredText, text } from '../lib/schemas';

export const NOT_LICENSED_MESSAGE = 'This site is not licensed to use the booking app.';
/** Told only to a licensed domain with the right code: the client's own pages, whose owner can renew it. */
export const LICENCE_EXPIRED_MESSAGE = "This site's licence to use the booking app has expired.";
export const LICENCE_REVOKED_MESSAGE = "This site's licence to use the booking app has been withdrawn.";
/** One answer for a token never issued and one past its time, so the answer tells a guesser nothing. */
export const BOOKING_PARAMS_NOT_FOUND = 'Booking parameters not found.';
/**
 * How long a quick-booking link made from booking parameters works: long enough to open it from an e-mail later
 * that day, short enough that a leaked link soon stops showing someone's journey.
 */
export const BOOKING_PARAMS_TTL_HOURS = 24;

/**
 * The handle of stored booking parameters: 128 random bits in base64url (22 characters), so it cannot be guessed
 * or counted through, unlike the sequential row id it replaces (issue 10).
 */
export function newBookingParamsToken(): string {
  return randomBytes(16).toString('base64url');
}

const bookingParamsToken = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } as const;

interface BookingParamsBody {
  trackingcode: string;
  pickup?: string;
  dropoff?: string;
  datetime?: string;
  vehtypeid?: number | null;
  vehicleid?: number | null;
  isASAP?: boolean;
}

const optionalInteger = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;

/** The licence host rule (rules: licence-host): the licence host calls, served by this same API. */
export function registerLicenceRoutes(api: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const { db } = deps;

  api.post<{ Body: BookingParamsBody }>(
    '/bookingparams',
    {
      schema: {
        body: objectSchema(
          {
            trackingcode: requiredText(),
            pickup: text(),
            dropoff: text(),
            datetime: text(),
            vehtypeid: optionalInteger,
            vehicleid: optionalInteger,
            isASAP: { type: 'boolean' },
          },
          ['trackingcode'],
        ),
      },
    },
    async (request) => {
      const b = request.body;
      const token = newBookingParamsToken();
      await insertBookingParams(db, token, BOOKING_PARAMS_TTL_HOURS, {
        trackingcode: b.trackingcode.trim(),
        pickup: b.pickup ?? '',
        dropoff: b.dropoff ?? '',
        datetime: b.datetime ?? '',
        vehtypeid: b.vehtypeid ?? null,
        vehicleid: b.vehicleid ?? null,
        isasap: b.isASAP ?? false,
      });
      return { code: 1, message: '', id: token };
    },
  );

  api.get<{ Querystring: { id: string } }>(
    '/bookingparams',
    { schema: { querystring: objectSchema({ id: bookingParamsToken }, ['id']) } },
    async (request) => {
      const row = await findBookingParams(db, request.query.id);
      if (!row) throw new ClientError(404, BOOKING_PARAMS_NOT_FOUND);
      const { isasap, ...rest } = row;
      return { code: 1, message: '', id: request.query.id, ...rest, isASAP: isasap };
    },
  );

  api.get<{ Querystring: { trackingcode: string } }>(
    '/custappbaseurl',
    { schema: { querystring: objectSchema({ trackingcode: requiredText() }, ['trackingcode']) } },
    async (request) => {
      const licence = await findLicence(db, request.query.trackingcode);
      if (!licence) throw new ClientError(404, 'Unknown tracking code.');
      return { code: 1, message: '', baseurl: licence.baseurl, bookingpageurl: licence.bookingpageurl };
    },
  );

  api.post<{ Body: { parentdomain: string; trackingcode: string } }>(
    '/validate',
    {
      schema: {
        body: objectSchema({ parentdomain: requiredText(), trackingcode: requiredText() }, [
          'parentdomain',
          'trackingcode',
        ]),
      },
    },
    async (request) => {
      const licence = await findLicence(db, request.body.trackingcode);
      // Unknown code and wrong domain get one answer: a stranger learns nothing about which codes exist.
      if (!licence || !isDomainLicensed(licence.parentdomain, request.body.parentdomain)) {
        return { code: 0, message: NOT_LICENSED_MESSAGE };
      }
      const standing = licenceStanding(licence, deps.now());
      if (standing === 'expired') return { code: 0, message: LICENCE_EXPIRED_MESSAGE };
      if (standing === 'revoked') return { code: 0, message: LICENCE_REVOKED_MESSAGE };
      // The switches the booking frame applies (issue 17): the client's brand, template and payment methods.
      return {
        code: 1,
        message: '',
        template: licence.template ?? '',
        brand: licence.brand ?? {},
        paymentsoff: paymentsSwitchedOff(licence.payments_off),
        bookingpageurl: licence.bookingpageurl,
      };
    },
  );
}

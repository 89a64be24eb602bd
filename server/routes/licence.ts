import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { isDomainLicensed } from '../domain/licence';
import { ClientError } from '../lib/errors';
import { objectSchema, queryId, requiredText, text } from '../lib/schemas';

export const NOT_LICENSED_MESSAGE = 'This site is not licensed to use the booking app.';

interface BookingParamsBody {
  trackingcode: string;
  pickup?: string;
  dropoff?: string;
  datetime?: string;
  vehtypeid?: number | null;
  vehicleid?: number | null;
  isASAP?: boolean;
}

interface BookingParamsRow {
  id: string;
  trackingcode: string;
  pickup: string;
  dropoff: string;
  datetime: string;
  vehtypeid: number | null;
  vehicleid: number | null;
  isasap: boolean;
}

const optionalInteger = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;

interface LicenceRow {
  parentdomain: string;
  baseurl: string;
  bookingpageurl: string;
}

async function findLicence(db: Db, trackingcode: string): Promise<LicenceRow | undefined> {
  const { rows } = await db.query<LicenceRow>(
    'SELECT parentdomain, baseurl, bookingpageurl FROM licences WHERE lower(trackingcode) = lower($1)',
    [trackingcode.trim()],
  );
  return rows[0];
}

/** Spec 7.9: the licence host calls, served by this same API. */
export function registerLicenceRoutes(api: FastifyInstance, deps: { db: Db }): void {
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
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO booking_params (trackingcode, pickup, dropoff, datetime, vehtypeid, vehicleid, isasap)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
        [
          b.trackingcode.trim(),
          b.pickup ?? '',
          b.dropoff ?? '',
          b.datetime ?? '',
          b.vehtypeid ?? null,
          b.vehicleid ?? null,
          b.isASAP ?? false,
        ],
      );
      return { code: 1, message: '', id: rows[0].id };
    },
  );

  api.get<{ Querystring: { id: string } }>(
    '/bookingparams',
    { schema: { querystring: objectSchema({ id: queryId }, ['id']) } },
    async (request) => {
      const { rows } = await db.query<BookingParamsRow>(
        `SELECT id::text AS id, trackingcode, pickup, dropoff, datetime, vehtypeid, vehicleid, isasap
         FROM booking_params WHERE id = $1`,
        [request.query.id],
      );
      const row = rows[0];
      if (!row) throw new ClientError(404, 'Booking parameters not found.');
      const { isasap, ...rest } = row;
      return { code: 1, message: '', ...rest, isASAP: isasap };
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
      if (licence && isDomainLicensed(licence.parentdomain, request.body.parentdomain)) return { code: 1, message: '' };
      return { code: 0, message: NOT_LICENSED_MESSAGE };
    },
  );
}

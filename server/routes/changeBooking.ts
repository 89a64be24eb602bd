/**
 * PUT /api/changebooking (the booking change rule, rules: booking-change): the owner changes an upcoming booking
 * before the cut-off; the use case is server/services/changeBooking.ts, the answers docs/booking-changes.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import type { RouteFinder } from '../domain/routing';
import type { Mailer } from '../gateways/mail';
import type { PaymentGateways } from '../gateways/payments';
import type { RoutingProvider } from '../gateways/routing';
import { ClientError } from '../lib/errors';
import { latitude, longitude, objectSchema, postcode, text } from '../lib/schemas';
import { requireOwnIds } from '../lib/session';
import { changeBooking, type ChangeRequest } from '../services/changeBooking';
import { bodyId } from './accountSchemas';
import { checkDate, MAX_VIA_STOPS, viaAddressSchema } from './quotation';
import { BOOKING_NOT_FOUND } from './history';

interface Deps {
  db: Db;
  now: () => Date;
  operatorConfig: OperatorConfigStore;
  mailer: Mailer;
  gateways: PaymentGateways;
  routing: RoutingProvider;
}

const place = objectSchema(
  {
    address: { type: 'string', minLength: 1, maxLength: 255 },
    postcode,
    lat: latitude,
    lng: longitude,
    category: text(50),
  },
  ['address', 'lat', 'lng'],
);
const count = (max: number) => ({ type: 'integer', minimum: 0, maximum: max }) as const;

export const changeBookingSchema = objectSchema(
  {
    bookingref: bodyId,
    requestid: { type: 'string', minLength: 1, maxLength: 100 },
    preview: { type: 'boolean' },
    nonce: text(200),
    transactionid: { type: 'string', minLength: 1, maxLength: 100 },
    bookingdate: text(40),
    returndate: text(40),
    pickup: place,
    dropoff: place,
    viaaddresses: { type: 'array', maxItems: MAX_VIA_STOPS, items: viaAddressSchema },
    passengers: { type: 'integer', minimum: 1, maximum: 100 },
    luggages: count(100),
    handbags: count(100),
    largechildseats: count(20),
    smallchildseats: count(20),
    vehtypeid: { type: 'integer', minimum: 1, maximum: 1000000 },
    flightno: text(20),
    exparrival: text(40),
    returnflightno: text(20),
    returnexparrival: text(40),
    note: text(),
    passengername: { type: 'string', minLength: 1, maxLength: 255 },
    passengerphone: { type: 'string', minLength: 1, maxLength: 20 },
    passengeremail: text(),
    passengerdialingcode: text(6),
  },
  ['bookingref', 'requestid'],
);

export function registerChangeBookingRoutes(api: FastifyInstance, deps: Deps): void {
  const route: RouteFinder = (points) => deps.routing.route(points);
  api.put<{ Body: Omit<ChangeRequest, 'bookingref'> & { bookingref: number | string } }>(
    '/changebooking',
    { schema: { body: changeBookingSchema } },
    async (request) => {
      const at = deps.now();
      const session = await requireOwnIds(deps.db, request, at, {});
      if (!session) throw new ClientError(401, 'Please sign in again.');
      checkDate(request.body.bookingdate, 'bookingdate');
      checkDate(request.body.returndate, 'returndate');
      const answer = await changeBooking(
        { ...deps, route },
        await deps.operatorConfig.get(),
        { customerId: session.customerId, bookerId: session.bookerId },
        { ...request.body, bookingref: Number(request.body.bookingref) },
        at,
      );
      // Someone else's booking is "not found", so references cannot be probed.
      if (answer === 'not-found') throw new ClientError(404, BOOKING_NOT_FOUND);
      return answer;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { RouteFinder } from '../domain/routing';
import type { RoutingProvider } from '../gateways/routing';
import type { WireWarning } from '../../src/api/wire/booking';
import { bookingWarnings, SAME_TIME_MINUTES } from '../domain/bookingChecks';
import type { OperatorConfig, OperatorConfigStore } from '../domain/operatorConfig';
import { bookingsAround } from '../stores/bookingRows';
import { computeQuote, isAirportPlace, type QuoteInput } from '../domain/quotes';
import { storeQuote } from '../stores/quotes';
import { journeyPlacesRefusal, pastPickupRefusal } from '../domain/bookingRules';
import { ClientError } from '../lib/errors';
import { latitude, longitude, objectSchema, optionalId, postcode, source, text } from '../lib/schemas';
import { requireOwnIds } from '../lib/session';

export interface QuotationDeps {
  db: Db;
  operatorConfig: OperatorConfigStore;
  now: () => Date;
  /** Road routing (server/gateways/routing): the quote's distances and times, and the nearest driver's. */
  routing: RoutingProvider;
}

/** At most this many via stops; more would be a route planner, not a transfer. */
export const MAX_VIA_STOPS = 10;

export const viaAddressSchema = objectSchema(
  { address: text(), postcode, lat: latitude, lng: longitude, category: text(50) },
  ['lat', 'lng'],
);
const minutesOrMiles = { type: 'number', minimum: 0, maximum: 100000 } as const;
const dateText = text(40);

export const quotationSchema = objectSchema(
  {
    rtntype: { type: 'string', enum: ['', 'rtn', 'w&r'] },
    source,
    recalcroute: { type: 'boolean' },
    recalcnearestdriver: { type: 'boolean' },
    viaaddresses: { type: 'array', maxItems: MAX_VIA_STOPS, items: viaAddressSchema },
    currencyCode: { type: 'string', pattern: '^[A-Za-z]{0,3}$' },
    paymentmethod: text(20),
    pick: text(),
    picklat: latitude,
    picklng: longitude,
    pickcategory: text(50),
    doff: text(),
    dofflat: latitude,
    dofflng: longitude,
    doffcategory: text(50),
    custid: optionalId,
    bookerid: optionalId,
    pickpostcode: postcode,
    droppostcode: postcode,
    traveltime: minutesOrMiles,
    distance: minutesOrMiles,
    bookingdate: dateText,
    returntraveltime: minutesOrMiles,
    returndistance: minutesOrMiles,
    returndate: dateText,
    vehtypeid: { type: 'integer', minimum: 0, maximum: 1000000 },
    requestid: text(100),
    /** The flight the pick-up meets, when the form has one: checked against the pick-up (rules: booking-checks). */
    flightno: text(20),
    /** The return journey's flight: checked against the drop-off and the return time. */
    returnflightno: text(20),
  },
  ['picklat', 'picklng', 'dofflat', 'dofflng'],
);

type QuotationBody = Partial<QuoteInput> &
  Pick<QuoteInput, 'picklat' | 'picklng' | 'dofflat' | 'dofflng'> & {
    custid?: unknown;
    bookerid?: unknown;
    flightno?: string;
    returnflightno?: string;
  };

/**
 * A date the client sent must be an ISO date-time; blank means "not given". Validity does not depend on the zone, and
 * UTC is the cheap one to parse in (half the time of the system zone).
 */
export function checkDate(value: string | undefined, field: string): void {
  if (value && value.trim() && !DateTime.fromISO(value.trim(), { zone: 'utc' }).isValid)
    throw new ClientError(400, `${field} is invalid`);
}

const airCategory = (category: string | undefined, lat: number, lng: number) =>
  isAirportPlace({ lat, lng }, category) ? 'Air' : category;

/**
 * The booking checks rule (rules: booking-checks) before Book Now: a quote that carries a flight, or is asked by a
 * signed-in customer, is checked as the booking will be (flight against the pick-up, the customer's own bookings
 * around the time), so the form can show what looks wrong while it can still be fixed.
 */
async function quoteWarnings(
  db: Db,
  operator: OperatorConfig,
  input: QuoteInput,
  flights: { onward?: string; back?: string },
  customerId: number | null,
  now: Date,
  leadMinutes: number,
): Promise<WireWarning[]> {
  const flightNumber = flights.onward?.trim() || undefined;
  if (!flightNumber && !flights.back?.trim() && customerId === null) return [];
  const zone = operator.configuration.timezone;
  const start = input.bookingdate?.trim() ? DateTime.fromISO(input.bookingdate.trim(), { zone }) : null;
  if (!start?.isValid) return [];
  const back = input.returndate?.trim() ? DateTime.fromISO(input.returndate.trim(), { zone }) : null;
  // An ASAP quote (now, or inside the lead time) is booked for the earliest time, as journeyTimes books it.
  const pickupAt = new Date(Math.max(start.toMillis(), now.getTime() + leadMinutes * 60_000));
  const others =
    customerId === null ? [] : await bookingsAround(db, { customerId, email: '' }, pickupAt, SAME_TIME_MINUTES);
  return bookingWarnings(
    {
      // A quote's place is an airport by its category or its position, as the fare counts it (quotes.ts).
      pickup: {
        address: input.pick,
        category: airCategory(input.pickcategory, input.picklat, input.picklng),
        lat: input.picklat,
        lng: input.picklng,
      },
      dropoff: {
        address: input.doff,
        category: airCategory(input.doffcategory, input.dofflat, input.dofflng),
        lat: input.dofflat,
        lng: input.dofflng,
      },
      pickupAt,
      flightNumber,
      ...(back?.isValid && flights.back?.trim()
        ? { returnFlight: { flightNumber: flights.back.trim(), pickupAt: back.toJSDate() } }
        : {}),
      others,
    },
    zone,
    now,
  );
}

/** The pricing calls rule (rules: call-pricing): POST /api/quotation, priced by the operator's tariff (docs/tariff.md) and stored for booking. */
export function registerQuotationRoutes(api: FastifyInstance, deps: QuotationDeps): void {
  const route: RouteFinder = (points) => deps.routing.route(points);
  api.post<{ Body: QuotationBody }>('/quotation', { schema: { body: quotationSchema } }, async (request) => {
    const body = request.body;
    const now = deps.now();
    const session = await requireOwnIds(deps.db, request, now, { custid: body.custid, bookerid: body.bookerid });
    checkDate(body.bookingdate, 'bookingdate');
    checkDate(body.returndate, 'returndate');
    // The same-place rule: the form refuses it too, but a quote is also asked for by other clients.
    const places = journeyPlacesRefusal({ ...body, pick: body.pick ?? '', doff: body.doff ?? '' });
    if (places) throw new ClientError(400, places);
    const operator = await deps.operatorConfig.get();
    const input: QuoteInput = {
      ...body,
      rtntype: body.rtntype ?? '',
      pick: body.pick ?? '',
      doff: body.doff ?? '',
      viaaddresses: body.viaaddresses ?? [],
    };
    const outcome = computeQuote(operator, input, now, route);
    if (!outcome.ok) return { code: outcome.code, message: outcome.message };
    // The past pick-up rule: code 2, as booking refuses a time inside the lead time, so the form shows the words.
    const past = pastPickupRefusal({ now, operator }, body.bookingdate, outcome.pricing.leadtime);
    if (past) return { code: 2, message: past };
    const stored = await storeQuote(
      deps.db,
      { request: input, response: outcome.response, pricing: outcome.pricing, customerId: session?.customerId ?? null },
      { now, timeoutMinutes: operator.configuration.quotetimeout },
    );
    const warnings = await quoteWarnings(
      deps.db,
      operator,
      input,
      { onward: body.flightno, back: body.returnflightno },
      session?.customerId ?? null,
      now,
      outcome.pricing.leadtime,
    );
    return {
      ...outcome.response,
      quoteid: stored.id,
      quoteexpires: stored.expiresAt.toISOString(),
      ...(warnings.length ? { warnings } : {}),
    };
  });
}

import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import {
  DAYS_AHEAD,
  DAYS_BACK,
  airlineByCode,
  airportByCode,
  flightByNumber,
  parseFlightNumber,
  searchFlights,
} from '../domain/flightSchedule';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { ClientError } from '../lib/errors';
import { objectSchema } from '../lib/schemas';

export interface FlightRouteDeps {
  operatorConfig: OperatorConfigStore;
  now: () => Date;
}

/** The finder lists at most this many flights: a best match and the possible options after it. */
const SEARCH_RESULTS = 12;

/** IATA (LHR) or ICAO (EGLL): the pick-up place knows its airport by ICAO, the customer by IATA. */
const airportCode = { type: 'string', pattern: '^([A-Za-z]{3}|[A-Za-z0-9]{4})$' } as const;
const dateTime = { type: 'string', minLength: 1, maxLength: 40 } as const;

/** A time inside the dates the schedule answers for (two days back to a year ahead), read in the operator's zone. */
function timeInRange(value: string, field: string, zone: string, now: Date): DateTime {
  const time = DateTime.fromISO(value.trim(), { zone });
  if (!time.isValid) throw new ClientError(400, `${field} is invalid`);
  const today = DateTime.fromJSDate(now).setZone(zone).startOf('day');
  if (time < today.minus({ days: DAYS_BACK }) || time > today.plus({ days: DAYS_AHEAD + 1 }))
    throw new ClientError(400, `${field} is out of range`);
  return time;
}

function knownAirport(code: string) {
  const airport = airportByCode(code);
  if (!airport) throw new ClientError(404, `Unknown airport code: ${code.toUpperCase()}`);
  return airport;
}

function knownAirline(code: string) {
  const airline = airlineByCode(code);
  if (!airline) throw new ClientError(404, `Unknown airline code: ${code.toUpperCase()}`);
  return airline;
}

/** The lookup calls rule (rules: call-lookups): searchflight and flightinfo, answered from the simulated schedule (server/domain/flightSchedule.ts). */
export function registerFlightRoutes(api: FastifyInstance, deps: FlightRouteDeps): void {
  api.get<{ Querystring: { destination: string; airline: string; origin?: string; departuretime: string } }>(
    '/searchflight',
    {
      schema: {
        querystring: objectSchema(
          {
            destination: airportCode,
            airline: { type: 'string', pattern: '^[A-Za-z0-9]{2,3}$' },
            origin: { type: 'string', pattern: '^([A-Za-z]{3}|[A-Za-z0-9]{4})?$' },
            departuretime: dateTime,
          },
          ['destination', 'airline', 'departuretime'],
        ),
      },
    },
    async (request) => {
      const { destination, airline, origin, departuretime } = request.query;
      const now = deps.now();
      const zone = (await deps.operatorConfig.get()).configuration.timezone;
      const around = timeInRange(departuretime, 'departuretime', zone, now);
      const flights = searchFlights(
        {
          airline: knownAirline(airline),
          destination: knownAirport(destination),
          origin: origin ? knownAirport(origin) : undefined,
          around,
        },
        now,
      );
      return { code: 1, message: '', AirlineFlightSchedulesResult: { data: flights.slice(0, SEARCH_RESULTS) } };
    },
  );

  api.get<{ Querystring: { flightNo: string; landingTime?: string } }>(
    '/flightinfo',
    {
      schema: {
        querystring: objectSchema(
          { flightNo: { type: 'string', minLength: 1, maxLength: 12 }, landingTime: { type: 'string', maxLength: 40 } },
          ['flightNo'],
        ),
      },
    },
    async (request) => {
      const { flightNo, landingTime } = request.query;
      const parsed = parseFlightNumber(flightNo);
      if (!parsed) throw new ClientError(400, 'flightNo is invalid');
      const now = deps.now();
      const zone = (await deps.operatorConfig.get()).configuration.timezone;
      const near = landingTime?.trim()
        ? timeInRange(landingTime, 'landingTime', zone, now)
        : DateTime.fromJSDate(now).setZone(zone);
      const flight = flightByNumber(knownAirline(parsed.code), parsed.number, near, now);
      return { code: 1, message: '', FlightInfoResult: { flights: flight ? [flight] : [] } };
    },
  );
}

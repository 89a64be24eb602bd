import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { WireConfiguration } from '../../src/api/wire/configuration';
import { ukAirports } from '../domain/airports';
import type { OperatorConfig, OperatorConfigStore } from '../domain/operatorConfig';
import { isTrue, objectSchema, queryBoolean } from '../lib/schemas';

export interface ConfigurationDeps {
  operatorConfig: OperatorConfigStore;
  now: () => Date;
}

/** The server time as an ISO string with the operator's offset (DESIGN rule 8). */
export function serverTime(now: Date, timezone: string): string {
  return DateTime.fromJSDate(now).setZone(timezone).toISO({ suppressMilliseconds: false }) ?? now.toISOString();
}

/** The configuration document as GET /api/configuration sends it, also embedded in index.html. */
export function wireConfiguration(
  operator: OperatorConfig,
  now: Date,
  options: { airports?: boolean; sandbox?: boolean } = {},
): WireConfiguration {
  const settings = operator.configuration;
  return {
    code: 1,
    message: '',
    ...settings,
    ...(options.sandbox ? { paymentgateway: 'sandbox' } : {}),
    servertime: serverTime(now, settings.timezone),
    ...(options.airports
      ? {
          airports: ukAirports().map(({ name, iata, icao, city, country, lat, lng }) => ({
            name,
            iata,
            icao,
            city,
            country,
            lat,
            lng,
          })),
        }
      : {}),
  };
}

interface ConfigurationQuery {
  airports?: string;
  sandbox?: string;
  source?: string;
  currencyCode?: string;
}

export function registerConfigurationRoutes(api: FastifyInstance, deps: ConfigurationDeps): void {
  api.get<{ Querystring: ConfigurationQuery }>(
    '/configuration',
    {
      schema: {
        querystring: objectSchema({
          airports: queryBoolean,
          sandbox: queryBoolean,
          source: { type: 'string', pattern: '^[0-9]{0,4}$' },
          currencyCode: { type: 'string', pattern: '^[A-Za-z]{0,3}$' },
        }),
      },
    },
    async (request) => {
      const operator = await deps.operatorConfig.get();
      return wireConfiguration(operator, deps.now(), {
        airports: isTrue(request.query.airports),
        sandbox: isTrue(request.query.sandbox),
      });
    },
  );

  api.get('/vehicletypes', async () => {
    const operator = await deps.operatorConfig.get();
    return { code: 1, message: '', vehTypes: operator.vehicleTypes };
  });

  api.get('/prices', async () => {
    const operator = await deps.operatorConfig.get();
    return { code: 1, message: '', prices: operator.prices };
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import type { WireConfiguration } from '../../src/api/wire/configuration';
import { ukAirports } from '../domain/airports';
import { currencyRate } from '../domain/pricing';
import type { OperatorConfig, OperatorConfigStore } from '../domain/operatorConfig';
import { prepareAnswer, sendPrepared, type PreparedAnswer } from '../lib/preparedAnswers';
import { isTrue, objectSchema, queryBoolean } from '../lib/schemas';

export interface ConfigurationDeps {
  operatorConfig: OperatorConfigStore;
  now: () => Date;
}

/** The server time as an ISO string with the operator's offset (DESIGN rule 8). */
export function serverTime(now: Date, timezone: string): string {
  return DateTime.fromJSDate(now).setZone(timezone).toISO({ suppressMilliseconds: false }) ?? now.toISOString();
}

/** The pricing calls rule (rules: call-pricing) currencyCode: a currency the operator quotes in becomes the page's currency; any other is ignored. */
function quotedCurrency(operator: OperatorConfig, code: string | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && currencyRate(operator.currencyRates, upper) !== undefined ? upper : undefined;
}

/** The configuration document as GET /api/configuration sends it, also embedded in index.html. */
export function wireConfiguration(
  operator: OperatorConfig,
  now: Date,
  options: { airports?: boolean; sandbox?: boolean; currencyCode?: string } = {},
): WireConfiguration {
  const settings = operator.configuration;
  const quoted = quotedCurrency(operator, options.currencyCode);
  return {
    code: 1,
    message: '',
    ...settings,
    // The pricing calls rule (rules: call-pricing) sandbox (the page addresses rule (rules: routes) test mode): the gateway's test mode, the reference API's sandbox card gateway.
    ...(options.sandbox ? { paymentgateway: 'sandbox' } : {}),
    ...(quoted ? { currencycode: quoted } : {}),
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

export { chooseEncoding } from '../lib/preparedAnswers';

/** A mid brotli level: the answer is compressed once a second, not per request, so it can afford more than 4. */
const BROTLI_LEVEL = 6;

/**
 * GET /api/configuration is what every page asks first. Its answer depends only on the operator document, the two
 * flags and the server time, so it is built, serialised and compressed once per document version, flags and
 * second, not per request (the profile had the brotli stream, luxon's time zone and the JSON at most of its cost).
 * The server time it carries is thus at most a second old, as exact as the Date header. No ETag: the server time
 * makes every second's answer a new one, and a 304 would hand back an old time.
 */
function configurationAnswers(deps: ConfigurationDeps) {
  const prepared = new Map<string, { key: string; answer: PreparedAnswer }>();
  return async (request: FastifyRequest<{ Querystring: ConfigurationQuery }>, reply: FastifyReply) => {
    const operator = await deps.operatorConfig.get();
    const now = deps.now();
    const options = {
      airports: isTrue(request.query.airports),
      sandbox: isTrue(request.query.sandbox),
      // Only currencies the operator quotes in make a different answer (and a cache entry of their own).
      currencyCode: quotedCurrency(operator, request.query.currencyCode),
    };
    const flags = `${Number(options.airports)}${Number(options.sandbox)}${options.currencyCode ?? ''}`;
    const key = `${deps.operatorConfig.version} ${flags} ${Math.floor(now.getTime() / 1000)}`;
    let kept = prepared.get(flags);
    if (kept?.key !== key) {
      kept = { key, answer: prepareAnswer(wireConfiguration(operator, now, options)) };
      prepared.set(flags, kept);
    }
    return sendPrepared(request, reply, kept.answer, BROTLI_LEVEL);
  };
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
    configurationAnswers(deps),
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

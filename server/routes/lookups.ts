import type { FastifyInstance } from 'fastify';
import { searchAirlines, searchAirports } from '../domain/airports';
import { searchPlaces } from '../domain/places';
import { ClientError } from '../lib/errors';
import { objectSchema } from '../lib/schemas';

const ADDRESS_RESULTS = 10;
const AIRPORT_RESULTS = 20;

/** Spec 7.1 lookups, answered from the in-memory indexes built at start. */
export function registerLookupRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: { prefix: string } }>(
    '/searchaddress',
    {
      schema: {
        querystring: objectSchema({ prefix: { type: 'string', minLength: 2, maxLength: 100 } }, ['prefix']),
      },
    },
    async (request) => ({ code: 1, message: '', addresses: searchPlaces(request.query.prefix, ADDRESS_RESULTS) }),
  );

  // One path, two searches: the spelling of the key (searchString vs searchstring) says which (spec 7.1).
  api.get<{ Querystring: { searchString?: string; searchstring?: string } }>(
    '/searchairport',
    {
      schema: {
        querystring: objectSchema({
          searchString: { type: 'string', minLength: 1, maxLength: 100 },
          searchstring: { type: 'string', minLength: 1, maxLength: 100 },
        }),
      },
    },
    async (request) => {
      const { searchString, searchstring } = request.query;
      if (searchString !== undefined)
        return { code: 1, message: '', airports: searchAirports(searchString, AIRPORT_RESULTS) };
      if (searchstring !== undefined)
        return { code: 1, message: '', airlines: searchAirlines(searchstring, AIRPORT_RESULTS) };
      throw new ClientError(400, 'searchString is required');
    },
  );
}

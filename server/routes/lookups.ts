import type { FastifyInstance } from 'fastify';
import { searchAirlines, searchAirports } from '../domain/airports';
import { searchPlaces } from '../domain/places';
import { ClientError } from '../lib/errors';
import { RecentAnswers, sendPrepared } from '../lib/preparedAnswers';
import { objectSchema } from '../lib/schemas';

const ADDRESS_RESULTS = 10;
const AIRPORT_RESULTS = 20;

/**
 * An address search is a pure function of its prefix over the gazetteer, which is fixed for the life of the process,
 * and what people type repeats (every "ki", "kin", "king"): the answers to the most recent prefixes are kept
 * serialised and compressed (the search was about a tenth of an answer's CPU, its JSON and brotli most of the rest).
 * About 4.5 KB each (the JSON and its brotli form), so at most about 4.5 MB.
 */
const RECENT_SEARCHES = 1000;
/** Compressed once for every client that asks the same prefix: the quality of the compression plugin's default. */
const SEARCH_BROTLI_QUALITY = 4;

/** The lookup calls rule (rules: call-lookups) lookups, answered from the in-memory indexes built at start. */
export function registerLookupRoutes(api: FastifyInstance): void {
  const recentSearches = new RecentAnswers(RECENT_SEARCHES);
  api.get<{ Querystring: { prefix: string } }>(
    '/searchaddress',
    {
      schema: {
        querystring: objectSchema({ prefix: { type: 'string', minLength: 2, maxLength: 100 } }, ['prefix']),
      },
    },
    async (request, reply) => {
      const { prefix } = request.query;
      const answer = recentSearches.get(prefix, () => ({
        code: 1,
        message: '',
        addresses: searchPlaces(prefix, ADDRESS_RESULTS),
      }));
      return sendPrepared(request, reply, answer, SEARCH_BROTLI_QUALITY);
    },
  );

  // One path, two searches: the spelling of the key (searchString vs searchstring) says which (the lookup calls rule, rules: call-lookups).
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

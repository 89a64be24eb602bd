// @vitest-environment node
import { configureApi } from './client';
import { createAirportSearch } from './lookups';
import { ApiError } from './responseCodes';
import { sendJson, startTestServer, type TestServer } from './testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  configureApi({ baseUrl: api.url });
});

/** Answers "slow" after a delay and anything else at once, echoing the search string. */
function echoAirports(delayForSlowMs: number) {
  api.handle((req, res) => {
    const searchString = req.query.get('searchString') ?? '';
    const answer = () => {
      if (!res.destroyed) sendJson(res, 200, { code: 1, airports: [{ name: searchString }] });
    };
    if (searchString === 'slow') setTimeout(answer, delayForSlowMs);
    else answer();
  });
}

describe('createAirportSearch (7.1)', () => {
  it('resolves with the response when not superseded', async () => {
    echoAirports(0);
    const search = createAirportSearch();
    await expect(search('gatwick')).resolves.toEqual({
      cancelled: false,
      response: { code: 1, airports: [{ name: 'gatwick' }] },
    });
  });

  it('cancels the previous in-flight search when a new one starts', async () => {
    echoAirports(300);
    const search = createAirportSearch();
    const first = search('slow');
    await new Promise((resolve) => setTimeout(resolve, 30)); // let the first request reach the server
    const second = search('heathrow');
    await expect(first).resolves.toEqual({ cancelled: true });
    await expect(second).resolves.toMatchObject({ cancelled: false, response: { airports: [{ name: 'heathrow' }] } });
  });

  it('keeps searches of separate instances independent', async () => {
    echoAirports(50);
    const [one, two] = [createAirportSearch(), createAirportSearch()];
    const results = await Promise.all([one('slow'), two('luton')]);
    expect(results.map((result) => result.cancelled)).toEqual([false, false]);
  });

  it('reports a search cancelled through the caller signal as cancelled', async () => {
    echoAirports(300);
    const controller = new AbortController();
    const pending = createAirportSearch()('slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).resolves.toEqual({ cancelled: true });
  });

  it('still rejects with ApiError when the server fails', async () => {
    api.handle((_, res) => sendJson(res, 400, { code: 2, message: 'Search text too long' }));
    await expect(createAirportSearch()('x'.repeat(300))).rejects.toBeInstanceOf(ApiError);
  });
});

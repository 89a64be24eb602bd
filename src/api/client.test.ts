// @vitest-environment node
import { ApiError, GENERIC_ERROR } from './responseCodes';
import { configureApi, currentApiHosts, onSessionEnded, request, urlFor } from './client';
import { sendJson, startTestServer, type TestServer } from './testing/testServer';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.handle((_, res) => sendJson(res, 200, { code: 1 }));
  configureApi({ baseUrl: api.url });
});

describe('hosts', () => {
  it('defaults to the page origin, with the licence host following the API host', () => {
    configureApi();
    expect(urlFor('/api/quotation')).toBe('/api/quotation');
    expect(urlFor('/api/validate', 'licence')).toBe('/api/validate');
  });

  it('keeps a separate licence host and drops trailing slashes', () => {
    configureApi({ baseUrl: 'https://api.example.com/', licenceBaseUrl: 'https://licence.example.com//' });
    expect(currentApiHosts()).toEqual({
      baseUrl: 'https://api.example.com',
      licenceBaseUrl: 'https://licence.example.com',
    });
    expect(urlFor('/api/validate', 'licence')).toBe('https://licence.example.com/api/validate');
  });
});

describe('request', () => {
  it('sends GET queries without absent values and parses the JSON answer', async () => {
    api.handle((_, res) => sendJson(res, 200, { code: 1, airports: [{ iata: 'LHR' }] }));
    const body = await request({
      method: 'get',
      path: '/api/searchairport',
      query: { searchString: 'heath', source: undefined },
    });
    expect(body).toEqual({ code: 1, airports: [{ iata: 'LHR' }] });
    expect(api.requests[0].path).toBe('/api/searchairport');
    expect([...api.requests[0].query.entries()]).toEqual([['searchString', 'heath']]);
    expect(api.requests[0].headers.accept).toContain('application/json');
  });

  it('sends bodies as JSON', async () => {
    await request({ method: 'post', path: '/api/comment', body: { name: 'Ann', custid: 7 } });
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { name: 'Ann', custid: 7 } });
    expect(api.requests[0].headers['content-type']).toContain('application/json');
  });

  it('returns code-bearing failures as bodies rather than throwing', async () => {
    api.handle((_, res) => sendJson(res, 200, { code: 0, message: 'Failed' }));
    await expect(request({ method: 'post', path: '/api/promocode', body: {} })).resolves.toEqual({
      code: 0,
      message: 'Failed',
    });
  });

  it('resolves to undefined for an empty body', async () => {
    api.handle((_, res) => res.writeHead(200).end());
    await expect(request({ method: 'post', path: '/api/cancelbooking', body: {} })).resolves.toBeUndefined();
  });

  it('throws ApiError with the body code and message for a 4xx', async () => {
    api.handle((_, res) => sendJson(res, 400, { code: 2, message: 'Postcode is too long' }));
    const error = await request({ method: 'post', path: '/api/quotation', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 2, status: 400, message: 'Postcode is too long' });
  });

  it('tells session listeners about a 401, and only about a 401, until they stop listening', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    api.handle((_, res) => sendJson(res, 403, { code: 0, message: 'Not allowed.' }));
    await expect(request({ method: 'get', path: '/api/addressbook' })).rejects.toBeInstanceOf(ApiError);
    expect(ended).not.toHaveBeenCalled();
    api.handle((_, res) => sendJson(res, 401, { code: 0, message: 'Please sign in again.' }));
    await expect(request({ method: 'get', path: '/api/addressbook' })).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in again.',
    });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    await expect(request({ method: 'post', path: '/api/quotation', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('throws the generic ApiError for a 5xx page and does not repeat a POST', async () => {
    api.handle((_, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Oops</h1>'));
    const error = await request({ method: 'post', path: '/api/createbookingTest', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 500, code: 0, message: GENERIC_ERROR });
    expect(api.requests).toHaveLength(1);
  });

  it('retries a failing GET twice before giving up', async () => {
    api.handle((_, res) => sendJson(res, 503, { code: 0, message: 'busy' }));
    const error = await request({ method: 'get', path: '/api/vehicletypes' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, message: 'busy' });
    expect(api.requests).toHaveLength(3);
  });

  it('succeeds when a retried GET recovers', async () => {
    let calls = 0;
    api.handle((_, res) => (++calls === 1 ? sendJson(res, 502, {}) : sendJson(res, 200, { code: 1, vehTypes: [] })));
    await expect(request({ method: 'get', path: '/api/vehicletypes' })).resolves.toEqual({ code: 1, vehTypes: [] });
  });

  it('throws the generic ApiError with status 0 when the host cannot be reached', async () => {
    const gone = await startTestServer();
    await gone.close();
    configureApi({ baseUrl: gone.url });
    const error = await request({ method: 'post', path: '/api/signIn', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 0, code: 0, message: GENERIC_ERROR });
  });

  it('throws ApiError when a success answer is not JSON', async () => {
    api.handle((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'));
    await expect(request({ method: 'post', path: '/api/quotation', body: {} })).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
    });
  });

  it('rejects with an AbortError, not an ApiError, when the caller cancels', async () => {
    api.handle(() => undefined); // never answers
    const controller = new AbortController();
    const pending = request(
      { method: 'get', path: '/api/searchaddress', query: { prefix: 'ki' } },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

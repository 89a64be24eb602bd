// @vitest-environment node
import { DateTime } from 'luxon';
import { configureApi } from './client';
import { buildQuotationRequest, quotation } from './pricing';
import { sendJson, startTestServer, type TestServer } from './testing/testServer';

const journey = {
  pick: 'Heathrow Airport',
  picklat: 51.47,
  picklng: -0.45,
  doff: 'Kings Cross',
  dofflat: 51.53,
  dofflng: -0.12,
};
const now = DateTime.fromISO('2030-06-01T09:50:00', { zone: 'Europe/London' });

describe('buildQuotationRequest (7.3)', () => {
  it('uses source 8 and a start 15 minutes after now, with the offset of now', () => {
    const body = buildQuotationRequest(journey, now);
    expect(body.source).toBe(8);
    expect(body.bookingdate).toBe('2030-06-01T10:05:00+01:00');
  });

  it('keeps a given booking date and source', () => {
    const body = buildQuotationRequest({ ...journey, bookingdate: '2030-07-01T08:00:00+01:00', source: 3 }, now);
    expect(body).toMatchObject({ bookingdate: '2030-07-01T08:00:00+01:00', source: 3 });
  });

  it('fills the remaining fields with neutral defaults and keeps the journey', () => {
    expect(buildQuotationRequest(journey, now)).toMatchObject({
      ...journey,
      rtntype: '',
      recalcroute: false,
      recalcnearestdriver: false,
      viaaddresses: [],
      currencyCode: 'GBP',
      pickpostcode: '',
      droppostcode: '',
    });
  });

  it('does not share the default via list between requests', () => {
    const first = buildQuotationRequest(journey, now);
    first.viaaddresses.push({ address: 'x', postcode: '', lat: 0, lng: 0 });
    expect(buildQuotationRequest(journey, now).viaaddresses).toEqual([]);
  });
});

describe('quotation', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer((_, res) => sendJson(res, 200, { code: 1, fare: 60 }));
    configureApi({ baseUrl: api.url });
  });
  afterAll(() => api.close());

  it('posts the request with its defaults and returns the wire answer', async () => {
    const answer = await quotation({ ...journey, vehtypeid: 2 }, { now });
    expect(answer).toEqual({ code: 1, fare: 60 });
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/quotation',
      body: { source: 8, bookingdate: '2030-06-01T10:05:00+01:00', vehtypeid: 2, pick: 'Heathrow Airport' },
    });
  });
});

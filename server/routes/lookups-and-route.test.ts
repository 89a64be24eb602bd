import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => new Date('2026-07-01T12:00:00Z') });
});
afterAll(() => testApp.close());

const get = (url: string) => answer(testApp.app.inject({ url }));

describe('GET /api/configuration', () => {
  it("answers the operator configuration with the server time in the operator's zone", async () => {
    const { status, body } = await get('/api/configuration');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 1,
      company: 'London Transfers Ltd',
      mapsource: 'maplibre',
      paymentgateway: 'sandbox',
      template: 'wizard',
      currencycode: 'GBP',
      timezone: 'Europe/London',
      quotetimeout: 10,
      allowGuest: true,
      IsPaypalAllowed: false,
    });
    expect(body.servertime).toBe('2026-07-01T13:00:00.000+01:00');
    expect(body.airports).toBeUndefined();
    expect((body.content as { faq: unknown[] }).faq).toHaveLength(6);
  });

  it('adds the UK airports with airports=true', async () => {
    const { body } = await get('/api/configuration?airports=true&source=8&currencyCode=GBP');
    const airports = body.airports as { iata: string; country: string }[];
    expect(airports.map((a) => a.iata)).toEqual(expect.arrayContaining(['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']));
  });

  it('refuses malformed query values', async () => {
    for (const url of [
      '/api/configuration?airports=maybe',
      '/api/configuration?currencyCode=POUNDS',
      '/api/configuration?source=x',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.code).toBe(0);
      expect(body.message).toMatch(/invalid/);
    }
  });
});

describe('GET /api/vehicletypes and /api/prices', () => {
  it('lists the vehicle types with their capacities', async () => {
    const { body } = await get('/api/vehicletypes');
    expect(body.code).toBe(1);
    const types = body.vehTypes as {
      typename: string;
      noofpassengers: number;
      noofluggeges: number;
      noofhandbags: number;
    }[];
    expect(types.map((t) => [t.typename, t.noofpassengers, t.noofluggeges, t.noofhandbags])).toEqual([
      ['Saloon', 4, 2, 2],
      ['Executive', 4, 2, 2],
      ['Estate', 4, 4, 4],
      ['MPV', 6, 4, 6],
      ['8 Seater', 8, 8, 8],
    ]);
  });

  it('lists three price categories of four items each', async () => {
    const { body } = await get('/api/prices');
    const prices = body.prices as { category: string; items: { price: number; description: string }[] }[];
    expect(prices).toHaveLength(3);
    for (const category of prices) {
      expect(category.items).toHaveLength(4);
      for (const item of category.items)
        expect(item).toEqual({ price: expect.any(Number), description: expect.any(String) });
    }
  });
});

describe('GET /api/searchaddress', () => {
  it('finds places by prefix', async () => {
    const { status, body } = await get('/api/searchaddress?prefix=heathrow');
    expect(status).toBe(200);
    const addresses = body.addresses as { name: string; category: string; postcode: string }[];
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.length).toBeLessThanOrEqual(10);
    expect(addresses[0].name).toMatch(/Heathrow/);
    expect(addresses.some((a) => a.category === 'Air')).toBe(true);
  });

  it('sends the same addresses plain, as brotli and as gzip, asked once or again', async () => {
    const ask = async (acceptEncoding: string) => {
      const response = await testApp.app.inject({
        url: '/api/searchaddress?prefix=pad',
        headers: { 'accept-encoding': acceptEncoding },
      });
      const encoding = response.headers['content-encoding'];
      const raw = response.rawPayload;
      const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      return { encoding, body: JSON.parse(text.toString()) as { code: number; addresses: { name: string }[] } };
    };
    const answers = [await ask('identity'), await ask('gzip, deflate, br'), await ask('gzip'), await ask('br')];
    expect(answers.map((a) => a.encoding)).toEqual([undefined, 'br', 'gzip', 'br']);
    for (const { body } of answers) expect(body).toEqual(answers[0].body);
    expect(answers[0].body.code).toBe(1);
    expect(answers[0].body.addresses[0].name).toMatch(/Paddington/);
  });

  it('refuses a prefix shorter than 2 or longer than 100 characters, or none', async () => {
    for (const url of [
      '/api/searchaddress?prefix=a',
      `/api/searchaddress?prefix=${'a'.repeat(101)}`,
      '/api/searchaddress',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.code).toBe(0);
      expect(body.message).toMatch(/prefix/);
    }
  });
});

describe('GET /api/searchairport', () => {
  it('searches airports with searchString', async () => {
    const { body } = await get('/api/searchairport?searchString=gatwick');
    const airports = body.airports as {
      iata: string;
      icao: string;
      city: string;
      airport: string;
      name: string;
      country: string;
    }[];
    expect(airports[0]).toMatchObject({ iata: 'LGW', icao: 'EGKK' });
    expect(body.airlines).toBeUndefined();
  });

  it('searches airlines with the lower-case searchstring', async () => {
    const { body } = await get('/api/searchairport?searchstring=british');
    const airlines = body.airlines as { name: string; iata: string; icao: string }[];
    expect(airlines.some((a) => a.iata === 'BA' && a.icao === 'BAW')).toBe(true);
    expect(body.airports).toBeUndefined();
  });

  it('refuses a missing or oversized search text', async () => {
    for (const url of [
      '/api/searchairport',
      `/api/searchairport?searchString=${'x'.repeat(101)}`,
      '/api/searchairport?searchString=',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.code).toBe(0);
    }
  });
});

const kingsCross = { lat: 51.5308, lng: -0.1233 };
const heathrow = { lat: 51.47, lng: -0.4543 };

describe('POST /api/direction', () => {
  it('answers a route with its path, miles and minutes', async () => {
    const { status, body } = await answer(postJson(testApp.app, '/api/direction', { points: [heathrow, kingsCross] }));
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    const path = body.routepath as { lat: number; lng: number }[];
    expect(path.length).toBeGreaterThan(10);
    expect(path[0]).toEqual(heathrow);
    expect(path.at(-1)).toEqual(kingsCross);
    expect(body.distance).toBeGreaterThan(15);
    expect(body.routedistance).toBe(body.distance);
    expect(Number.isInteger(body.traveltime)).toBe(true);
  });

  it('refuses too few or too many points, out-of-range or mistyped coordinates, and a missing list', async () => {
    const bad = [
      { points: [heathrow] },
      { points: Array.from({ length: 26 }, () => heathrow) },
      { points: [heathrow, { lat: 91, lng: 0 }] },
      { points: [heathrow, { lat: 51.5, lng: -181 }] },
      { points: [heathrow, { lat: '51.5', lng: 0 }] },
      { points: [heathrow, { lat: 51.5 }] },
      { points: "Heathrow to King's Cross" },
      {},
    ];
    for (const payload of bad) {
      const { status, body } = await answer(postJson(testApp.app, '/api/direction', payload));
      expect(status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body.code).toBe(0);
      expect(body.message).toMatch(/points/);
    }
  });
});

describe('POST /api/nearestdriver', () => {
  it('answers a simulated driver near the customer, the same one each time', async () => {
    const request = { source: 8, lat: kingsCross.lat, lng: kingsCross.lng, postcode: 'N1C 4QP' };
    const first = await answer(postJson(testApp.app, '/api/nearestdriver', request));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 1, message: '', userlocation: kingsCross });
    expect(first.body.traveltime).toBeGreaterThan(0);
    expect(first.body.distance).toBeLessThan(3);
    expect(typeof first.body.name).toBe('string');
    const second = await answer(postJson(testApp.app, '/api/nearestdriver', request));
    expect(second.body).toEqual(first.body);
  });

  it('refuses missing or mistyped coordinates and an overlong postcode', async () => {
    for (const payload of [
      { lat: 51.5 },
      { lat: 'x', lng: 0 },
      { lat: 51.5, lng: 0, postcode: 'TOOLONGPOSTCODE' },
      { lat: 51.5, lng: 0, source: 'web' },
    ]) {
      const { status, body } = await answer(postJson(testApp.app, '/api/nearestdriver', payload));
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe(0);
    }
  });
});

/**
 * Issue 10's 500s on odd text and numbers, one test per class: each is now a 4xx in the spec's {code, message}
 * shape and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../lib/testing';
import { quotationBody } from '../routes/booking.testkit';
import { call, sha256Hex, signIn } from '../routes/accountTestHelpers';

let testApp: TestApp;
let customerCookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  customerCookie = (await signIn(testApp.app, 'amelia@example.com', 'Demo1234')).cookie;
});
afterAll(() => testApp.close());

const NUL = '\u0000';
const LONE_HIGH_SURROGATE = '\ud800';
const LONE_LOW_SURROGATE = '\udc00';
/** JSON.stringify escapes lone surrogates as \ud800, which is what a client on the wire sends. */
const HASH = sha256Hex('Demo1234');

async function countRows(table: string): Promise<number> {
  const { rows } = await testApp.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0].n);
}

function expectRefused(reply: { status: number; body: Record<string, unknown> }) {
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  expect(reply.body).toEqual({ code: 0, message: expect.any(String) });
}

describe('a NUL character in a text field that reaches the database', () => {
  it('is refused on sign-in (no session) with a 400 naming the field', async () => {
    const reply = await call(testApp.app, 'POST', '/api/signIn', {
      body: { email: `amelia${NUL}@example.com`, passwordhash: HASH },
    });
    expectRefused(reply);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('email is invalid');
  });

  it('is refused in a query string (custappbaseurl) and in a licence check (validate)', async () => {
    expectRefused(await call(testApp.app, 'GET', `/api/custappbaseurl?trackingcode=a%00b`));
    expectRefused(
      await call(testApp.app, 'POST', '/api/validate', {
        body: { parentdomain: 'example.com', trackingcode: `x${NUL}` },
      }),
    );
  });

  it('is refused in a signed-in customer update and writes nothing', async () => {
    const before = await countRows('address_book');
    const reply = await call(testApp.app, 'POST', '/api/addressbook', {
      cookie: customerCookie,
      body: { address: `10 Downing St${NUL}`, lat: 51.5, lng: -0.12, postcode: 'SW1A 2AA' },
    });
    expectRefused(reply);
    expect(await countRows('address_book')).toBe(before);
  });
});

describe('a lone UTF-16 surrogate in a field stored as JSON', () => {
  it.each([
    ['high', LONE_HIGH_SURROGATE],
    ['low', LONE_LOW_SURROGATE],
  ])('is refused in a quotation (%s surrogate) and no quote is stored', async (_kind, surrogate) => {
    const before = await countRows('quotes');
    const reply = await call(testApp.app, 'POST', '/api/quotation', {
      body: quotationBody({ pick: `King's Cross ${surrogate}` }),
    });
    expectRefused(reply);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('pick is invalid');
    expect(await countRows('quotes')).toBe(before);
  });

  it('is still accepted as part of a proper pair (an emoji)', async () => {
    const reply = await call(testApp.app, 'POST', '/api/quotation', {
      body: quotationBody({ pick: "King's Cross 🚕" }),
    });
    expect(reply.status).toBe(200);
  });
});

describe('an integer id beyond the 64-bit range of Postgres', () => {
  it.each([
    ['1e20', '1e20'],
    ['2^63', '9223372036854775808'],
  ])('is refused by savepassword with no session (%s)', async (_label, id) => {
    const reply = await call(testApp.app, 'PUT', '/api/savepassword', {
      body: `{"id":${id},"code":"x","passwordhash":"${HASH}"}`,
    });
    expectRefused(reply);
    expect(reply.status).toBe(400);
  });

  it('is refused by the signed-in routes that take a customer id', async () => {
    expectRefused(
      await call(testApp.app, 'PUT', '/api/changepassword', {
        cookie: customerCookie,
        body: `{"custid":1e20,"passwordhash":"${HASH}","oldpasswordhash":"${HASH}"}`,
      }),
    );
    expectRefused(
      await call(testApp.app, 'GET', '/api/addressbook?custid=99999999999999999999', { cookie: customerCookie }),
    );
  });
});

describe('a database input error the schemas did not foresee', () => {
  it('leaves as a 400 in the spec shape, logged but not a 500 (emailreceipt: its own unbounded reference)', async () => {
    const reply = await call(testApp.app, 'POST', '/api/emailreceipt', { body: '{"bookingref":1e20}' });
    expectRefused(reply);
    expect(reply.status).toBe(400);
  });
});

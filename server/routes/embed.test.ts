import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createStaticDir, createTestApp, postJson, type TestApp } from '../lib/testing';
import { DEMO_BOOKER_ID, DEMO_EMAILS, OTHER_BOOKER_ID } from '../seed/customers';
import { sessionCookie } from './booking.testkit';

let testApp: TestApp;
let staticDir: Awaited<ReturnType<typeof createStaticDir>>;
beforeAll(async () => {
  staticDir = await createStaticDir();
  await mkdir(path.join(staticDir.dir, 'frame'));
  await writeFile(
    path.join(staticDir.dir, 'frame', 'frame.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div><script src="/frame/static/js/frame.1.js"></script></body></html>',
  );
  testApp = await createTestApp({
    staticDir: staticDir.dir,
    renderPage: async (url) => ({ html: `<main>${url}</main>`, head: '' }),
  });
});
afterAll(async () => {
  await testApp.close();
  await staticDir.remove();
});

let made = 0;
/** A licence of its own for a test: each code is fresh, so no answer kept from another test applies. */
async function licence(columns: { parentdomain: string; expiresIn?: string; revoked?: boolean }): Promise<string> {
  made += 1;
  const code = `T${made}${Date.now().toString(36)}`.toUpperCase();
  await testApp.db.query(
    `INSERT INTO licences (trackingcode, parentdomain, baseurl, bookingpageurl, expires_at, revoked, template, payments_off)
     VALUES ($1, $2, 'https://book.example/', 'https://book.example/booking.html',
             now() + $3::interval, $4, 'gateway', 'card')`,
    [code, columns.parentdomain, columns.expiresIn ?? '1 day', columns.revoked ?? false],
  );
  return code;
}

const validate = (parentdomain: string, trackingcode: string) =>
  answer(postJson(testApp.app, '/api/validate', { parentdomain, trackingcode }));
const NOT_LICENSED = { code: 0, message: 'This site is not licensed to use the booking app.' };

describe('validate: the licence host checks a client site (spec 7.9, issue 17)', () => {
  it('accepts a licensed domain with its code and hands the frame the licence switches', async () => {
    const code = await licence({ parentdomain: 'riverside.example' });
    const { status, body } = await validate('https://www.riverside.example:8443/rooms', code.toLowerCase());
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1, template: 'gateway', paymentsoff: ['card'] });
  });

  it('refuses another domain, and an unknown code with the very same answer', async () => {
    const code = await licence({ parentdomain: 'riverside.example' });
    expect((await validate('https://riverside.example.evil.net', code)).body).toEqual(NOT_LICENSED);
    expect((await validate('https://riverside.example', 'NO-SUCH-CODE')).body).toEqual(NOT_LICENSED);
  });

  it('lets a wildcard licence cover its subdomains but not the bare domain', async () => {
    const code = await licence({ parentdomain: '*.arena.example' });
    expect((await validate('https://tickets.arena.example', code)).body.code).toBe(1);
    expect((await validate('https://arena.example', code)).body).toEqual(NOT_LICENSED);
  });

  it('says so when the licence has expired or been withdrawn', async () => {
    const expired = await licence({ parentdomain: 'riverside.example', expiresIn: '-1 second' });
    expect((await validate('riverside.example', expired)).body).toEqual({
      code: 0,
      message: "This site's licence to use the booking app has expired.",
    });
    const revoked = await licence({ parentdomain: 'riverside.example', revoked: true });
    expect((await validate('riverside.example', revoked)).body).toEqual({
      code: 0,
      message: "This site's licence to use the booking app has been withdrawn.",
    });
  });

  it('seeds the two demo client sites, each with its own switches', async () => {
    expect((await validate('http://localhost:4173', 'HOTEL')).body).toMatchObject({ code: 1, template: 'inlinex' });
    expect((await validate('http://127.0.0.1:4173', 'HOTEL')).body).toEqual(NOT_LICENSED);
    const venue = await validate('https://box-office.arena-venue.example', 'VENUE');
    expect(venue.body).toMatchObject({ code: 1, template: 'gateway', paymentsoff: ['card', 'paypal'] });
    expect((venue.body.brand as { palette: Record<string, string> }).palette['500']).toMatch(/^#[0-9a-f]{6}$/);
    const { body } = await answer(testApp.app.inject({ url: '/api/custappbaseurl?trackingcode=VENUE' }));
    expect(body).toMatchObject({ code: 1, bookingpageurl: expect.stringMatching(/\/booking\.html$/) as string });
  });
});

describe('frame-ancestors follows the licences (issue 17)', () => {
  const frameAncestors = async (url: string) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    return { ancestors: /frame-ancestors ([^;]*)/.exec(policy)?.[1], xfo: response.headers['x-frame-options'] };
  };

  it("lets only the app's own origin frame a page that names no licence", async () => {
    expect(await frameAncestors('/quickbooking.html')).toEqual({ ancestors: "'self'", xfo: 'SAMEORIGIN' });
  });

  it("adds a valid licence's domains to the frame that names it, and no other's", async () => {
    const code = await licence({ parentdomain: 'riverside.example, *.arena.example' });
    expect(await frameAncestors(`/quickbooking.html?embed=${code}`)).toEqual({
      ancestors: "'self' riverside.example:* *.riverside.example:* *.arena.example:*",
      xfo: undefined,
    });
    for (const other of [
      await licence({ parentdomain: 'riverside.example', expiresIn: '-1 second' }),
      await licence({ parentdomain: 'riverside.example', revoked: true }),
      'NO-SUCH-CODE',
    ]) {
      expect(await frameAncestors(`/quickbooking.html?embed=${other}`)).toEqual({
        ancestors: "'self'",
        xfo: 'SAMEORIGIN',
      });
    }
  });
});

describe("the booking frame's page", () => {
  it('is its own build, with the configuration and without the prerendered booking, only when asked as a frame', async () => {
    const frame = (await testApp.app.inject({ url: '/quickbooking.html?embed=HOTEL&mode=inline' })).body;
    expect(frame).toContain('/frame/static/js/frame.1.js');
    expect(frame).toContain('id="app-config"');
    expect(frame).not.toContain('<main>');
    const page = (await testApp.app.inject({ url: '/quickbooking.html' })).body;
    expect(page).not.toContain('frame.1.js');
    expect(page).toContain('<main>/quickbooking.html</main>');
  });
});

describe('the widget script and the demo client site', () => {
  it('serves embed.js small enough for any page: under 5 KB gzipped, loadable from other origins', async () => {
    const response = await testApp.app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain('TransferBooking');
    expect(gzipSync(response.body).length).toBeLessThan(5 * 1024);
  });

  it("serves the hotel's demo page with the widget from the operator's origin and a policy that allows it", async () => {
    const response = await testApp.app.inject({ url: '/demo/hotel.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('src="http://127.0.0.1:3000/embed.js"');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('frame-src http://127.0.0.1:3000');
    expect(policy).toMatch(/script-src 'sha256-[^']+' 'self' http:\/\/127\.0\.0\.1:3000/);
    const venue = await testApp.app.inject({ url: '/demo/venue.html' });
    expect(venue.body).toContain('data-trackingcode="VENUE"');
    expect((await testApp.app.inject({ url: '/demo/other.html' })).statusCode).not.toBe(200);
  });
});

describe('promotion links (spec 3.15, 7.5)', () => {
  const promotion = (token: string) => answer(testApp.app.inject({ url: `/api/promotion?token=${token}` }));
  const NOT_FOUND = { code: 0, message: 'This promotion link is not valid or has expired.' };

  it('serves a stored link by its token', async () => {
    const { status, body } = await promotion('DemoPromotionSavoyLink');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 1,
      mode: 'lite',
      firstname: 'Grace',
      surname: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '07700 900456',
      promocode: 'WELCOME10',
      changesallowed: false,
      vehtypeid: 4,
    });
  });

  it('serves a journey given in full, and leaves out the journey fields that are no such value', async () => {
    const { body } = await promotion('DemoPromotionSavoyToHeathrow');
    expect(body).toMatchObject({ picklat: 51.5104, picklng: -0.1204, pickpostcode: 'WC2R 0EZ', doffcategory: 'Air' });
    await testApp.db.query(
      `INSERT INTO promotions (token, link, expires_at) VALUES ('OddValuesPromotion0000', $1, now() + interval '1 day')`,
      [
        JSON.stringify({
          pickupaddress: 'Kings Cross',
          picklat: '51.53',
          picklng: -0.12,
          droppostcode: '<b>',
          changesallowed: 'no',
        }),
      ],
    );
    const odd = (await promotion('OddValuesPromotion0000')).body;
    expect(odd).toMatchObject({ code: 1, pickupaddress: 'Kings Cross', changesallowed: false });
    for (const gone of ['picklat', 'picklng', 'droppostcode']) expect(odd).not.toHaveProperty(gone);
  });

  it('says the same for a token never issued and one past its time; refuses what is not a token', async () => {
    await testApp.db.query(
      `INSERT INTO promotions (token, link, expires_at) VALUES ('ExpiredPromotionLink00', '{"promocode":"OLD"}', now() - interval '1 second')`,
    );
    expect(await promotion('ExpiredPromotionLink00')).toEqual({ status: 404, body: NOT_FOUND });
    expect(await promotion('NeverIssuedPromotion00')).toEqual({ status: 404, body: NOT_FOUND });
    for (const bad of ['1', 'x'.repeat(65), "DemoPromotionSavoyLink'--"]) {
      expect((await promotion(encodeURIComponent(bad))).status).toBe(400);
    }
  });

  it("gives the booker it names the details of that booker's customer it names, and nobody else anything", async () => {
    const idOf = async (email: string) =>
      Number((await testApp.db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [email])).rows[0].id);
    // An account the demo booker opened for a customer (domain/bookerCustomers.ts), and one of someone else's.
    const { rows } = await testApp.db.query<{ id: string }>(
      `INSERT INTO customers (email, firstname, surname, phone, dialingcode, password_hash, opened_by_booker)
       VALUES ('zara.promotion@example.com', 'Zara', 'Okafor', '2079460333', '+44', '', $1) RETURNING id`,
      [DEMO_BOOKER_ID],
    );
    const zara = Number(rows[0].id);
    const stored = async (token: string, link: object) =>
      testApp.db.query(`INSERT INTO promotions (token, link, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
        token,
        JSON.stringify(link),
      ]);
    await stored('BookersCustomerLink000', { bookerid: DEMO_BOOKER_ID, custid: zara, customer: { email: 'x@y.z' } });
    await stored('StrangersCustomerLink0', { bookerid: DEMO_BOOKER_ID, custid: await idOf(DEMO_EMAILS.amelia) });
    await stored('OtherBookersLink000000', { bookerid: OTHER_BOOKER_ID, custid: zara });
    const as = async (token: string, email?: string) => {
      const cookie = email ? (await sessionCookie(testApp.db, await idOf(email), new Date())).cookie : undefined;
      return answer(testApp.app.inject({ url: `/api/promotion?token=${token}`, headers: cookie ? { cookie } : {} }));
    };

    expect((await as('BookersCustomerLink000', DEMO_EMAILS.booker)).body).toMatchObject({
      code: 1,
      bookerid: DEMO_BOOKER_ID,
      custid: zara,
      customer: {
        custid: zara,
        firstname: 'Zara',
        surname: 'Okafor',
        email: 'zara.promotion@example.com',
        phone: '2079460333',
        dialingcode: '+44',
      },
    });
    // A guest, another booker, a customer; a customer the booker did not open; a link naming another booker.
    for (const [token, email] of [
      ['BookersCustomerLink000', undefined],
      ['BookersCustomerLink000', DEMO_EMAILS.otherBooker],
      ['BookersCustomerLink000', DEMO_EMAILS.amelia],
      ['StrangersCustomerLink0', DEMO_EMAILS.booker],
      ['OtherBookersLink000000', DEMO_EMAILS.booker],
    ] as const) {
      const { status, body } = await as(token, email);
      expect(status).toBe(200);
      // The stored link's own "customer" key is never served either.
      expect(body.customer, `${token} as ${email ?? 'a guest'}`).toBeUndefined();
    }
  });
});

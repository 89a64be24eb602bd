/**
 * Issue 4: customer A cannot read, change or cancel anything of customer B's through any endpoint that takes an id,
 * with or without a session. A is Amelia, B is Ben (demo customers); "nobody" is a caller without a session.
 *
 * Every endpoint that takes a custid, bookerid or the id of a row is here: addressbook (GET, POST, PUT, DELETE),
 * updateprofile, changepassword, resetpassword, currentbookings, journeyhistory, bookingdetails, cancelbooking,
 * emailreceipt, paymentintent, updatebooking, quotation, createbookingTest, promocode and comment; and the two
 * that take a secret instead (savepassword's reset code, bookinginfo's booking code) refuse a guessed one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireBookingRecord } from '../src/api/wire/booking';
import { createTestApp, type TestApp } from './lib/testing';
import { DEMO_BOOKER_ID, DEMO_EMAILS, DEMO_PASSWORD } from './seed/customers';
import { call, sha256Hex, signIn, type Reply, type SignedIn } from './routes/accountTestHelpers';
import { bookingBody, quotationBody } from './routes/booking.testkit';

let t: TestApp;
let a: SignedIn;
let b: SignedIn;
let bAddressId: number;
let bBooking: WireBookingRecord;
let bProfileBefore: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  a = await signIn(t.app, DEMO_EMAILS.amelia, DEMO_PASSWORD);
  b = await signIn(t.app, DEMO_EMAILS.ben, DEMO_PASSWORD);
  const book = await call(t.app, 'GET', `/api/addressbook?custid=${b.custid}`, { cookie: b.cookie });
  bAddressId = (book.body.addresses as { id: number; placename: string }[]).find((e) => e.placename === 'home')!.id;
  const current = await call(t.app, 'GET', `/api/currentbookings?custid=${b.custid}`, { cookie: b.cookie });
  bBooking = (current.body.jlist as WireBookingRecord[]).find((r) => r.status === 'Upcoming')!;
  bProfileBefore = (await call(t.app, 'GET', '/api/profile', { cookie: b.cookie })).body;
});
afterAll(() => t.close());

const refused = (reply: Reply, statuses: number[]) => {
  expect(statuses).toContain(reply.status);
  expect(reply.body.code).toBe(0);
};

const bAddress = () => ({
  custid: b.custid,
  id: bAddressId,
  name: 'Hijacked',
  line1: 'Somewhere',
  line2: '',
  postcode: 'E1 1AA',
  category: 'Street',
  latitude: 51.5,
  longitude: -0.1,
  placename: 'home',
  fulladdress: 'Hijacked, Somewhere, E1 1AA',
});

describe.each([
  ['without a session', () => undefined, [401]],
  ['with a forged session cookie', () => 'x'.repeat(43), [401]],
  ["with customer A's session", () => a.cookie, [403, 404]],
])("B's data %s", (_name, cookie, statuses) => {
  it("cannot read B's address book", async () => {
    refused(await call(t.app, 'GET', `/api/addressbook?custid=${b.custid}`, { cookie: cookie() }), statuses);
  });

  it("cannot add to, edit or delete B's address book", async () => {
    const { id: _id, ...fields } = bAddress();
    refused(await call(t.app, 'POST', '/api/addressbook', { cookie: cookie(), body: fields }), statuses);
    refused(await call(t.app, 'PUT', '/api/addressbook', { cookie: cookie(), body: bAddress() }), statuses);
    refused(await call(t.app, 'DELETE', `/api/addressbook?id=${bAddressId}`, { cookie: cookie() }), statuses);
  });

  it("cannot change B's profile or password", async () => {
    const profile = {
      custid: b.custid,
      email: 'evil@example.com',
      phone: '7700900000',
      surname: 'X',
      firstname: 'Y',
      dialingcode: '+44',
    };
    refused(await call(t.app, 'PUT', '/api/updateprofile', { cookie: cookie(), body: profile }), statuses);
    const password = {
      custid: b.custid,
      oldpasswordhash: sha256Hex(DEMO_PASSWORD),
      passwordhash: sha256Hex('taken-over'),
    };
    refused(await call(t.app, 'PUT', '/api/changepassword', { cookie: cookie(), body: password }), statuses);
  });

  it("cannot list B's bookings, as B or as a booker", async () => {
    refused(await call(t.app, 'GET', `/api/currentbookings?custid=${b.custid}`, { cookie: cookie() }), statuses);
    refused(
      await call(t.app, 'GET', `/api/journeyhistory?custid=${b.custid}&filter=0`, { cookie: cookie() }),
      statuses,
    );
    const ownCustid = cookie() === a.cookie ? a.custid : b.custid;
    refused(
      await call(t.app, 'GET', `/api/currentbookings?custid=${ownCustid}&bookerid=${DEMO_BOOKER_ID}`, {
        cookie: cookie(),
      }),
      statuses,
    );
  });

  it("cannot see, cancel or e-mail B's booking", async () => {
    refused(
      await call(t.app, 'GET', `/api/bookingdetails?jobid=${bBooking.jobpartid}`, { cookie: cookie() }),
      statuses,
    );
    refused(
      await call(t.app, 'POST', '/api/cancelbooking', {
        cookie: cookie(),
        body: { source: 8, bookingref: bBooking.jobpartid },
      }),
      statuses,
    );
    refused(
      await call(t.app, 'POST', '/api/emailreceipt', {
        cookie: cookie(),
        body: { source: 8, bookingref: bBooking.jobpartid },
      }),
      statuses,
    );
  });

  it("cannot see what B owes or pay for B's booking", async () => {
    refused(
      await call(t.app, 'GET', `/api/paymentintent?jobpartid=${bBooking.jobpartid}`, { cookie: cookie() }),
      statuses,
    );
    const payment = { transactionid: 'nonce-of-a', jobpartid: bBooking.jobpartid, transactionstatus: 'succeeded' };
    refused(await call(t.app, 'PUT', '/api/updatebooking', { cookie: cookie(), body: payment }), statuses);
  });

  it("cannot list B's history as B's booker", async () => {
    const ownCustid = cookie() === a.cookie ? a.custid : b.custid;
    refused(
      await call(t.app, 'GET', `/api/journeyhistory?custid=${ownCustid}&filter=0&bookerid=${DEMO_BOOKER_ID}`, {
        cookie: cookie(),
      }),
      statuses,
    );
  });

  it("cannot quote, book, try a promo code or send an enquiry in B's name or as a booker", async () => {
    refused(
      await call(t.app, 'POST', '/api/quotation', { cookie: cookie(), body: quotationBody({ custid: b.custid }) }),
      statuses,
    );
    refused(
      await call(t.app, 'POST', '/api/quotation', {
        cookie: cookie(),
        body: quotationBody({ bookerid: DEMO_BOOKER_ID }),
      }),
      statuses,
    );
    const q = (await call(t.app, 'POST', '/api/quotation', { body: quotationBody() })).body;
    expect(q.code).toBe(1);
    const booking = (ids: Record<string, unknown>) => bookingBody(q as Parameters<typeof bookingBody>[0], ids);
    refused(
      await call(t.app, 'POST', '/api/createbookingTest', { cookie: cookie(), body: booking({ custid: b.custid }) }),
      statuses,
    );
    refused(
      await call(t.app, 'POST', '/api/createbookingTest', {
        cookie: cookie(),
        body: booking({ bookerid: DEMO_BOOKER_ID }),
      }),
      statuses,
    );
    const promo = { price: 40, promocode: 'SAVE5', currencycode: 'GBP', custid: b.custid };
    refused(await call(t.app, 'POST', '/api/promocode', { cookie: cookie(), body: promo }), statuses);
    const enquiry = {
      name: 'Ben?',
      email: 'evil@example.com',
      message: 'Please cancel all my bookings.',
      custid: b.custid,
    };
    refused(await call(t.app, 'POST', '/api/comment', { cookie: cookie(), body: enquiry }), statuses);
  });

  it("cannot read B's booking with a guessed booking code", async () => {
    const info = await call(t.app, 'POST', '/api/bookinginfo', { cookie: cookie(), body: { code: 'guessed-code' } });
    expect(info.body).toEqual({ code: 0, message: 'No booking was found for this code.' });
    refused(
      await call(t.app, 'GET', `/api/paymentintent?jobpartid=${bBooking.jobpartid}&code=guessed-code`, {
        cookie: cookie(),
      }),
      [401, 404],
    );
  });

  it("cannot ask for a reset of B's password in B's name", async () => {
    const reply = await call(t.app, 'POST', '/api/resetpassword', {
      cookie: cookie(),
      body: { custid: b.custid, email: DEMO_EMAILS.ben, source: 8 },
    });
    refused(reply, statuses);
  });
});

describe("after all those attempts B's data is as it was", () => {
  it('B still has the same profile, password, address book, booking, no new booking, no enquiry and no mail', async () => {
    const current = await call(t.app, 'GET', `/api/currentbookings?custid=${b.custid}`, { cookie: b.cookie });
    expect((current.body.jlist as WireBookingRecord[]).map((r) => r.jobpartid)).toContain(bBooking.jobpartid);
    expect(
      (await t.db.query('SELECT count(*)::int AS n FROM bookings WHERE customer_id = $1', [b.custid])).rows[0],
    ).toEqual({ n: 2 });
    expect((await t.db.query('SELECT count(*)::int AS n FROM comments WHERE custid = $1', [b.custid])).rows[0]).toEqual(
      { n: 0 },
    );
    expect((await call(t.app, 'GET', '/api/profile', { cookie: b.cookie })).body).toEqual(bProfileBefore);
    expect((await signIn(t.app, DEMO_EMAILS.ben, DEMO_PASSWORD)).reply.body.Code).toBe(1);
    const book = await call(t.app, 'GET', `/api/addressbook?custid=${b.custid}`, { cookie: b.cookie });
    const entries = book.body.addresses as { id: number; name: string }[];
    expect(entries.find((e) => e.id === bAddressId)?.name).toBe('Baker Street');
    expect(entries.map((e) => e.name)).not.toContain('Hijacked');
    const details = await call(t.app, 'GET', `/api/bookingdetails?jobid=${bBooking.jobpartid}`, { cookie: b.cookie });
    expect((details.body.bookingdetails as WireBookingRecord).status).toBe('Upcoming');
    const mail = await call(t.app, 'GET', `/dev/outbox?to=${DEMO_EMAILS.ben}`);
    expect(mail.body.messages).toEqual([]);
  });

  it("B can do each of those things to B's own data, so the refusals above are about ownership", async () => {
    expect(
      (
        await call(t.app, 'PUT', '/api/addressbook', {
          cookie: b.cookie,
          body: { ...bAddress(), name: 'Baker Street' },
        })
      ).body.code,
    ).toBe(1);
    expect(
      (await call(t.app, 'GET', `/api/bookingdetails?jobid=${bBooking.jobpartid}`, { cookie: b.cookie })).body.code,
    ).toBe(1);
    expect(
      (
        await call(t.app, 'POST', '/api/emailreceipt', {
          cookie: b.cookie,
          body: { source: 8, bookingref: bBooking.jobpartid },
        })
      ).body.code,
    ).toBe(1);
    expect(
      (
        await call(t.app, 'POST', '/api/cancelbooking', {
          cookie: b.cookie,
          body: { source: 8, bookingref: bBooking.jobpartid },
        })
      ).body.code,
    ).toBe(1);
  });
});

describe("B's password reset link", () => {
  it('works only with its own code: a guessed code sets nothing, with or without a session', async () => {
    expect(
      (await call(t.app, 'POST', '/api/resetpassword', { body: { email: DEMO_EMAILS.ben, source: 8 } })).body.code,
    ).toBe(1);
    const mail = await call(t.app, 'GET', `/dev/outbox?to=${DEMO_EMAILS.ben}`);
    const [, id, code] = /\/resetpassword\/(\d+)\/(\S+)/.exec((mail.body.messages as { body: string }[])[0].body) ?? [];
    for (const cookie of [undefined, a.cookie]) {
      for (const guess of [`${code.slice(0, -1)}x`, 'x'.repeat(43), '0']) {
        const reply = await call(t.app, 'PUT', '/api/savepassword', {
          cookie,
          body: { id, code: guess, passwordhash: sha256Hex('taken-over') },
        });
        expect(reply.body).toMatchObject({ code: 2 });
      }
    }
    expect((await signIn(t.app, DEMO_EMAILS.ben, 'taken-over')).reply.body.Code).toBe(2);
    expect((await signIn(t.app, DEMO_EMAILS.ben, DEMO_PASSWORD)).reply.body.Code).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LINK_EXPIRED, LINK_UNKNOWN, LINK_USED, PASSWORD_SET } from '../services/bookerCustomers';
import { createTestApp, type TestApp } from '../lib/testing';
import { pdfText } from './pdfText';
import { DEMO_BOOKER_ID, DEMO_EMAILS, OTHER_BOOKER_ID } from '../seed/customers';
import { call, sha256Hex, signIn } from './accountTestHelpers';
import { book, bookingBody, newRequestId, quote, sessionCookie } from './booking.testkit';

/**
 * confirmpassword (issue 15): a booker booking for a customer whose e-mail has no account opens one, and the customer
 * sets a password from the mailed link; used, expired and unknown links say so; the calls are limited per address.
 */
let clock = new Date();
let t: TestApp;
const cookies: Record<string, string> = {};

async function idOf(email: string): Promise<number> {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [email]);
  return Number(rows[0].id);
}

async function cookieOf(email: string): Promise<string> {
  return (await sessionCookie(t.db, await idOf(email), clock)).cookie;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  cookies.priya = await cookieOf(DEMO_EMAILS.booker);
  cookies.noah = await cookieOf(DEMO_EMAILS.otherBooker);
  cookies.amelia = await cookieOf(DEMO_EMAILS.amelia);
  cookies.ben = await cookieOf(DEMO_EMAILS.ben);
}, 120_000);
afterAll(() => t.close());

/** A cash booking the booker makes for the customer with this e-mail; returns its reference. */
async function bookFor(email: string, as: 'priya' | 'noah' = 'priya', requestid = newRequestId()): Promise<number> {
  const bookerid = as === 'priya' ? DEMO_BOOKER_ID : OTHER_BOOKER_ID;
  const headers = { cookie: cookies[as] };
  const q = await quote(t.app, { bookerid }, headers);
  const customer = { custfirstname: 'Zara', custsurname: 'Okafor', custphone: '2079460333', custemail: email };
  const reply = await book(t.app, bookingBody(q, { bookerid, costcentre: 'C-1', requestid, ...customer }), headers);
  expect(reply.body.Code, JSON.stringify(reply.body)).toBe(1);
  return reply.body.Bref!;
}

async function welcomeMails(to: string): Promise<{ kind: string; body: string }[]> {
  const outbox = await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
  return (outbox.body.messages as { kind: string; body: string }[]).filter((m) => m.kind === 'account-welcome');
}

async function linkFor(to: string): Promise<{ id: string; code: string }> {
  const mails = await welcomeMails(to);
  const match = /\/confirmpassword\.html\?id=(\d+)&code=([A-Za-z0-9_-]+)/.exec(mails[0]?.body ?? '');
  if (!match) throw new Error(`no welcome link for ${to}`);
  return { id: match[1], code: match[2] };
}

const check = (id: string, code: string) =>
  call(t.app, 'GET', `/api/confirmpassword?id=${id}&code=${encodeURIComponent(code)}`);
const confirm = (id: string, code: string, password: string) =>
  call(t.app, 'PUT', '/api/confirmpassword', { body: { id, code, passwordhash: sha256Hex(password) } });
const ownerOf = async (jobpartid: number) =>
  Number(
    (await t.db.query<{ customer_id: string }>('SELECT customer_id FROM bookings WHERE jobpartid = $1', [jobpartid]))
      .rows[0].customer_id,
  );

describe('a customer a booker books for', () => {
  // Four sign-ins, each a deliberately slow password hash: longer than most tests on a loaded machine.
  it(
    'gets an account and a link that sets its password once; the bookings are theirs and still the booker’s',
    {
      timeout: 90_000,
    },
    async () => {
      const email = 'zara.okafor@example.com';
      const first = await bookFor(email);
      const { id, code } = await linkFor(email);
      // No password works until the link is used.
      expect((await signIn(t.app, email, '')).reply.body.Code).toBe(2);

      expect((await check(id, code)).body).toMatchObject({ code: 1, email });
      for (const [badId, badCode] of [
        [id, `${code[0] === 'a' ? 'b' : 'a'}${code.slice(1)}`],
        ['999999', code],
      ]) {
        expect((await check(badId, badCode)).body).toMatchObject({ code: 2, message: LINK_UNKNOWN, state: 'unknown' });
        expect((await confirm(badId, badCode, 'stolen1')).body).toMatchObject({ code: 2, message: LINK_UNKNOWN });
      }
      expect((await signIn(t.app, email, 'stolen1')).reply.body.Code).toBe(2);

      expect((await confirm(id, code, 'zara-pass')).body).toMatchObject({ code: 1, message: PASSWORD_SET });
      const zara = await signIn(t.app, email, 'zara-pass');
      expect(zara.reply.body.Code).toBe(1);
      expect(zara.reply.body.bookerid).toBeUndefined();

      // Used: it says so, and a second use changes nothing.
      expect((await check(id, code)).body).toMatchObject({ code: 2, message: LINK_USED, state: 'used' });
      expect((await confirm(id, code, 'other-pass')).body).toMatchObject({ code: 2, message: LINK_USED });
      expect((await signIn(t.app, email, 'zara-pass')).reply.body.Code).toBe(1);

      // A later booking by the same booker: no second mail, and the customer sees both; so does the booker.
      const second = await bookFor(email);
      expect(await welcomeMails(email)).toHaveLength(1);
      const theirs = await call(t.app, 'GET', `/api/currentbookings?custid=${zara.custid}`, { cookie: zara.cookie });
      const refs = (theirs.body.jlist as { jobpartid: number }[]).map((b) => b.jobpartid);
      expect(refs).toEqual(expect.arrayContaining([first, second]));
      const priyaId = await idOf(DEMO_EMAILS.booker);
      const booker = await call(t.app, 'GET', `/api/currentbookings?custid=${priyaId}&bookerid=${DEMO_BOOKER_ID}`, {
        cookie: cookies.priya.split('=')[1],
      });
      expect((booker.body.jlist as { jobpartid: number }[]).map((b) => b.jobpartid)).toEqual(
        expect.arrayContaining([first, second]),
      );
    },
  );

  it('answers a booker who sends the same booking again with the same booking', async () => {
    const requestid = newRequestId();
    const first = await bookFor('repeat.customer@example.com', 'priya', requestid);
    expect(await bookFor('repeat.customer@example.com', 'priya', requestid)).toBe(first);
  });

  it("leaves an existing account alone: no mail, and the booking stays the booker's", async () => {
    const ref = await bookFor(DEMO_EMAILS.amelia);
    expect(await welcomeMails(DEMO_EMAILS.amelia)).toEqual([]);
    expect(await ownerOf(ref)).toBe(await idOf(DEMO_EMAILS.booker));
    // Nor does another booker reach into an account Priya opened.
    await bookFor('shared.customer@example.com');
    const noahsRef = await bookFor('shared.customer@example.com', 'noah');
    expect(await welcomeMails('shared.customer@example.com')).toHaveLength(1);
    expect(await ownerOf(noahsRef)).toBe(await idOf(DEMO_EMAILS.otherBooker));
  });

  it('says so when the link has expired (after 7 days) and sets nothing', async () => {
    const email = 'late.customer@example.com';
    await bookFor(email);
    const { id, code } = await linkFor(email);
    const issued = clock;
    clock = new Date(issued.getTime() + 7 * 24 * 3_600_000 + 60_000);
    try {
      expect((await check(id, code)).body).toMatchObject({ code: 2, message: LINK_EXPIRED, state: 'expired' });
      expect((await confirm(id, code, 'late-pass')).body).toMatchObject({ code: 2, message: LINK_EXPIRED });
    } finally {
      clock = issued;
    }
    expect((await signIn(t.app, email, 'late-pass')).reply.body.Code).toBe(2);
  });

  it.each([
    ['GET', '/api/confirmpassword?id=-1&code=abc'],
    ['GET', '/api/confirmpassword?id=1'],
    ['PUT', { id: 1, code: 'abc', passwordhash: 'not-a-hash' }],
    ['PUT', { id: 0, code: 'abc', passwordhash: sha256Hex('x') }],
  ] as const)('refuses a malformed %s with 400 and the error shape', async (method, what) => {
    const reply =
      method === 'GET'
        ? await call(t.app, 'GET', what as string)
        : await call(t.app, 'PUT', '/api/confirmpassword', { body: what });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(0);
  });

  it('limits reading and using links per client address, one count for both (429 with Retry-After)', async () => {
    const limited = await buildApp({ db: t.db, rateLimits: { welcomeLinkPerClient: { max: 3, windowMs: 60_000 } } });
    try {
      const url = '/api/confirmpassword';
      const put = { id: 1, code: 'abc', passwordhash: sha256Hex('guess-1') };
      const answers = [
        await limited.inject({ method: 'GET', url: `${url}?id=1&code=abc` }),
        await limited.inject({ method: 'PUT', url, payload: put }),
        await limited.inject({ method: 'GET', url: `${url}?id=2&code=abc` }),
        await limited.inject({ method: 'PUT', url, payload: put }),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
      expect(answers[3].json().code).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe("a customer's own invoices (spec 1)", () => {
  const token = (who: string) => cookies[who].split('=')[1];
  type Listed = { id: number; total: number; journey: string; issuedbyuser: string };

  it('lists one per booking they pay for, and gives its PDF; nobody else gets it', async () => {
    const q = await quote(t.app, {}, { cookie: cookies.amelia });
    const booked = await book(t.app, bookingBody(q), { cookie: cookies.amelia });
    expect(booked.body.Code).toBe(1);
    const forHer = await bookFor(DEMO_EMAILS.amelia);

    const list = await call(t.app, 'GET', '/api/customerinvoice', { cookie: token('amelia') });
    expect(list.status).toBe(200);
    const invoices = list.body.invoices as Listed[];
    const mine = invoices.find((invoice) => invoice.id === booked.body.Bref)!;
    expect(mine).toMatchObject({ total: q.totalfare, issuedbyuser: 'London Transfers Ltd' });
    expect(mine.journey).toContain('Heathrow Airport Terminal 5');
    // Priya's booking for her is invoiced to Priya's firm, and cancelled bookings charge nothing.
    expect(invoices.map((invoice) => invoice.id)).not.toContain(forHer);
    const { rows } = await t.db.query<{ jobpartid: number; status: string }>(
      'SELECT jobpartid::int AS jobpartid, status FROM bookings WHERE jobpartid = ANY($1)',
      [invoices.map((invoice) => invoice.id)],
    );
    expect(rows.filter((row) => /cancel/i.test(row.status))).toEqual([]);

    const report = await call(t.app, 'GET', `/api/customerinvoicereport?id=${mine.id}`, { cookie: token('amelia') });
    expect(report.body).toMatchObject({ code: 1, fileext: 'pdf', filename: `invoice-${mine.id}.pdf` });
    const text = pdfText(Buffer.from(report.body.invoice as string, 'base64'));
    expect(text).toContain(String(mine.id));
    expect(text).toContain('Amelia');
    expect(text).toContain(`£${q.totalfare.toFixed(2)}`);
    expect(text).not.toContain('Commission');

    for (const [who, id] of [
      ['ben', mine.id],
      ['amelia', forHer],
    ] as const) {
      const refused = await call(t.app, 'GET', `/api/customerinvoicereport?id=${id}`, { cookie: token(who) });
      expect([refused.status, refused.body]).toEqual([404, { code: 0, message: 'Invoice not found.' }]);
    }
    expect((await call(t.app, 'GET', '/api/customerinvoice')).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/customerinvoicereport?id=${mine.id}`)).status).toBe(401);
  });
});
